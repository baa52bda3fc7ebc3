using System;
using System.Collections.Generic;

namespace NovaTick.Licensing
{
    /// <summary>The shop's public keys by key id: SPKI PEM or the raw 32 bytes in base64.</summary>
    public sealed class PublicKeys
    {
        // SPKI DER of an Ed25519 key: this 12-byte prefix, then the 32 raw bytes.
        static readonly byte[] SpkiPrefix = { 0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00 };
        readonly Dictionary<string, byte[]> keys = new Dictionary<string, byte[]>(StringComparer.Ordinal);

        public PublicKeys(IDictionary<string, string> configured)
        {
            if (configured == null) return;
            foreach (var pair in configured)
            {
                var raw = Decode(pair.Value);
                if (raw != null) keys[pair.Key] = raw;
            }
        }

        public int Count { get { return keys.Count; } }

        public byte[] Find(string keyId)
        {
            byte[] raw;
            return keyId != null && keys.TryGetValue(keyId, out raw) ? raw : null;
        }

        /// <summary>The raw 32-byte key of a PEM or base64 text; null when it is neither.</summary>
        public static byte[] Decode(string text)
        {
            if (string.IsNullOrWhiteSpace(text)) return null;
            var body = text.Trim();
            if (body.StartsWith("-----BEGIN", StringComparison.Ordinal))
            {
                var lines = body.Split(new[] { '\n', '\r' }, StringSplitOptions.RemoveEmptyEntries);
                body = "";
                foreach (var line in lines) if (!line.StartsWith("-----", StringComparison.Ordinal)) body += line.Trim();
            }
            byte[] bytes;
            try { bytes = Convert.FromBase64String(body); }
            catch (FormatException) { return null; }
            if (bytes.Length == 32) return bytes;
            if (bytes.Length != SpkiPrefix.Length + 32) return null;
            for (var i = 0; i < SpkiPrefix.Length; i++) if (bytes[i] != SpkiPrefix[i]) return null;
            var raw = new byte[32];
            Buffer.BlockCopy(bytes, SpkiPrefix.Length, raw, 0, 32);
            return raw;
        }

        /// <summary>True when <paramref name="header"/> (keyId=..;ed25519=..) is a signature of body by one of the keys.</summary>
        public bool VerifyHeader(string header, byte[] body)
        {
            if (header == null || body == null) return false;
            var parts = header.Trim().Split(';');
            if (parts.Length != 2 || !parts[0].StartsWith("keyId=", StringComparison.Ordinal)
                || !parts[1].StartsWith("ed25519=", StringComparison.Ordinal)) return false;
            var key = Find(parts[0].Substring(6));
            if (key == null) return false;
            byte[] signature;
            try { signature = Convert.FromBase64String(parts[1].Substring(8)); }
            catch (FormatException) { return false; }
            return Ed25519.Verify(signature, body, key);
        }
    }
}
