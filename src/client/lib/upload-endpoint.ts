import type { Endpoint, EndpointOutput } from '#shared/contracts/endpoint.ts';
import { UNKNOWN_ERROR } from '#shared/errors.ts';
import { ApiError, apiErrorOf, parseJson } from './api-client.ts';

/** How much of the body has gone out; `total` is 0 until the browser knows it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Whole percent sent, 0–100 (100 only once every byte is out). */
export const uploadPercent = ({ loaded, total }: UploadProgress) =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

interface UploadOptions {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart body to a declared POST endpoint (an upload, like `uploadRelease`) and
 * reports the bytes sent. XMLHttpRequest, because `fetch` has no upload progress. Fails as
 * `callEndpoint` does: an `ApiError` with the server's code, status 0 for a network failure,
 * and an `AbortError` when `signal` aborts.
 *
 *   const { release } = await uploadEndpoint(uploadRelease, formData, { onProgress });
 */
export function uploadEndpoint<E extends Endpoint & { method: 'POST' }>(
  endpoint: E,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<EndpointOutput<E>> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }),
    );
    // Every byte is out (a small body may fire no progress event before this).
    xhr.upload.addEventListener('load', (event) =>
      onProgress?.({ loaded: event.total || event.loaded, total: event.total || event.loaded }),
    );
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as EndpointOutput<E>);
      else reject(apiErrorOf(xhr.status, data));
    });
    xhr.addEventListener('error', () => reject(new ApiError(UNKNOWN_ERROR, 0)));
    xhr.addEventListener('abort', () => reject(aborted()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // The browser sets the multipart content type with its boundary.
    xhr.send(body);
  });
}
