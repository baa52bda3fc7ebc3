using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace NovaTick.Licensing
{
    /// <summary>
    /// The shop's licence API from inside an add-on: activate, check (online, else the signed lease),
    /// move the licence to this machine with an e-mailed code, and the update check. Every answer's
    /// Ed25519 signature is checked against the public keys the add-on ships with before anything in
    /// it is believed; the answer must also echo this machine and this request's nonce.
    /// </summary>
    public sealed class LicenceClient
    {
        readonly LicenceClientOptions options;
        readonly PublicKeys keys;
        readonly ILicenceHttp http;
        readonly ILeaseStore leases;
        readonly Func<DateTimeOffset> clock;

        public LicenceClient(LicenceClientOptions options)
        {
            if (options == null) throw new ArgumentNullException("options");
            if (string.IsNullOrEmpty(options.ShopUrl)) throw new ArgumentException("ShopUrl is required.", "options");
            if (string.IsNullOrEmpty(options.MachineId)) throw new ArgumentException("MachineId is required.", "options");
            this.options = options;
            keys = new PublicKeys(options.PublicKeys);
            if (keys.Count == 0) throw new ArgumentException("PublicKeys holds no Ed25519 key.", "options");
            http = options.Http ?? new WebRequestHttp();
            leases = options.LeaseStore ?? new FileLeaseStore(options.LeaseFile);
            clock = options.Clock ?? (() => DateTimeOffset.UtcNow);
        }

        /// <summary>Registers this machine for the key (up to the licence's machine limit).</summary>
        public LicenceResult Activate(string key)
        {
            var nonce = NewNonce();
            var body = new Dictionary<string, object>
            {
                { "key", LicenceKey.Normalise(key) }, { "machineId", options.MachineId },
                { "machineName", options.MachineName }, { "product", options.ProductId }, { "nonce", nonce },
            };
            return Licence(key, "/_api/licences/activate", body, nonce);
        }

        /// <summary>Validates online; when the shop cannot be reached, answers from the stored lease.</summary>
        public LicenceResult Check(string key)
        {
            var nonce = NewNonce();
            var body = new Dictionary<string, object>
            {
                { "key", LicenceKey.Normalise(key) }, { "machineId", options.MachineId },
                { "product", options.ProductId }, { "nonce", nonce },
            };
            return Licence(key, "/_api/licences/validate", body, nonce);
        }

        /// <summary>Asks the shop to e-mail the licence's owner a code that moves the licence to this machine.</summary>
        public LicenceResult RequestTransfer(string key)
        {
            var body = new Dictionary<string, object>
            {
                { "key", LicenceKey.Normalise(key) }, { "machineId", options.MachineId }, { "machineName", options.MachineName },
            };
            var answer = http.Send("POST", Url("/_api/licences/transfer/request"), LicenceJson.Write(body), options.Timeout);
            if (answer == null) return LicenceResult.Invalid(LicenceCodes.Offline, "The shop cannot be reached. Try again when you are online.");
            var json = Verified(answer);
            if (json == null) return BadSignature();
            if (answer.Status == 200 && LicenceJson.Bool(json, "sent") == true)
                return LicenceResult.Invalid(LicenceCodes.TransferCodeSent,
                    "A 6-digit code was e-mailed to the licence's owner. Type it here within 10 minutes.");
            return Refusal(json);
        }

        /// <summary>The e-mailed code: frees the machine seen longest ago and activates this one.</summary>
        public LicenceResult ConfirmTransfer(string key, string code)
        {
            var nonce = NewNonce();
            var body = new Dictionary<string, object>
            {
                { "key", LicenceKey.Normalise(key) }, { "machineId", options.MachineId },
                { "code", (code ?? "").Trim() }, { "nonce", nonce },
            };
            return Licence(key, "/_api/licences/transfer/confirm", body, nonce);
        }

        /// <summary>Asks the shop for this product's latest release; Available when it is newer than <paramref name="currentVersion"/>.</summary>
        public UpdateInfo CheckForUpdate(string key, string currentVersion)
        {
            var body = new Dictionary<string, object> { { "key", LicenceKey.Normalise(key) }, { "product", options.ProductId } };
            var answer = http.Send("POST", Url("/_api/licences/latest"), LicenceJson.Write(body), options.Timeout);
            if (answer == null) return new UpdateInfo { Code = LicenceCodes.Offline };
            var json = Verified(answer);
            if (json == null) return new UpdateInfo { Code = LicenceCodes.BadSignature };
            if (answer.Status != 200) return new UpdateInfo { Code = ClientCode(LicenceJson.Str(json, "code")) };
            var version = LicenceJson.Str(json, "version");
            return new UpdateInfo
            {
                Code = "OK",
                Version = version,
                Notes = LicenceJson.Str(json, "notes"),
                DownloadUrl = LicenceJson.Str(json, "downloadUrl"),
                Available = version != null && UpdateInfo.Compare(version, currentVersion) > 0,
            };
        }

        // --- answers --------------------------------------------------------------------------

        LicenceResult Licence(string key, string path, Dictionary<string, object> body, string nonce)
        {
            var answer = http.Send("POST", Url(path), LicenceJson.Write(body), options.Timeout);
            // No answer, or the shop failing: the lease decides until it ends.
            if (answer == null || answer.Status >= 500) return FromLease(key);
            var json = Verified(answer);
            if (json == null) return BadSignature();
            if (answer.Status == 429) return FromLease(key);
            if (answer.Status != 200) return Refusal(json);
            var result = Read(json, key, nonce);
            if (result.Valid)
                leases.Save(new SignedLease { Signature = answer.Signature, Body = answer.Body });
            else if (result.Code != LicenceCodes.BadSignature)
                leases.Clear(); // the shop said no: an older lease must not bring the licence back offline
            return result;
        }

        /// <summary>Checks a verified licence answer is for this request, machine, key and product.</summary>
        LicenceResult Read(IDictionary<string, object> json, string key, string nonce)
        {
            if (LicenceJson.Str(json, "machineId") != options.MachineId
                || (nonce != null && LicenceJson.Str(json, "nonce") != nonce))
                return LicenceResult.Invalid(LicenceCodes.BadSignature, "The answer was not made for this request.");
            var code = LicenceJson.Str(json, "code") ?? "UNKNOWN";
            var message = LicenceJson.Str(json, "message") ?? code;
            if (LicenceJson.Bool(json, "valid") != true) return LicenceResult.Invalid(code, message);
            var licence = LicenceJson.Obj(json, "licence");
            if (LicenceJson.Str(licence, "key") != LicenceKey.Normalise(key))
                return LicenceResult.Invalid(LicenceCodes.BadSignature, "The answer was made for another key.");
            if (LicenceJson.Bool(licence, "bundle") != true && LicenceJson.Num(licence, "productId") != options.ProductId)
                return LicenceResult.Invalid(LicenceCodes.WrongProduct, "This licence key is for another indicator.");
            return new LicenceResult { Valid = true, Code = code, Message = message, LeaseUntil = Time(json, "leaseUntil") };
        }

        /// <summary>The stored lease, when the shop cannot answer.</summary>
        LicenceResult FromLease(string key)
        {
            SignedLease lease;
            try { lease = leases.Load(); }
            catch (FormatException) { return BadSignature(); }
            if (lease == null) return LicenceResult.Invalid(LicenceCodes.Offline, "The shop cannot be reached and this machine has no stored licence.");
            if (!keys.VerifyHeader(lease.Signature, lease.Body)) return BadSignature();
            var json = LicenceJson.TryParseObject(Encoding.UTF8.GetString(lease.Body));
            if (json == null) return BadSignature();
            var result = Read(json, key, null);
            if (!result.Valid)
            {
                // A lease of another machine or key is no lease here.
                if (result.Code == LicenceCodes.BadSignature) return LicenceResult.Invalid(LicenceCodes.Offline, "The shop cannot be reached and this machine has no stored licence for this key.");
                return result;
            }
            result.FromLease = true;
            var now = clock();
            var signedAt = Time(json, "signedAt");
            if (signedAt == null || result.LeaseUntil == null) return BadSignature();
            if (now < signedAt.Value)
                return new LicenceResult { Code = LicenceCodes.ClockTampered, FromLease = true, LeaseUntil = result.LeaseUntil,
                    Message = "This computer's clock is set before the stored licence was issued. Correct the clock and connect to the internet." };
            if (now >= result.LeaseUntil.Value)
                return new LicenceResult { Code = LicenceCodes.LeaseExpired, FromLease = true, LeaseUntil = result.LeaseUntil,
                    Message = "The shop has not been reachable since " + result.LeaseUntil.Value.ToString("u", CultureInfo.InvariantCulture)
                        + ". Connect to the internet to renew the licence." };
            result.Message = "The shop cannot be reached; the licence works offline until "
                + result.LeaseUntil.Value.ToString("u", CultureInfo.InvariantCulture) + ".";
            return result;
        }

        IDictionary<string, object> Verified(HttpAnswer answer)
        {
            if (!keys.VerifyHeader(answer.Signature, answer.Body)) return null;
            return LicenceJson.TryParseObject(Encoding.UTF8.GetString(answer.Body));
        }

        static LicenceResult BadSignature()
        {
            return LicenceResult.Invalid(LicenceCodes.BadSignature,
                "The licence answer is not signed by the shop. Check for a proxy or firewall changing it.");
        }

        /// <summary>A signed 4xx: `{ error, code, details? }`.</summary>
        static LicenceResult Refusal(IDictionary<string, object> json)
        {
            var code = ClientCode(LicenceJson.Str(json, "code"));
            var message = LicenceJson.Str(json, "error") ?? LicenceJson.Str(json, "message") ?? code;
            return LicenceResult.Invalid(code, message);
        }

        static readonly Dictionary<string, string> Codes = new Dictionary<string, string>
        {
            { "licence_key_not_found", "NOT_FOUND" }, { "licence_revoked", "REVOKED" }, { "licence_suspended", "SUSPENDED" },
            { "machine_limit_reached", "MACHINE_LIMIT" }, { "licence_wrong_product", "WRONG_PRODUCT" },
            { "validation_failed", "INVALID_INPUT" }, { "release_not_found", "NO_RELEASE" },
        };

        /// <summary>The shop's error code as a client code: licence_transfer_code_wrong -> TRANSFER_CODE_WRONG.</summary>
        static string ClientCode(string shopCode)
        {
            if (shopCode == null) return "UNKNOWN";
            string mapped;
            if (Codes.TryGetValue(shopCode, out mapped)) return mapped;
            var name = shopCode.StartsWith("licence_", StringComparison.Ordinal) ? shopCode.Substring(8) : shopCode;
            return name.ToUpperInvariant();
        }

        static DateTimeOffset? Time(IDictionary<string, object> json, string name)
        {
            DateTimeOffset t;
            var text = LicenceJson.Str(json, name);
            return text != null && DateTimeOffset.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal, out t)
                ? (DateTimeOffset?)t : null;
        }

        string Url(string path) { return options.ShopUrl.TrimEnd('/') + path; }

        static string NewNonce() { return Guid.NewGuid().ToString("N"); }
    }

    /// <summary>The update check's answer.</summary>
    public sealed class UpdateInfo
    {
        /// <summary>OK, or why there is no answer (OFFLINE, BAD_SIGNATURE, NO_RELEASE, ...).</summary>
        public string Code;
        public bool Available;
        public string Version;
        public string Notes;
        public string DownloadUrl;

        /// <summary>Compares dotted versions numerically (1.10.0 > 1.9.2); a pre-release suffix is ignored.</summary>
        public static int Compare(string a, string b)
        {
            var x = Parts(a);
            var y = Parts(b);
            for (var i = 0; i < Math.Max(x.Length, y.Length); i++)
            {
                var p = i < x.Length ? x[i] : 0;
                var q = i < y.Length ? y[i] : 0;
                if (p != q) return p.CompareTo(q);
            }
            return 0;
        }

        static long[] Parts(string version)
        {
            var core = (version ?? "0").TrimStart('v', 'V').Split('-', '+')[0].Split('.');
            var parts = new long[core.Length];
            for (var i = 0; i < core.Length; i++) long.TryParse(core[i], NumberStyles.None, CultureInfo.InvariantCulture, out parts[i]);
            return parts;
        }
    }
}
