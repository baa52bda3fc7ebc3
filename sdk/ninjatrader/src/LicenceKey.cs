using System.Text;

namespace NovaTick.Licensing
{
    /// <summary>Licence keys as the shop reads them (src/shared/contracts/licences.ts normaliseLicenceKey).</summary>
    public static class LicenceKey
    {
        /// <summary>Upper case, without spaces and dashes, O read as 0 and I, L as 1, regrouped XXXXX-XXXXX-XXXXX-XXXXX.</summary>
        public static string Normalise(string input)
        {
            if (input == null) return "";
            var compact = new StringBuilder();
            foreach (var ch in input.ToUpperInvariant())
            {
                if (char.IsWhiteSpace(ch) || ch == '-') continue;
                compact.Append(ch == 'O' ? '0' : ch == 'I' || ch == 'L' ? '1' : ch);
            }
            if (compact.Length != 20) return compact.ToString();
            var s = compact.ToString();
            return s.Substring(0, 5) + "-" + s.Substring(5, 5) + "-" + s.Substring(10, 5) + "-" + s.Substring(15, 5);
        }
    }
}
