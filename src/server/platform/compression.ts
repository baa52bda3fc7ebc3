import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * The largest answer compressed in one synchronous call (decisions/compress-answers-in-one-call.md).
 * Every page and API answer the shop builds is whole in memory and well under it (a signed-in
 * `/orders` is 50–150 KB); bigger bodies and streams (file downloads, CSV exports) are compressed
 * as streams. At brotli quality 4 a MiB takes about 5 ms, so no call holds the event loop long.
 */
export const COMPRESS_IN_ONE_CALL_MAX_BYTES = 1_048_576;

/**
 * How `@fastify/compress` compresses what is not already kept compressed (the public and page
 * caches keep their own brotli and gzip forms): bodies from 1 KB, brotli at its default quality
 * 4, and one synchronous call up to `COMPRESS_IN_ONE_CALL_MAX_BYTES` instead of the plugin's
 * default of a zlib stream above 8 KB on a 2-core machine. Under 50 concurrent signed-in
 * `/orders` views the stream path cost about 6 ms of CPU per 75 KB page, the one call 0.5 ms.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: 1024,
  syncThreshold: COMPRESS_IN_ONE_CALL_MAX_BYTES,
};
