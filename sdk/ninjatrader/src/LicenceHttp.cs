using System;
using System.IO;
using System.Net;
using System.Text;

namespace NovaTick.Licensing
{
    /// <summary>One answer of the shop: status, the exact body bytes and the signature header.</summary>
    public sealed class HttpAnswer
    {
        public int Status;
        public byte[] Body;
        /// <summary>X-Licence-Signature: keyId=&lt;id&gt;;ed25519=&lt;base64&gt;, or null.</summary>
        public string Signature;
    }

    /// <summary>HTTP to the shop. Returns null when the shop cannot be reached (no answer at all).</summary>
    public interface ILicenceHttp
    {
        HttpAnswer Send(string method, string url, string jsonBody, TimeSpan timeout);
    }

    /// <summary>HttpWebRequest (System.dll, referenced by every NinjaScript): JSON in, decoded bytes out.</summary>
    public sealed class WebRequestHttp : ILicenceHttp
    {
        public HttpAnswer Send(string method, string url, string jsonBody, TimeSpan timeout)
        {
            try
            {
                ServicePointManager.SecurityProtocol |= SecurityProtocolType.Tls12;
                var request = (HttpWebRequest)WebRequest.Create(url);
                request.Method = method;
                request.Timeout = (int)timeout.TotalMilliseconds;
                request.ReadWriteTimeout = (int)timeout.TotalMilliseconds;
                request.Accept = "application/json";
                request.UserAgent = "NovaTick.Licensing/1";
                // The signature covers the uncompressed body: let the client decode it.
                request.AutomaticDecompression = DecompressionMethods.GZip | DecompressionMethods.Deflate;
                if (jsonBody != null)
                {
                    var bytes = Encoding.UTF8.GetBytes(jsonBody);
                    request.ContentType = "application/json";
                    request.ContentLength = bytes.Length;
                    using (var stream = request.GetRequestStream()) stream.Write(bytes, 0, bytes.Length);
                }
                using (var response = (HttpWebResponse)request.GetResponse()) return Read(response);
            }
            catch (WebException e)
            {
                var response = e.Response as HttpWebResponse;
                if (response == null) return null;
                using (response) return Read(response);
            }
            catch (IOException) { return null; }
        }

        static HttpAnswer Read(HttpWebResponse response)
        {
            using (var stream = response.GetResponseStream())
            using (var copy = new MemoryStream())
            {
                stream.CopyTo(copy);
                return new HttpAnswer
                {
                    Status = (int)response.StatusCode,
                    Body = copy.ToArray(),
                    Signature = response.Headers["X-Licence-Signature"],
                };
            }
        }
    }
}
