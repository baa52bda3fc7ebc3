using System;

namespace NovaTick.Licensing.Tests
{
    /// <summary>The core's rules without the shop: the session guard on a fake clock, keys, versions.</summary>
    public sealed class CoreTests
    {
        public CoreTests(TestShop shop) { }

        static readonly DateTimeOffset Monday9 = new DateTimeOffset(2026, 12, 7, 9, 0, 0, TimeSpan.Zero);
        static LicenceResult Valid() { return new LicenceResult { Valid = true, Code = "VALID" }; }
        static LicenceResult Stopped(string code) { return new LicenceResult { Valid = false, Code = code }; }

        [Test]
        public void SessionGuardKeepsALicenceThatStoppedMidSessionUntilTheSessionEnds()
        {
            var now = Monday9;
            var guard = new SessionGuard(() => now);
            var sessionEnd = Monday9.AddHours(8);
            Assert.Equal(GuardState.Running, guard.Update(Valid(), sessionEnd), "licensed");
            now = now.AddHours(2);
            Assert.Equal(GuardState.Grace, guard.Update(Stopped("SUSPENDED"), sessionEnd), "suspended mid-session: grace");
            Assert.Equal(sessionEnd, guard.GraceUntil.Value, "until the session's end");
            now = sessionEnd.AddMinutes(-1);
            Assert.True(guard.Allowed, "still working a minute before the end");
            Assert.Equal(GuardState.Grace, guard.Update(Stopped("SUSPENDED"), sessionEnd), "later checks keep the same end");
            now = sessionEnd;
            Assert.Equal(GuardState.Stopped, guard.State, "stopped at the session's end");
            // The next session does not bring it back.
            now = sessionEnd.AddHours(16);
            Assert.Equal(GuardState.Stopped, guard.Update(Stopped("SUSPENDED"), sessionEnd.AddDays(1)), "next session: off");
            Assert.Equal(GuardState.Running, guard.Update(Valid(), sessionEnd.AddDays(1)), "reinstated: on again");
        }

        [Test]
        public void SessionGuardNeverStartsAnUnlicensedAddOn()
        {
            var guard = new SessionGuard(() => Monday9);
            Assert.Equal(GuardState.Stopped, guard.Update(Stopped("REVOKED"), Monday9.AddHours(8)), "never valid: off");
            Assert.True(!guard.Allowed, "not allowed");
        }

        [Test]
        public void SessionGuardAfterTheSessionEndedStopsAtOnce()
        {
            var now = Monday9;
            var guard = new SessionGuard(() => now);
            guard.Update(Valid(), Monday9.AddHours(8));
            now = Monday9.AddHours(9);
            // The session end handed in is already past (the platform between sessions).
            Assert.Equal(GuardState.Stopped, guard.Update(Stopped("REVOKED"), Monday9.AddHours(8)), "no grace after the end");
        }

        [Test]
        public void NormalisesKeysLikeTheShop()
        {
            Assert.Equal("ABCDE-01234-56789-1100A", LicenceKey.Normalise(" abcde 0I234-56789-lLoOa "), "typed loosely");
        }

        [Test]
        public void ComparesVersionsNumerically()
        {
            Assert.True(UpdateInfo.Compare("1.10.0", "1.9.2") > 0, "1.10.0 > 1.9.2");
            Assert.True(UpdateInfo.Compare("v2.0", "2.0.0") == 0, "v2.0 = 2.0.0");
            Assert.True(UpdateInfo.Compare("1.4.0", "1.4.1-beta") < 0, "1.4.0 < 1.4.1-beta");
        }
    }
}
