// This shop's address, public keys and product ids. The copy in the repository points at a shop
// running locally (npm start) and trusts no key: download your shop's own copy, filled in, with
// the whole client from /admin/licences/sdk (the ZIP replaces this file).
using System.Collections.Generic;
using NovaTick.Licensing;

namespace NovaTick.Licensing.NinjaScript
{
    public static class NovaTickShop
    {
        public const string ShopUrl = "http://localhost:3000";

        /// <summary>The add-on's own version, compared with the shop's latest release.</summary>
        public const string AddOnVersion = "1.0.0";

        /// <summary>keyId -> the shop's Ed25519 public key (raw, base64): GET /_api/licences/public-key.</summary>
        public static readonly IDictionary<string, string> PublicKeys = new Dictionary<string, string>
        {
        };

        /// <summary>The shop's indicator ids (a bundle key covers them all).</summary>
        public static class Products
        {
        }

        /// <summary>A client's options for one product of this shop.</summary>
        public static LicenceClientOptions Options(int productId)
        {
            return new LicenceClientOptions { ShopUrl = ShopUrl, ProductId = productId, PublicKeys = PublicKeys };
        }
    }
}
