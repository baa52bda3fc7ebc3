import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The environment that points the app at this server (S3_BUCKET, S3_ENDPOINT, keys). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) over real HTTP on a free port, with one empty bucket. */
export async function startTestS3Server(bucket = 'releases'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'novatick-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    resetOnClose: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
