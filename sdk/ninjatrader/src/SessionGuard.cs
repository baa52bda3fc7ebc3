using System;

namespace NovaTick.Licensing
{
    /// <summary>What the add-on should do now.</summary>
    public enum GuardState
    {
        /// <summary>Never licensed in this run: the add-on stays off.</summary>
        Stopped,
        /// <summary>Licensed.</summary>
        Running,
        /// <summary>The licence stopped while the add-on was running: it keeps working until GraceUntil.</summary>
        Grace,
    }

    /// <summary>
    /// No cut-off mid-session (issue 32): when a check says a licence that was working stopped
    /// (revoked, suspended, refunded, lease ended), the add-on keeps working until the end of the
    /// trading session in progress, then stops; a later session does not extend it. A licence that
    /// never worked in this run never runs. A valid check ends the grace. The clock is injected,
    /// so the rule is tested with a fake one.
    /// </summary>
    public sealed class SessionGuard
    {
        readonly Func<DateTimeOffset> clock;
        bool running;
        DateTimeOffset? graceUntil;

        public SessionGuard(Func<DateTimeOffset> clock)
        {
            this.clock = clock ?? (() => DateTimeOffset.UtcNow);
        }

        /// <summary>The last check fed in.</summary>
        public LicenceResult Last { get; private set; }
        /// <summary>During grace: when the add-on stops.</summary>
        public DateTimeOffset? GraceUntil { get { return graceUntil; } }

        /// <summary>Feeds a check's result; <paramref name="sessionEnd"/> is the end of the trading session in progress.</summary>
        public GuardState Update(LicenceResult result, DateTimeOffset sessionEnd)
        {
            Last = result;
            if (result != null && result.Valid)
            {
                running = true;
                graceUntil = null;
                return State;
            }
            var now = clock();
            if (running && graceUntil == null) graceUntil = sessionEnd > now ? sessionEnd : now;
            running = false;
            return State;
        }

        /// <summary>What the add-on should do at the clock's time.</summary>
        public GuardState State
        {
            get
            {
                if (running) return GuardState.Running;
                if (graceUntil.HasValue && clock() < graceUntil.Value) return GuardState.Grace;
                return GuardState.Stopped;
            }
        }

        /// <summary>True while the add-on may work (Running or Grace).</summary>
        public bool Allowed { get { return State != GuardState.Stopped; } }
    }
}
