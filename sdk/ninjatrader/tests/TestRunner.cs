using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;

namespace NovaTick.Licensing.Tests
{
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class TestAttribute : Attribute { }

    public sealed class AssertionException : Exception
    {
        public AssertionException(string message) : base(message) { }
    }

    public static class Assert
    {
        public static void True(bool condition, string what)
        {
            if (!condition) throw new AssertionException(what);
        }

        public static void Equal<T>(T expected, T actual, string what)
        {
            if (!EqualityComparer<T>.Default.Equals(expected, actual))
                throw new AssertionException(what + ": expected " + expected + ", got " + actual);
        }

        public static void Code(string expected, LicenceResult result, bool valid = false)
        {
            if (result.Code != expected || result.Valid != valid)
                throw new AssertionException("expected " + (valid ? "valid " : "invalid ") + expected + ", got " + result);
        }
    }

    /// <summary>Runs every [Test] of the test classes in order, against the shop of the config file; prints "N passed, N failed".</summary>
    public static class TestRunner
    {
        public static int Main(string[] args)
        {
            if (args.Length != 1)
            {
                Console.Error.WriteLine("usage: NovaTick.Licensing.Tests.exe <config.json> (npm run test:sdk writes it)");
                return 2;
            }
            var shop = TestShop.Load(args[0]);
            int passed = 0, failed = 0;
            foreach (var type in new[] { typeof(Ed25519Tests), typeof(CoreTests), typeof(ShopTests), typeof(NinjaScriptTests) })
            {
                var instance = Activator.CreateInstance(type, shop);
                var tests = type.GetMethods().Where(m => m.GetCustomAttribute<TestAttribute>() != null).OrderBy(m => m.MetadataToken);
                foreach (var test in tests)
                {
                    var name = type.Name + "." + test.Name;
                    try
                    {
                        test.Invoke(instance, null);
                        passed++;
                        Console.WriteLine("  ✓ " + name);
                    }
                    catch (TargetInvocationException e)
                    {
                        failed++;
                        var inner = e.InnerException;
                        Console.WriteLine("  ✗ " + name + ": " + (inner is AssertionException ? inner.Message : inner.ToString()));
                    }
                }
            }
            Console.WriteLine(passed + " passed, " + failed + " failed");
            return failed == 0 ? 0 : 1;
        }
    }

    /// <summary>The running shop and what npm run test:sdk prepared in it.</summary>
    public sealed class TestShop
    {
        public string ShopUrl, DeadUrl, ControlUrl, MailDir, WorkDir, KeyId, PublicKeyRaw, PublicKeyPem;
        public int ProductId, OtherProductId;
        public IDictionary<string, object> Keys;

        public static TestShop Load(string path)
        {
            var json = (IDictionary<string, object>)LicenceJson.Parse(File.ReadAllText(path));
            return new TestShop
            {
                ShopUrl = LicenceJson.Str(json, "shopUrl"),
                DeadUrl = LicenceJson.Str(json, "deadUrl"),
                ControlUrl = LicenceJson.Str(json, "controlUrl"),
                MailDir = LicenceJson.Str(json, "mailDir"),
                WorkDir = LicenceJson.Str(json, "workDir"),
                KeyId = LicenceJson.Str(json, "keyId"),
                PublicKeyRaw = LicenceJson.Str(json, "publicKeyRaw"),
                PublicKeyPem = LicenceJson.Str(json, "publicKeyPem"),
                ProductId = (int)LicenceJson.Num(json, "productId").Value,
                OtherProductId = (int)LicenceJson.Num(json, "otherProductId").Value,
                Keys = LicenceJson.Obj(json, "keys"),
            };
        }

        public string Key(string name) { return (string)Keys[name]; }

        /// <summary>A client of this shop for a machine, its lease in a file of its own unless given.</summary>
        public LicenceClientOptions Options(string machineId, string leaseFile = null, Func<DateTimeOffset> clock = null, string shopUrl = null)
        {
            return new LicenceClientOptions
            {
                ShopUrl = shopUrl ?? ShopUrl,
                ProductId = ProductId,
                MachineId = machineId,
                MachineName = machineId + " (test)",
                PublicKeys = new Dictionary<string, string> { { KeyId, PublicKeyRaw } },
                LeaseFile = leaseFile ?? Path.Combine(WorkDir, "leases", machineId + "-" + Guid.NewGuid().ToString("N") + ".lease"),
                Clock = clock,
            };
        }

        /// <summary>The 6-digit code of the newest transfer e-mail about <paramref name="key"/>, read from the shop's .eml files.</summary>
        public string MailedCode(string key, ISet<string> seen)
        {
            var deadline = DateTime.UtcNow.AddSeconds(30);
            while (DateTime.UtcNow < deadline)
            {
                if (Directory.Exists(MailDir))
                    foreach (var file in Directory.GetFiles(MailDir, "*.eml").OrderBy(f => f))
                    {
                        if (seen.Contains(file)) continue;
                        // Quoted-printable soft line breaks, then the text as the owner reads it.
                        var text = File.ReadAllText(file).Replace("=\r\n", "").Replace("=\n", "");
                        if (!text.Contains(key)) continue;
                        var match = System.Text.RegularExpressions.Regex.Match(text, @":\s*(\d{6})\b");
                        if (!match.Success) continue;
                        seen.Add(file);
                        return match.Groups[1].Value;
                    }
                // The outbox writes within a fraction of a second: poll until it has.
                System.Threading.Thread.Sleep(100);
            }
            throw new AssertionException("no transfer e-mail for " + key + " in " + MailDir);
        }

        /// <summary>Suspends a licence as an admin would (the harness's control port).</summary>
        public void Suspend(string key)
        {
            var request = System.Net.WebRequest.Create(ControlUrl + "/suspend?key=" + Uri.EscapeDataString(key));
            request.Method = "POST";
            request.ContentLength = 0;
            using (var response = (System.Net.HttpWebResponse)request.GetResponse())
                Assert.Equal(204, (int)response.StatusCode, "suspend " + key);
        }
    }
}
