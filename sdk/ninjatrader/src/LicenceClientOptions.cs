using System;
using System.Collections.Generic;

namespace NovaTick.Licensing
{
    /// <summary>How a licence client talks to the shop and where it keeps its offline lease.</summary>
    public sealed class LicenceClientOptions
    {
        /// <summary>The shop's address, e.g. https://shop.example.com (no trailing path).</summary>
        public string ShopUrl;
        /// <summary>This add-on's indicator id in the shop (a bundle key covers every indicator).</summary>
        public int ProductId;
        /// <summary>This machine's id (in NinjaTrader: NinjaTrader.Cbi.License.MachineId).</summary>
        public string MachineId;
        public string MachineName;
        /// <summary>keyId -> the shop's public key, SPKI PEM or the raw 32 bytes in base64.</summary>
        public IDictionary<string, string> PublicKeys;
        /// <summary>Where the last signed valid answer (the lease) is kept.</summary>
        public string LeaseFile;
        /// <summary>The time; defaults to UTC now. Tests pass a fake clock.</summary>
        public Func<DateTimeOffset> Clock;

        /// <summary>HTTP to the shop; defaults to HttpWebRequest (System.dll).</summary>
        public ILicenceHttp Http;
        /// <summary>Storage of the lease; defaults to the file at <see cref="LeaseFile"/>.</summary>
        public ILeaseStore LeaseStore;
        /// <summary>How long one call to the shop may take before the client answers from its lease.</summary>
        public TimeSpan Timeout = TimeSpan.FromSeconds(10);
    }

    /// <summary>What a licence call answers the add-on.</summary>
    public sealed class LicenceResult
    {
        /// <summary>True only for a signed, verified answer (or lease) that this licence works on this machine for this product.</summary>
        public bool Valid;
        /// <summary>What happened: the shop's code (VALID, NOT_FOUND, REVOKED, SUSPENDED, NOT_ACTIVATED, MACHINE_LIMIT,
        /// WRONG_PRODUCT, ...) or the client's own (BAD_SIGNATURE, LEASE_EXPIRED, CLOCK_TAMPERED, OFFLINE,
        /// TRANSFER_CODE_SENT, ...). See LicenceCodes.</summary>
        public string Code;
        /// <summary>What to tell the trader (English).</summary>
        public string Message;
        /// <summary>Until when the licence works without the shop.</summary>
        public DateTimeOffset? LeaseUntil;
        /// <summary>True when the shop could not be reached and the answer comes from the stored lease.</summary>
        public bool FromLease;

        internal static LicenceResult Invalid(string code, string message)
        {
            return new LicenceResult { Valid = false, Code = code, Message = message };
        }

        public override string ToString()
        {
            return (Valid ? "valid " : "invalid ") + Code + (FromLease ? " (lease)" : "") + ": " + Message;
        }
    }

    /// <summary>The codes the client itself answers, beside the shop's.</summary>
    public static class LicenceCodes
    {
        public const string Valid = "VALID";
        public const string BadSignature = "BAD_SIGNATURE";
        public const string LeaseExpired = "LEASE_EXPIRED";
        public const string ClockTampered = "CLOCK_TAMPERED";
        public const string WrongProduct = "WRONG_PRODUCT";
        /// <summary>The shop could not be reached and there is no usable lease.</summary>
        public const string Offline = "OFFLINE";
        /// <summary>RequestTransfer: the owner was e-mailed a code.</summary>
        public const string TransferCodeSent = "TRANSFER_CODE_SENT";
    }
}
