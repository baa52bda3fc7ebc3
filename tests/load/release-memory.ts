/**
 * `npm run bench:release-memory`: uploads a 200 MB release over real HTTP, downloads it again
 * through its download link and prints the process's peak RSS, to show that neither holds the
 * file in memory. Runs on an in-memory PGlite database and a temporary DATA_DIR (disk
 * storage); with RELEASE_STORAGE=s3 on an s3rver started in a child process (its memory is not
 * counted), or on the S3 the S3_* variables point at.
 *
 *   RELEASE_MB=200 npm run bench:release-memory
 *   RELEASE_STORAGE=s3 npm run bench:release-memory
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { get, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { requestDownload, uploadRelease } from '../../src/shared/contracts/releases.endpoints.ts';
import { buildApp } from '../../src/server/app.ts';
import { createSession, sessionCookieName } from '../../src/server/auth/session.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { createProduct, buy } from '../../src/server/store/store.test-helpers.ts';
import { createTestDatabase } from '../../src/server/testing/test-db.ts';
import { ApiClient } from '../../src/server/testing/test-app.ts';
import { createTestUser } from '../../src/server/testing/users.ts';

const megabytes = Number(process.env.RELEASE_MB ?? 200);
const size = megabytes * 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'novatick-release-bench-'));

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const timer = setInterval(sample, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** `size` bytes starting with a zip signature, made 1 MB at a time from one random block. */
function* fileChunks(hash: ReturnType<typeof createHash>) {
  const block = randomBytes(1024 * 1024);
  for (let sent = 0; sent < size; sent += block.length) {
    const chunk = Buffer.from(block.subarray(0, Math.min(block.length, size - sent)));
    if (sent === 0) chunk.write('PK\u0003\u0004', 'latin1');
    hash.update(chunk);
    yield chunk;
  }
}

/** An s3rver in a child process, and the S3_* variables that point at it. */
async function startS3Process() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 's3-server-process.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return {
    env: JSON.parse(line) as Record<string, string>,
    stop: async () => {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

const s3 = process.env.RELEASE_STORAGE === 's3' ? await startS3Process() : null;
const database = await createTestDatabase();
const config = loadConfig({
  ...process.env,
  ...s3?.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  RELEASE_MAX_BYTES: String(size + 1),
});
const app = await buildApp(config, { database, logger: false });
console.log(`storage: ${config.s3 ? `S3 at ${config.s3.endpoint}` : 'disk'}, file: ${megabytes} MB`);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
try {
  const admin = await createTestUser(app, { role: 'admin' });
  const cookie = `${sessionCookieName(false)}=${await createSession(app.db, admin.id)}`;
  const product = await createProduct(app);
  const owner = await createTestUser(app);
  const ownerClient = new ApiClient(app);
  ownerClient.setCookie(sessionCookieName(false), await createSession(app.db, owner.id));
  await buy(ownerClient, product.id);
  // The baseline is the RSS now, and the peak is counted from here: start-up (migrations) peaks
  // higher than it settles, and would hide a file held in memory.
  const baseline = process.memoryUsage().rss;
  peak = baseline;

  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const fields = { indicatorId: String(product.id), version: '1.0.0', minPlatformVersion: '8.1', status: 'published' };
  const head =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const uploadHash = createHash('sha256');
  const started = Date.now();
  const status = await new Promise<number>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: uploadRelease.path,
        headers: {
          cookie,
          origin: `http://127.0.0.1:${port}`,
          host: `127.0.0.1:${port}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(head) + size + Buffer.byteLength(tail),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    pipeline(
      Readable.from(
        (function* () {
          yield Buffer.from(head);
          yield* fileChunks(uploadHash);
          yield Buffer.from(tail);
        })(),
      ),
      req,
    ).catch(fail);
  });
  const uploadPeak = peak;
  console.log(`upload: ${status} in ${Date.now() - started} ms, peak RSS ${mb(uploadPeak)} (before: ${mb(baseline)})`);

  const [release] = await app.db.query.releases.findMany();
  const link = await ownerClient.call(requestDownload, { releaseId: release!.id });
  if (!link.ok) throw new Error(JSON.stringify(link.body));
  // The shop's link; on S3 it answers with a redirect to a presigned URL, followed like a browser.
  let url = link.body.url.replace(config.siteUrl, `http://127.0.0.1:${port}`);
  const downloadHash = createHash('sha256');
  let received = 0;
  let downloadStatus = 0;
  for (let hops = 0; hops < 2 && downloadStatus === 0; hops++) {
    const res = await new Promise<IncomingMessage>((done, fail) => get(url, done).on('error', fail));
    if (res.statusCode === 302 && res.headers.location) {
      res.resume();
      url = res.headers.location;
      continue;
    }
    res.on('data', (chunk: Buffer) => {
      received += chunk.length;
      downloadHash.update(chunk);
    });
    await once(res, 'end');
    downloadStatus = res.statusCode ?? 0;
  }
  const same = downloadHash.digest('hex') === uploadHash.digest('hex');
  console.log(`download: ${downloadStatus}, ${mb(received)}, same SHA-256: ${same}, peak RSS ${mb(peak)}`);
  console.log(`peak RSS ${mb(peak)} for a ${megabytes} MB file (growth ${mb(peak - baseline)})`);
  if (!same || status !== 201 || downloadStatus !== 200) process.exitCode = 1;
} finally {
  clearInterval(timer);
  await app.close();
  await database.close();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
