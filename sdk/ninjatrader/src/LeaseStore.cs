using System;
using System.IO;
using System.Text;

namespace NovaTick.Licensing
{
    /// <summary>A signed answer as the shop sent it: the signature header and the exact body bytes.</summary>
    public sealed class SignedLease
    {
        public string Signature;
        public byte[] Body;
    }

    /// <summary>Where the client keeps its last signed valid answer.</summary>
    public interface ILeaseStore
    {
        /// <summary>The stored lease; null when none. Throws FormatException when the stored bytes are not a lease.</summary>
        SignedLease Load();
        void Save(SignedLease lease);
        void Clear();
    }

    /// <summary>
    /// The lease in a file: the signature header on the first line, then the body exactly as the shop
    /// sent it. Nothing in it is trusted before the signature is checked, so any edit makes it
    /// BAD_SIGNATURE.
    /// </summary>
    public sealed class FileLeaseStore : ILeaseStore
    {
        readonly string path;

        public FileLeaseStore(string path) { this.path = path; }

        public SignedLease Load()
        {
            if (string.IsNullOrEmpty(path) || !File.Exists(path)) return null;
            var bytes = File.ReadAllBytes(path);
            var newline = Array.IndexOf(bytes, (byte)'\n');
            if (newline <= 0) throw new FormatException("Not a lease file.");
            var body = new byte[bytes.Length - newline - 1];
            Buffer.BlockCopy(bytes, newline + 1, body, 0, body.Length);
            return new SignedLease { Signature = Encoding.ASCII.GetString(bytes, 0, newline), Body = body };
        }

        public void Save(SignedLease lease)
        {
            if (string.IsNullOrEmpty(path)) return;
            var dir = Path.GetDirectoryName(Path.GetFullPath(path));
            if (!string.IsNullOrEmpty(dir)) Directory.CreateDirectory(dir);
            var head = Encoding.ASCII.GetBytes(lease.Signature + "\n");
            var bytes = new byte[head.Length + lease.Body.Length];
            Buffer.BlockCopy(head, 0, bytes, 0, head.Length);
            Buffer.BlockCopy(lease.Body, 0, bytes, head.Length, lease.Body.Length);
            // Write then move, so a crash never leaves half a lease.
            var temp = path + ".tmp";
            File.WriteAllBytes(temp, bytes);
            if (File.Exists(path)) File.Delete(path);
            File.Move(temp, path);
        }

        public void Clear()
        {
            if (!string.IsNullOrEmpty(path) && File.Exists(path)) File.Delete(path);
        }
    }
}
