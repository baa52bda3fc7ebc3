import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { S3Config } from '../../platform/config.ts';
import type { ByteRange, FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

/**
 * S3-compatible object storage with the official SDK (AWS S3, MinIO, R2, …): what several
 * instances share. Uploads are one PutObject with a known length, streamed from the request;
 * downloads go to the browser as presigned URLs.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Many S3-compatible servers do not understand the SDK's default streaming checksums
      // (aws-chunked bodies with trailers); the app checks SHA-256 itself.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    assertStorageKey(key);
    // A PutObject is atomic: the object exists complete or not at all. The SDK does not stop
    // when its body stream fails, so a failing source aborts the request itself.
    const abort = new AbortController();
    let failure: unknown;
    const onError = (error: unknown) => {
      failure = error;
      abort.abort();
    };
    body.once('error', onError);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          ContentType: 'application/zip',
        }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw failure ?? error;
    } finally {
      body.off('error', onError);
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
    return result.Body;
  }

  async size(key: string): Promise<number | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async directUrl(key: string, options: { expiresInSeconds: number; fileName: string }): Promise<string> {
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${options.fileName.replace(/[^\w.-]/g, '_')}"`,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}
