using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace NovaTick.Licensing
{
    /// <summary>
    /// The small JSON reader and writer the client needs (objects, arrays, strings, numbers,
    /// true/false/null): .NET Framework 4.8 has no System.Text.Json and add-ons cannot restore
    /// packages. Objects read as Dictionary&lt;string, object&gt;, arrays as List&lt;object&gt;,
    /// numbers as double. Only ever parses answers whose signature was checked first.
    /// </summary>
    public static class LicenceJson
    {
        public static object Parse(string text)
        {
            var i = 0;
            var value = ReadValue(text, ref i);
            SkipSpace(text, ref i);
            if (i != text.Length) throw new FormatException("Trailing characters in JSON.");
            return value;
        }

        /// <summary>Parses a JSON object; null when the text is not one.</summary>
        public static IDictionary<string, object> TryParseObject(string text)
        {
            try { return Parse(text) as IDictionary<string, object>; }
            catch (FormatException) { return null; }
        }

        public static string Str(IDictionary<string, object> o, string name)
        {
            object v;
            return o != null && o.TryGetValue(name, out v) ? v as string : null;
        }

        public static bool? Bool(IDictionary<string, object> o, string name)
        {
            object v;
            return o != null && o.TryGetValue(name, out v) && v is bool ? (bool?)(bool)v : null;
        }

        public static double? Num(IDictionary<string, object> o, string name)
        {
            object v;
            return o != null && o.TryGetValue(name, out v) && v is double ? (double?)(double)v : null;
        }

        public static IDictionary<string, object> Obj(IDictionary<string, object> o, string name)
        {
            object v;
            return o != null && o.TryGetValue(name, out v) ? v as IDictionary<string, object> : null;
        }

        /// <summary>An object of string, number and bool members as compact JSON (request bodies).</summary>
        public static string Write(IEnumerable<KeyValuePair<string, object>> members)
        {
            var sb = new StringBuilder("{");
            var first = true;
            foreach (var m in members)
            {
                if (m.Value == null) continue;
                if (!first) sb.Append(',');
                first = false;
                WriteString(sb, m.Key);
                sb.Append(':');
                if (m.Value is string) WriteString(sb, (string)m.Value);
                else if (m.Value is bool) sb.Append((bool)m.Value ? "true" : "false");
                else sb.Append(Convert.ToString(m.Value, CultureInfo.InvariantCulture));
            }
            return sb.Append('}').ToString();
        }

        static void WriteString(StringBuilder sb, string s)
        {
            sb.Append('"');
            foreach (var c in s)
            {
                switch (c)
                {
                    case '"': sb.Append("\\\""); break;
                    case '\\': sb.Append("\\\\"); break;
                    case '\n': sb.Append("\\n"); break;
                    case '\r': sb.Append("\\r"); break;
                    case '\t': sb.Append("\\t"); break;
                    default:
                        if (c < 0x20) sb.Append("\\u").Append(((int)c).ToString("x4"));
                        else sb.Append(c);
                        break;
                }
            }
            sb.Append('"');
        }

        static void SkipSpace(string s, ref int i)
        {
            while (i < s.Length && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
        }

        static object ReadValue(string s, ref int i)
        {
            SkipSpace(s, ref i);
            if (i >= s.Length) throw new FormatException("Unexpected end of JSON.");
            var c = s[i];
            if (c == '{') return ReadObject(s, ref i);
            if (c == '[') return ReadArray(s, ref i);
            if (c == '"') return ReadString(s, ref i);
            if (Expect(s, ref i, "true")) return true;
            if (Expect(s, ref i, "false")) return false;
            if (Expect(s, ref i, "null")) return null;
            return ReadNumber(s, ref i);
        }

        static bool Expect(string s, ref int i, string word)
        {
            if (string.CompareOrdinal(s, i, word, 0, word.Length) != 0) return false;
            i += word.Length;
            return true;
        }

        static IDictionary<string, object> ReadObject(string s, ref int i)
        {
            var result = new Dictionary<string, object>(StringComparer.Ordinal);
            i++;
            SkipSpace(s, ref i);
            if (i < s.Length && s[i] == '}') { i++; return result; }
            while (true)
            {
                SkipSpace(s, ref i);
                if (i >= s.Length || s[i] != '"') throw new FormatException("Expected a member name.");
                var name = ReadString(s, ref i);
                SkipSpace(s, ref i);
                if (i >= s.Length || s[i] != ':') throw new FormatException("Expected ':'.");
                i++;
                result[name] = ReadValue(s, ref i);
                SkipSpace(s, ref i);
                if (i < s.Length && s[i] == ',') { i++; continue; }
                if (i < s.Length && s[i] == '}') { i++; return result; }
                throw new FormatException("Expected ',' or '}'.");
            }
        }

        static List<object> ReadArray(string s, ref int i)
        {
            var result = new List<object>();
            i++;
            SkipSpace(s, ref i);
            if (i < s.Length && s[i] == ']') { i++; return result; }
            while (true)
            {
                result.Add(ReadValue(s, ref i));
                SkipSpace(s, ref i);
                if (i < s.Length && s[i] == ',') { i++; continue; }
                if (i < s.Length && s[i] == ']') { i++; return result; }
                throw new FormatException("Expected ',' or ']'.");
            }
        }

        static string ReadString(string s, ref int i)
        {
            var sb = new StringBuilder();
            i++;
            while (i < s.Length)
            {
                var c = s[i++];
                if (c == '"') return sb.ToString();
                if (c != '\\') { sb.Append(c); continue; }
                if (i >= s.Length) break;
                var e = s[i++];
                switch (e)
                {
                    case '"': sb.Append('"'); break;
                    case '\\': sb.Append('\\'); break;
                    case '/': sb.Append('/'); break;
                    case 'b': sb.Append('\b'); break;
                    case 'f': sb.Append('\f'); break;
                    case 'n': sb.Append('\n'); break;
                    case 'r': sb.Append('\r'); break;
                    case 't': sb.Append('\t'); break;
                    case 'u':
                        if (i + 4 > s.Length) throw new FormatException("Bad \\u escape.");
                        sb.Append((char)int.Parse(s.Substring(i, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                        i += 4;
                        break;
                    default: throw new FormatException("Bad escape.");
                }
            }
            throw new FormatException("Unterminated string.");
        }

        static double ReadNumber(string s, ref int i)
        {
            var start = i;
            while (i < s.Length && "+-0123456789.eE".IndexOf(s[i]) >= 0) i++;
            double d;
            if (i == start || !double.TryParse(s.Substring(start, i - start), NumberStyles.Float, CultureInfo.InvariantCulture, out d))
                throw new FormatException("Bad number.");
            return d;
        }
    }
}
