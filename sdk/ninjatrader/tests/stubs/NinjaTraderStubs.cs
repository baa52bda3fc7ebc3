// Small stand-ins for the NinjaTrader 8 types the NinjaScript glue and the sample indicator use,
// with NinjaTrader's names and namespaces, so `npm run test:sdk` compiles and drives them under
// Mono. Not NinjaTrader: only what the glue touches, plus Stub* members the tests use to play
// the platform's part (states, bars, the session's end).
using System;
using System.Collections.Generic;

namespace NinjaTrader.Cbi
{
    /// <summary>NinjaTrader's licence of the platform itself; its MachineId is what the shop binds licences to.</summary>
    public static class License
    {
        public static string MachineId { get; set; } = "STUB-MACHINE-ID";
    }
}

namespace NinjaTrader.Core
{
    public static class Globals
    {
        /// <summary>Documents\NinjaTrader 8\ in the platform.</summary>
        public static string UserDataDir { get; set; } = System.IO.Path.GetTempPath();
    }
}

namespace NinjaTrader.Data
{
    public class Bars
    {
        /// <summary>Stub: the end of the trading session in progress, as the instrument's trading hours say.</summary>
        public DateTime StubSessionEnd { get; set; }
    }

    public class SessionIterator
    {
        readonly Bars bars;
        public SessionIterator(Bars bars) { this.bars = bars; }
        public DateTime ActualSessionBegin { get; private set; }
        public DateTime ActualSessionEnd { get; private set; }

        public bool GetNextSession(DateTime time, bool includesEndTimeStamp)
        {
            // Without a session set, the stub's trading day ends at midnight.
            ActualSessionEnd = bars.StubSessionEnd == default(DateTime) ? time.Date.AddDays(1) : bars.StubSessionEnd;
            ActualSessionBegin = ActualSessionEnd.AddHours(-23);
            return true;
        }
    }
}

namespace NinjaTrader.NinjaScript
{
    public enum State { SetDefaults, Configure, Active, DataLoaded, Historical, Transition, Realtime, Terminated }
    public enum LogLevel { Information, Warning, Alert, Error }
    public enum Calculate { OnBarClose, OnEachTick, OnPriceChange }

    [AttributeUsage(AttributeTargets.Property)]
    public sealed class NinjaScriptPropertyAttribute : Attribute { }

    public interface ISeries<T>
    {
        T this[int barsAgo] { get; }
        int Count { get; }
    }

    /// <summary>Stub series: the newest value is [0].</summary>
    public class Series<T> : ISeries<T>
    {
        readonly List<T> values = new List<T>();
        public T this[int barsAgo]
        {
            get { return values[values.Count - 1 - barsAgo]; }
            set { values[values.Count - 1 - barsAgo] = value; }
        }
        public int Count { get { return values.Count; } }
        public void StubAdd(T value) { values.Add(value); }
    }

    public abstract class NinjaScriptBase
    {
        public string Name { get; set; }
        public string Description { get; set; }
        public Calculate Calculate { get; set; }
        public bool IsOverlay { get; set; }
        public State State { get; private set; }
        public int CurrentBar { get; protected set; } = -1;

        /// <summary>Stub: what Print and Log wrote (the Output window and the Log tab / alert pop-up).</summary>
        public readonly List<string> StubOutput = new List<string>();
        public readonly List<KeyValuePair<LogLevel, string>> StubLog = new List<KeyValuePair<LogLevel, string>>();

        public void Print(object value) { StubOutput.Add(Convert.ToString(value)); }
        public void Log(string message, LogLevel logLevel) { StubLog.Add(new KeyValuePair<LogLevel, string>(logLevel, message)); }

        protected virtual void OnStateChange() { }
        protected virtual void OnBarUpdate() { }

        /// <summary>Stub: the platform moves the script to a state.</summary>
        public void StubSetState(State state)
        {
            State = state;
            OnStateChange();
        }
    }
}

namespace NinjaTrader.NinjaScript.Indicators
{
    using NinjaTrader.Data;

    public abstract class Indicator : NinjaScriptBase
    {
        public Bars Bars { get; set; } = new Bars();
        public Series<double> Close { get; } = new Series<double>();
        public Series<double> Value { get; } = new Series<double>();

        /// <summary>Stub: a new bar closes at <paramref name="close"/>.</summary>
        public void StubBar(double close)
        {
            Close.StubAdd(close);
            Value.StubAdd(double.NaN);
            CurrentBar++;
            OnBarUpdate();
        }
    }
}
