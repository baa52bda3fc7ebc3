using System;
using System.Numerics;
using System.Security.Cryptography;

namespace NovaTick.Licensing
{
    /// <summary>
    /// Ed25519 signature verification (RFC 8032, section 5.1.7), verify only, on the base class
    /// library: System.Numerics.BigInteger for the field and SHA-512 from
    /// System.Security.Cryptography. NinjaTrader 8 runs on .NET Framework 4.8, which has no
    /// Ed25519, and add-ons cannot restore NuGet packages. Not constant time: it only ever sees
    /// public data (public keys, signatures, messages).
    /// </summary>
    public static class Ed25519
    {
        static readonly BigInteger P = BigInteger.Pow(2, 255) - 19;
        static readonly BigInteger L = BigInteger.Pow(2, 252) + BigInteger.Parse("27742317777372353535851937790883648493");
        static readonly BigInteger D = Mod(-121665 * Inverse(121666));
        static readonly BigInteger D2 = Mod(2 * D);
        static readonly BigInteger SqrtM1 = BigInteger.ModPow(2, (P - 1) / 4, P);
        static readonly Point B = BasePoint();

        struct Point
        {
            public BigInteger X, Y, Z, T;
            public Point(BigInteger x, BigInteger y, BigInteger z, BigInteger t) { X = x; Y = y; Z = z; T = t; }
        }

        /// <summary>True when <paramref name="signature"/> (64 bytes) is a valid Ed25519 signature of
        /// <paramref name="message"/> by <paramref name="publicKey"/> (32 bytes).</summary>
        public static bool Verify(byte[] signature, byte[] message, byte[] publicKey)
        {
            if (signature == null || message == null || publicKey == null) return false;
            if (signature.Length != 64 || publicKey.Length != 32) return false;
            Point a, r;
            if (!TryDecode(publicKey, 0, out a)) return false;
            if (!TryDecode(signature, 0, out r)) return false;
            var s = FromLittleEndian(signature, 32, 32);
            if (s >= L) return false;

            byte[] hash;
            using (var sha = SHA512.Create())
            {
                var input = new byte[64 + message.Length];
                Buffer.BlockCopy(signature, 0, input, 0, 32);
                Buffer.BlockCopy(publicKey, 0, input, 32, 32);
                Buffer.BlockCopy(message, 0, input, 64, message.Length);
                hash = sha.ComputeHash(input);
            }
            var k = FromLittleEndian(hash, 0, 64) % L;

            // [S]B = R + [k]A
            var left = Multiply(B, s);
            var right = Add(r, Multiply(a, k));
            return Mod(left.X * right.Z - right.X * left.Z).IsZero && Mod(left.Y * right.Z - right.Y * left.Z).IsZero;
        }

        static BigInteger Mod(BigInteger x)
        {
            var m = x % P;
            return m.Sign < 0 ? m + P : m;
        }

        static BigInteger Inverse(BigInteger x) { return BigInteger.ModPow(Mod(x), P - 2, P); }

        static BigInteger FromLittleEndian(byte[] bytes, int offset, int length)
        {
            // BigInteger reads little-endian two's complement: a trailing zero byte keeps it positive.
            var copy = new byte[length + 1];
            Buffer.BlockCopy(bytes, offset, copy, 0, length);
            return new BigInteger(copy);
        }

        static Point Add(Point p, Point q)
        {
            var a = Mod((p.Y - p.X) * (q.Y - q.X));
            var b = Mod((p.Y + p.X) * (q.Y + q.X));
            var c = Mod(p.T * D2 * q.T);
            var d = Mod(2 * p.Z * q.Z);
            var e = b - a;
            var f = d - c;
            var g = d + c;
            var h = b + a;
            return new Point(Mod(e * f), Mod(g * h), Mod(f * g), Mod(e * h));
        }

        static Point Multiply(Point p, BigInteger scalar)
        {
            var result = new Point(0, 1, 1, 0);
            var addend = p;
            while (!scalar.IsZero)
            {
                if (!scalar.IsEven) result = Add(result, addend);
                addend = Add(addend, addend);
                scalar >>= 1;
            }
            return result;
        }

        static bool TryRecoverX(BigInteger y, int sign, out BigInteger x)
        {
            x = BigInteger.Zero;
            if (y >= P) return false;
            var y2 = Mod(y * y);
            var x2 = Mod((y2 - 1) * Inverse(D * y2 + 1));
            if (x2.IsZero)
            {
                if (sign == 1) return false;
                return true;
            }
            x = BigInteger.ModPow(x2, (P + 3) / 8, P);
            if (!Mod(x * x - x2).IsZero) x = Mod(x * SqrtM1);
            if (!Mod(x * x - x2).IsZero) return false;
            if ((int)(x % 2) != sign) x = P - x;
            return true;
        }

        static bool TryDecode(byte[] bytes, int offset, out Point point)
        {
            point = default(Point);
            var copy = new byte[32];
            Buffer.BlockCopy(bytes, offset, copy, 0, 32);
            var sign = copy[31] >> 7;
            copy[31] &= 0x7f;
            var y = FromLittleEndian(copy, 0, 32);
            BigInteger x;
            if (!TryRecoverX(y, sign, out x)) return false;
            point = new Point(x, y, 1, Mod(x * y));
            return true;
        }

        static Point BasePoint()
        {
            var y = Mod(4 * Inverse(5));
            BigInteger x;
            TryRecoverX(y, 0, out x);
            return new Point(x, y, 1, Mod(x * y));
        }
    }
}
