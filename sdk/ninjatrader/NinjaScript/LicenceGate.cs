// The NinjaScript glue of the NovaTick licence client: copy this folder and src/ into
// Documents\NinjaTrader 8\bin\Custom\AddOns\NovaTick\ (README "Licensing a NinjaTrader add-on").
using System;
using System.IO;
using System.Threading;
using NinjaTrader.NinjaScript;
using NovaTick.Licensing;

namespace NovaTick.Licensing.NinjaScript
{
    /// <summary>
    /// The licence of one indicator or strategy: checks at start (activating the machine the first
    /// time), again every <see cref="CheckEvery"/>, and tells the trader what happened in the Log
    /// tab (alerts for refusals). When a licence that was working stops (revoked, suspended,
    /// refunded), the add-on keeps working until the end of the current trading session (the
    /// instrument's session end, or <see cref="SessionEndHour"/>), then stops: SessionGuard.
    /// </summary>
    public sealed class LicenceGate : IDisposable
    {
        readonly NinjaScriptBase owner;
        readonly string key;
        readonly LicenceClient client;
        readonly SessionGuard guard;
        readonly Func<DateTimeOffset> clock;
        readonly Func<DateTimeOffset> sessionEnd;
        readonly object sync = new object();
        Timer timer;
        string lastNotice;

        /// <summary>How often a running add-on checks its licence again.</summary>
        public static TimeSpan CheckEvery = TimeSpan.FromHours(1);
        /// <summary>Where Start takes a product's client options: this shop's (NovaTickShop.cs) unless a test replaces it.</summary>
        public static Func<int, LicenceClientOptions> OptionsFor = NovaTickShop.Options;
        /// <summary>Local hour the trading day ends when the add-on has no instrument session (17 = 5 pm).</summary>
        public static int SessionEndHour = 17;

        /// <summary>
        /// The gate of <paramref name="owner"/> for <paramref name="productId"/>: checks once now
        /// (so historical bars already know), then every hour in the background.
        /// </summary>
        public static LicenceGate Start(NinjaScriptBase owner, int productId, string key, NinjaTrader.Data.Bars bars)
        {
            var options = OptionsFor(productId);
            var gate = new LicenceGate(owner, productId, key, options, SessionEnd(bars, options.Clock));
            gate.CheckNow();
            gate.timer = new Timer(_ => gate.CheckNow(), null, CheckEvery, CheckEvery);
            ThreadPool.QueueUserWorkItem(_ => gate.CheckForUpdate());
            return gate;
        }

        /// <summary>A gate with its own options and session end (tests pass a fake clock and shop).</summary>
        public LicenceGate(NinjaScriptBase owner, int productId, string key, LicenceClientOptions options, Func<DateTimeOffset> sessionEnd)
        {
            this.owner = owner;
            this.key = key ?? "";
            options.ProductId = productId;
            if (string.IsNullOrEmpty(options.MachineId)) options.MachineId = NinjaTrader.Cbi.License.MachineId;
            if (string.IsNullOrEmpty(options.MachineName)) options.MachineName = Environment.MachineName;
            if (string.IsNullOrEmpty(options.LeaseFile))
                options.LeaseFile = Path.Combine(NinjaTrader.Core.Globals.UserDataDir, "NovaTick", productId + ".lease");
            clock = options.Clock ?? (() => DateTimeOffset.UtcNow);
            this.sessionEnd = sessionEnd ?? SessionEnd(null, clock);
            client = new LicenceClient(options);
            guard = new SessionGuard(clock);
            ShopUrl = options.ShopUrl;
        }

        public string ShopUrl { get; private set; }
        /// <summary>True while the add-on may work: licensed, or in its grace until the session's end.</summary>
        public bool Allowed { get { return guard.Allowed; } }
        public GuardState State { get { return guard.State; } }
        public LicenceResult Last { get { return guard.Last; } }

        /// <summary>Checks the licence now (activating this machine if it never was) and applies the session rule.</summary>
        public LicenceResult CheckNow()
        {
            lock (sync)
            {
                LicenceResult result;
                if (string.IsNullOrWhiteSpace(key))
                    result = new LicenceResult { Code = "NO_KEY", Message = "Enter your licence key in the indicator's \"Licence key\" property." };
                else
                {
                    result = client.Check(key);
                    if (result.Code == "NOT_ACTIVATED") result = client.Activate(key);
                }
                var before = guard.State;
                var now = guard.Update(result, sessionEnd());
                Notify(before, now, result);
                return result;
            }
        }

        /// <summary>"Move my licence here": e-mails the owner a code (use when the licence is in use on another computer).</summary>
        public LicenceResult RequestTransfer()
        {
            var result = client.RequestTransfer(key);
            Say(result.Code == LicenceCodes.TransferCodeSent ? LogLevel.Information : LogLevel.Alert, result.Message);
            return result;
        }

        /// <summary>The e-mailed code: moves the licence to this computer.</summary>
        public LicenceResult ConfirmTransfer(string code)
        {
            var result = client.ConfirmTransfer(key, code);
            lock (sync)
            {
                var before = guard.State;
                Notify(before, guard.Update(result, sessionEnd()), result);
            }
            return result;
        }

        /// <summary>Asks the shop for a newer release of this add-on than <see cref="NovaTickShop.AddOnVersion"/>.</summary>
        public UpdateInfo CheckForUpdate()
        {
            var update = client.CheckForUpdate(key, NovaTickShop.AddOnVersion);
            if (update.Available)
                Say(LogLevel.Information, "A new version " + update.Version + " of " + owner.Name + " is available: " + ShopUrl + "/orders");
            return update;
        }

        void Notify(GuardState before, GuardState now, LicenceResult result)
        {
            if (now == GuardState.Running)
            {
                if (before != GuardState.Running && result.FromLease) Say(LogLevel.Warning, result.Message);
                return;
            }
            if (now == GuardState.Grace)
            {
                Say(LogLevel.Alert, result.Message + " " + owner.Name + " keeps working until the end of this trading session ("
                    + guard.GraceUntil.Value.ToLocalTime().ToString("g") + "). Your licences: " + ShopUrl + "/orders");
                return;
            }
            Say(LogLevel.Alert, result.Message + " " + owner.Name + " is off. Your licences: " + ShopUrl + "/orders");
        }

        void Say(LogLevel level, string message)
        {
            // The same notice once, not every hour.
            if (message == lastNotice) return;
            lastNotice = message;
            owner.Log("[" + owner.Name + "] " + message, level);
        }

        /// <summary>The end of the trading session in progress: the instrument's trading hours, else the vendor's hour.</summary>
        static Func<DateTimeOffset> SessionEnd(NinjaTrader.Data.Bars bars, Func<DateTimeOffset> clock)
        {
            var now = clock ?? (() => DateTimeOffset.UtcNow);
            if (bars != null)
            {
                var sessions = new NinjaTrader.Data.SessionIterator(bars);
                return () =>
                {
                    // The platform's session times are the computer's local time.
                    sessions.GetNextSession(now().LocalDateTime, true);
                    return new DateTimeOffset(DateTime.SpecifyKind(sessions.ActualSessionEnd, DateTimeKind.Local));
                };
            }
            return () =>
            {
                var local = now().ToLocalTime();
                var end = new DateTimeOffset(local.Year, local.Month, local.Day, SessionEndHour, 0, 0, local.Offset);
                return end > local ? end : end.AddDays(1);
            };
        }

        public void Dispose()
        {
            if (timer != null) timer.Dispose();
            timer = null;
        }
    }
}
