using System;
using System.Linq;
using NinjaTrader.NinjaScript;
using NinjaTrader.NinjaScript.Indicators;
using NovaTick.Licensing.NinjaScript;

namespace NovaTick.Licensing.Tests
{
    static class OptionsExtensions
    {
        public static LicenceClientOptions With(this LicenceClientOptions options, string machineId)
        {
            options.MachineId = machineId;
            options.LeaseFile = System.IO.Path.Combine(System.IO.Path.GetTempPath(), machineId + Guid.NewGuid().ToString("N") + ".lease");
            return options;
        }
    }

    /// <summary>The sample licensed indicator and the glue, driven through the stubs of NinjaTrader's states.</summary>
    public sealed class NinjaScriptTests
    {
        readonly TestShop shop;
        public NinjaScriptTests(TestShop shop) { this.shop = shop; }

        [Test]
        public void TheDownloadedClientIsFilledInForThisShop()
        {
            Assert.Equal(shop.ShopUrl, NovaTickShop.ShopUrl, "the shop's address");
            Assert.Equal(shop.PublicKeyRaw, NovaTickShop.PublicKeys[shop.KeyId], "the shop's signing key");
            // One constant per indicator: the settings work as they are, with no edit.
            var client = new LicenceClient(NovaTickShop.Options(shop.ProductId).With("PC-SETTINGS"));
            Assert.Equal("MACHINE_LIMIT", client.Check(shop.Key("basic")).Code, "a signed answer the settings' key verifies");
        }

        [Test]
        public void ASuspendedLicenceKeepsWorkingUntilTheSessionEndsThenStops()
        {
            var now = DateTimeOffset.UtcNow;
            LicenceGate.OptionsFor = product =>
            {
                var options = shop.Options("NT-PC", null, () => now);
                options.ProductId = product;
                return options;
            };
            var indicator = new NovaTickSampleIndicator { ProductId = shop.ProductId, LicenceKey = shop.Key("suspend") };
            indicator.Bars.StubSessionEnd = now.AddHours(3).LocalDateTime;
            indicator.StubSetState(State.SetDefaults);
            indicator.StubSetState(State.Configure);
            indicator.StubSetState(State.DataLoaded);
            indicator.StubBar(100);
            indicator.StubBar(102);
            Assert.Equal(101.0, indicator.Average, "licensed: the indicator computes");

            shop.Suspend(shop.Key("suspend"));
            var gate = GateOf(indicator);
            Assert.Code("SUSPENDED", gate.CheckNow());
            Assert.Equal(GuardState.Grace, gate.State, "mid-session: grace");
            indicator.StubBar(104);
            Assert.Equal(102.0, indicator.Average, "still computing in the grace");
            var alert = indicator.StubLog.LastOrDefault(l => l.Key == LogLevel.Alert).Value ?? "";
            Assert.True(alert.Contains("suspended") && alert.Contains(shop.ShopUrl + "/orders"), "the trader is told why, with a link: " + alert);

            now = now.AddHours(3).AddMinutes(1);
            Assert.True(!gate.Allowed, "off after the session's end");
            indicator.StubBar(200);
            Assert.Equal(102.0, indicator.Average, "no longer computing");
            indicator.StubSetState(State.Terminated);
        }

        [Test]
        public void WithoutAKeyTheSampleStaysOffAndSaysWhy()
        {
            LicenceGate.OptionsFor = product => shop.Options("NT-PC-2");
            var indicator = new NovaTickSampleIndicator { ProductId = shop.ProductId, LicenceKey = "" };
            indicator.StubSetState(State.SetDefaults);
            indicator.StubSetState(State.DataLoaded);
            indicator.StubBar(100);
            Assert.True(double.IsNaN(indicator.Value[0]), "nothing computed");
            Assert.True(indicator.StubLog.Any(l => l.Value.Contains("Licence key")), "asks for the key");
            indicator.StubSetState(State.Terminated);
        }

        static LicenceGate GateOf(NovaTickSampleIndicator indicator)
        {
            var field = typeof(NovaTickSampleIndicator).GetField("licence", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance);
            return (LicenceGate)field.GetValue(indicator);
        }
    }
}
