using System;
using System.Text;

namespace NovaTick.Licensing.Tests
{
    /// <summary>RFC 8032 section 7.1 test vectors, and the shop's own public key in both formats.</summary>
    public sealed class Ed25519Tests
    {
        readonly TestShop shop;
        public Ed25519Tests(TestShop shop) { this.shop = shop; }

        static byte[] Hex(string hex)
        {
            var bytes = new byte[hex.Length / 2];
            for (var i = 0; i < bytes.Length; i++) bytes[i] = Convert.ToByte(hex.Substring(i * 2, 2), 16);
            return bytes;
        }

        static void Vector(string publicKey, string message, string signature)
        {
            var pk = Hex(publicKey);
            var msg = Hex(message);
            var sig = Hex(signature);
            Assert.True(Ed25519.Verify(sig, msg, pk), "the RFC signature verifies");
            for (var i = 0; i < 64; i += 21)
            {
                var flipped = (byte[])sig.Clone();
                flipped[i] ^= 0x01;
                Assert.True(!Ed25519.Verify(flipped, msg, pk), "a signature with byte " + i + " flipped fails");
            }
            var other = (byte[])msg.Clone();
            other = other.Length == 0 ? new byte[] { 0 } : other;
            if (msg.Length > 0) other[0] ^= 0x80;
            Assert.True(!Ed25519.Verify(sig, other, pk), "another message fails");
        }

        [Test]
        public void Rfc8032Test1EmptyMessage()
        {
            Vector("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
                "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b");
        }

        [Test]
        public void Rfc8032Test2OneByte()
        {
            Vector("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
                "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");
        }

        [Test]
        public void Rfc8032Test3TwoBytes()
        {
            Vector("fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
                "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a");
        }

        [Test]
        public void RejectsMalformedInput()
        {
            var pk = Hex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
            Assert.True(!Ed25519.Verify(new byte[63], new byte[0], pk), "a short signature fails");
            Assert.True(!Ed25519.Verify(new byte[64], new byte[0], new byte[31]), "a short key fails");
            // S at or above the group order L is refused (signature malleability).
            var sig = Hex("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b");
            for (var i = 32; i < 64; i++) sig[i] = 0xff;
            Assert.True(!Ed25519.Verify(sig, new byte[0], pk), "S >= L fails");
        }

        [Test]
        public void ReadsTheShopKeyAsPemOrRaw()
        {
            var fromPem = PublicKeys.Decode(shop.PublicKeyPem);
            var fromRaw = PublicKeys.Decode(shop.PublicKeyRaw);
            Assert.True(fromPem != null && fromRaw != null, "both formats decode");
            Assert.Equal(Convert.ToBase64String(fromRaw), Convert.ToBase64String(fromPem), "the same key");
            Assert.True(PublicKeys.Decode("not a key") == null, "garbage is no key");
        }
    }
}
