using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace NovaTick.Licensing.Tests
{
    /// <summary>Changes the shop's answers on the way, as a proxy between the add-on and the shop could.</summary>
    sealed class TamperingHttp : ILicenceHttp
    {
        readonly ILicenceHttp inner = new WebRequestHttp();
        public Func<HttpAnswer, HttpAnswer> Change;
        public HttpAnswer Send(string method, string url, string jsonBody, TimeSpan timeout)
        {
            var answer = inner.Send(method, url, jsonBody, timeout);
            return answer == null || Change == null ? answer : Change(answer);
        }
    }

    /// <summary>The client against the running shop (npm run test:sdk).</summary>
    public sealed class ShopTests
    {
        readonly TestShop shop;
        readonly HashSet<string> seenMails = new HashSet<string>();
        public ShopTests(TestShop shop) { this.shop = shop; }

        [Test]
        public void ActivatesAndChecks()
        {
            var client = new LicenceClient(shop.Options("PC-BASIC"));
            var before = DateTimeOffset.UtcNow;
            var activated = client.Activate(shop.Key("basic"));
            Assert.Code("VALID", activated, true);
            Assert.True(!activated.FromLease, "online");
            var lease = activated.LeaseUntil.Value - before;
            Assert.True(lease > TimeSpan.FromDays(13.9) && lease < TimeSpan.FromDays(14.1), "a 14-day lease, got " + lease);
            var checkedAgain = client.Check(shop.Key("basic").ToLowerInvariant());
            Assert.Code("VALID", checkedAgain, true);
            Assert.Code("MACHINE_LIMIT", new LicenceClient(shop.Options("PC-NEVER")).Check(shop.Key("basic")));
            Assert.Code("NOT_FOUND", client.Check("ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ"));
        }

        [Test]
        public void AFlippedByteInAnAnswerOrAMissingSignatureIsInvalid()
        {
            var http = new TamperingHttp();
            var options = shop.Options("PC-BASIC");
            options.Http = http;
            var client = new LicenceClient(options);
            // A proxy turning a refusal into "valid": one byte of the body.
            http.Change = a =>
            {
                var text = Encoding.UTF8.GetString(a.Body).Replace("\"valid\":false", "\"valid\":true ");
                return new HttpAnswer { Status = a.Status, Signature = a.Signature, Body = Encoding.UTF8.GetBytes(text) };
            };
            Assert.Code("BAD_SIGNATURE", new LicenceClient(Retarget(options, "PC-NEVER")).Check(shop.Key("basic")));
            // Any byte of a valid answer.
            for (var i = 0; i < 200; i += 37)
            {
                var at = i;
                http.Change = a =>
                {
                    var body = (byte[])a.Body.Clone();
                    body[at % body.Length] ^= 0x01;
                    return new HttpAnswer { Status = a.Status, Signature = a.Signature, Body = body };
                };
                Assert.Code("BAD_SIGNATURE", client.Check(shop.Key("basic")));
            }
            http.Change = a => new HttpAnswer { Status = a.Status, Signature = null, Body = a.Body };
            Assert.Code("BAD_SIGNATURE", client.Check(shop.Key("basic")));
            // A key the add-on does not ship with.
            var untrusted = shop.Options("PC-BASIC");
            untrusted.PublicKeys = new Dictionary<string, string> { { shop.KeyId, "11qYAYKxCrfVS/7TyWQHOg7hcvPaoiMlrwIaaPcHURo=" } };
            Assert.Code("BAD_SIGNATURE", new LicenceClient(untrusted).Check(shop.Key("basic")));
        }

        static LicenceClientOptions Retarget(LicenceClientOptions o, string machineId)
        {
            return new LicenceClientOptions { ShopUrl = o.ShopUrl, ProductId = o.ProductId, MachineId = machineId, PublicKeys = o.PublicKeys, LeaseFile = o.LeaseFile + ".x", Http = o.Http };
        }

        [Test]
        public void ShopUnreachableAnswersFromTheLeaseUntilLeaseUntilThenLeaseExpired()
        {
            var leaseFile = Path.Combine(shop.WorkDir, "leases", "offline.lease");
            var key = shop.Key("lease");
            var online = new LicenceClient(shop.Options("PC-LEASE", leaseFile)).Activate(key);
            Assert.Code("VALID", online, true);

            var offline = new LicenceClient(shop.Options("PC-LEASE", leaseFile, null, shop.DeadUrl)).Check(key);
            Assert.Code("VALID", offline, true);
            Assert.True(offline.FromLease, "from the lease");
            Assert.Equal(online.LeaseUntil, offline.LeaseUntil, "until the signed leaseUntil");

            var lastMinute = online.LeaseUntil.Value.AddMinutes(-1);
            Assert.Code("VALID", new LicenceClient(shop.Options("PC-LEASE", leaseFile, () => lastMinute, shop.DeadUrl)).Check(key), true);
            var after = online.LeaseUntil.Value.AddSeconds(1);
            var expired = new LicenceClient(shop.Options("PC-LEASE", leaseFile, () => after, shop.DeadUrl)).Check(key);
            Assert.Code("LEASE_EXPIRED", expired);
            Assert.True(expired.FromLease, "said by the lease");

            // The lease is this machine's and this key's only.
            Assert.Code("OFFLINE", new LicenceClient(shop.Options("PC-OTHER", leaseFile, null, shop.DeadUrl)).Check(key));
            Assert.Code("OFFLINE", new LicenceClient(shop.Options("PC-LEASE", leaseFile, null, shop.DeadUrl)).Check(shop.Key("basic")));
            // Online again: the shop decides, not the lease.
            Assert.Code("VALID", new LicenceClient(shop.Options("PC-LEASE", leaseFile)).Check(key), true);
        }

        [Test]
        public void AClockSetBackBeforeTheLeaseWasSignedIsClockTampered()
        {
            var leaseFile = Path.Combine(shop.WorkDir, "leases", "clock.lease");
            var key = shop.Key("lease");
            Assert.Code("VALID", new LicenceClient(shop.Options("PC-LEASE", leaseFile)).Check(key), true);
            var yesterday = DateTimeOffset.UtcNow.AddDays(-1);
            Assert.Code("CLOCK_TAMPERED", new LicenceClient(shop.Options("PC-LEASE", leaseFile, () => yesterday, shop.DeadUrl)).Check(key));
        }

        [Test]
        public void AnEditedLeaseFileFailsItsSignature()
        {
            var leaseFile = Path.Combine(shop.WorkDir, "leases", "edited.lease");
            var key = shop.Key("lease");
            Assert.Code("VALID", new LicenceClient(shop.Options("PC-LEASE", leaseFile)).Check(key), true);
            var original = File.ReadAllBytes(leaseFile);
            var text = Encoding.UTF8.GetString(original);
            // A later leaseUntil typed in by hand, and single flipped bytes anywhere in the file.
            var extended = text.Replace("\"leaseUntil\":\"20", "\"leaseUntil\":\"21");
            Assert.True(extended != text, "the lease holds leaseUntil");
            var edits = new List<byte[]> { Encoding.UTF8.GetBytes(extended) };
            for (var i = 0; i < original.Length; i += 29)
            {
                var flipped = (byte[])original.Clone();
                flipped[i] ^= 0x01;
                edits.Add(flipped);
            }
            foreach (var edit in edits)
            {
                File.WriteAllBytes(leaseFile, edit);
                Assert.Code("BAD_SIGNATURE", new LicenceClient(shop.Options("PC-LEASE", leaseFile, null, shop.DeadUrl)).Check(key));
            }
        }

        [Test]
        public void AKeyForAnotherIndicatorIsWrongProduct()
        {
            var client = new LicenceClient(shop.Options("PC-WRONG"));
            Assert.Code("WRONG_PRODUCT", client.Activate(shop.Key("otherProduct")));
            Assert.Code("WRONG_PRODUCT", client.Check(shop.Key("otherProduct")));
        }

        [Test]
        public void MovesTheLicenceHereWithTheCodeFromTheEmail()
        {
            var key = shop.Key("transfer");
            var client = new LicenceClient(shop.Options("NEW-PC"));
            Assert.Code("MACHINE_LIMIT", client.Activate(key));
            Assert.Code("TRANSFER_CODE_SENT", client.RequestTransfer(key));
            var code = shop.MailedCode(key, seenMails);
            var moved = client.ConfirmTransfer(key, code);
            Assert.Code("VALID", moved, true);
            Assert.True(moved.LeaseUntil.HasValue, "with a lease");
            Assert.Code("VALID", client.Check(key), true);
            Assert.Code("MACHINE_LIMIT", new LicenceClient(shop.Options("OLD-PC")).Check(key));
            // The code works once, and the same day's second move is refused by the quota.
            Assert.Code("TRANSFER_CODE_INVALID", client.ConfirmTransfer(key, code));
            Assert.Code("RESET_TOO_SOON", new LicenceClient(shop.Options("THIRD-PC")).RequestTransfer(key));
        }

        [Test]
        public void FiveWrongCodesThenEvenTheRightOneNeedsANewRequest()
        {
            var key = shop.Key("wrongCode");
            var client = new LicenceClient(shop.Options("NEW-PC-2"));
            Assert.Code("TRANSFER_CODE_SENT", client.RequestTransfer(key));
            var code = shop.MailedCode(key, seenMails);
            var wrong = code == "000000" ? "999999" : "000000";
            for (var i = 0; i < 5; i++) Assert.Code("TRANSFER_CODE_WRONG", client.ConfirmTransfer(key, wrong));
            Assert.Code("TRANSFER_ATTEMPTS_USED", client.ConfirmTransfer(key, code));
            Assert.Code("MACHINE_LIMIT", client.Check(key));
        }

        [Test]
        public void TellsTheTraderANewerVersionExists()
        {
            var client = new LicenceClient(shop.Options("PC-BASIC"));
            var update = client.CheckForUpdate(shop.Key("basic"), "1.0.0");
            Assert.Equal("OK", update.Code, "answered");
            Assert.True(update.Available, "1.4.0 is newer than 1.0.0");
            Assert.Equal("1.4.0", update.Version, "the latest");
            Assert.True(!client.CheckForUpdate(shop.Key("basic"), "1.4.0").Available, "up to date");
        }
    }
}
