// A licensed indicator: the sample of README "Licensing a NinjaTrader add-on". The lines marked
// "licence" are all a vendor adds to an existing indicator.
using System.ComponentModel.DataAnnotations;
using NinjaTrader.NinjaScript;
using NovaTick.Licensing.NinjaScript; // licence

namespace NinjaTrader.NinjaScript.Indicators
{
    public class NovaTickSampleIndicator : Indicator
    {
        private LicenceGate licence; // licence
        private double sum;

        /// <summary>The shop's indicator id of this add-on (NovaTickShop.Products in your downloaded copy).</summary>
        public int ProductId { get; set; }

        [NinjaScriptProperty] // licence
        [Display(Name = "Licence key", GroupName = "Licence", Order = 0)] // licence
        public string LicenceKey { get; set; } // licence

        /// <summary>The 10-bar average of the close, while licensed.</summary>
        public double Average { get; private set; }

        protected override void OnStateChange()
        {
            if (State == State.SetDefaults)
            {
                Name = "NovaTick Sample";
                Description = "A 10-bar average of the close, licensed through the NovaTick shop.";
                Calculate = Calculate.OnBarClose;
                IsOverlay = true;
            }
            else if (State == State.DataLoaded)
                licence = LicenceGate.Start(this, ProductId, LicenceKey, Bars); // licence
            else if (State == State.Terminated && licence != null) // licence
                licence.Dispose(); // licence
        }

        protected override void OnBarUpdate()
        {
            if (licence == null || !licence.Allowed) // licence
                return; // licence
            sum += Close[0];
            if (CurrentBar >= 10) sum -= Close[10];
            Average = sum / System.Math.Min(CurrentBar + 1, 10);
            Value[0] = Average;
        }
    }
}
