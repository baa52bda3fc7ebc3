/**
 * `npm run test:sdk`: starts a real shop (PGlite, on SDK_TEST_PORT, default 3331) with customers, licences and a
 * release, downloads the NinjaTrader licence client from it as /admin/licences/sdk does (pre-filled
 * for this shop), builds it (core and NinjaScript glue, the glue against the stubs of NinjaTrader's
 * types) and the C# tests with Mono's `mcs`, and runs the tests against the shop over HTTP. The tests read the transfer code from
 * the .eml file the shop writes. Prints "N passed, N failed"; exits non-zero on a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { activateLicence } from '#shared/contracts/licences.endpoints.ts';
import { getLicenceSdk } from '#shared/contracts/licence-sdk.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import { setStatus } from '../src/server/licences/licence-admin.service.ts';
import { addOnClient } from '../src/server/licences/licences.test-helpers.ts';
import { upload, zipLike } from '../src/server/releases/releases.test-helpers.ts';
import { buy, createProduct } from '../src/server/store/store.test-helpers.ts';
import { licences } from '../src/server/store/store.schema.ts';
import { createTestApp } from '../src/server/testing/test-app.ts';
import { signedInClient } from '../src/server/testing/users.ts';

const SDK = 'sdk/ninjatrader';
const port = Number(process.env.SDK_TEST_PORT ?? 3331);
const controlPort = port + 1;
/** Nothing listens here: the shop as the add-on sees it when it is down. */
const deadPort = port + 8;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(`✖ ${command} ${args.slice(0, 3).join(' ')} … failed`);
    process.exit(result.status || 1);
  }
}

const csFiles = async (dir: string) => (await readdir(dir)).filter((f) => f.endsWith('.cs')).map((f) => join(dir, f));

/** Builds the client from `client` (the ZIP /admin/licences/sdk downloads, unpacked), the stubs and the tests of the repository. */
async function build(out: string, client: string) {
  if (spawnSync('mcs', ['--version']).error) {
    console.error('✖ mcs not found: install Mono (Debian: apt-get install mono-devel); .ci/run does.');
    process.exit(1);
  }
  // NinjaTrader compiles C# 7.3 on .NET Framework 4.8; Mono's mcs takes up to 7.2 (the client uses nothing newer).
  const cs = ['-langversion:7.2', '-warnaserror+', '-nologo'];
  const core = join(out, 'NovaTick.Licensing.dll');
  const stubs = join(out, 'NinjaTrader.Stubs.dll');
  const glue = join(out, 'NovaTick.NinjaScript.dll');
  run('mcs', [
    ...cs,
    '-target:library',
    `-out:${core}`,
    '-r:System.Numerics.dll',
    ...(await csFiles(join(client, 'src'))),
  ]);
  run('mcs', [
    ...cs,
    '-target:library',
    `-out:${stubs}`,
    '-r:System.ComponentModel.DataAnnotations.dll',
    ...(await csFiles(`${SDK}/tests/stubs`)),
  ]);
  run('mcs', [
    ...cs,
    '-target:library',
    `-out:${glue}`,
    `-r:${core}`,
    `-r:${stubs}`,
    '-r:System.ComponentModel.DataAnnotations.dll',
    ...(await csFiles(join(client, 'NinjaScript'))),
  ]);
  const tests = join(out, 'NovaTick.Licensing.Tests.exe');
  run('mcs', [...cs, `-out:${tests}`, `-r:${core}`, `-r:${stubs}`, `-r:${glue}`, ...(await csFiles(`${SDK}/tests`))]);
  return tests;
}

/** A customer who bought `productId`; the licence's key and id. */
async function licenceOf(app: Parameters<typeof createProduct>[0], productId: number) {
  const { client } = await signedInClient(app);
  await buy(client, productId);
  const licence = (await client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!;
  return { key: licence.key, id: licence.id };
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'novatick-sdk-'));
  const mailDir = join(work, 'mail');
  const t = await createTestApp({
    DATA_DIR: work,
    MAIL_DIR: mailDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    LICENCE_KEY_RATE_LIMIT: '1000',
  });
  const { app } = t;
  const control = createServer();
  try {
    const pulse = await createProduct(app, { name: 'SDK Pulse' });
    const other = await createProduct(app, { name: 'SDK Other' });
    const admin = await signedInClient(app, 'admin');
    const published = await upload(
      admin.client,
      { indicatorId: String(pulse.id), version: '1.4.0', minPlatformVersion: '8.1', status: 'published' },
      { bytes: zipLike(1_000).bytes },
    );
    if (published.status !== 201) throw new Error(`release upload: ${JSON.stringify(published.body)}`);
    const keys = {
      basic: await licenceOf(app, pulse.id),
      lease: await licenceOf(app, pulse.id),
      transfer: await licenceOf(app, pulse.id),
      wrongCode: await licenceOf(app, pulse.id),
      suspend: await licenceOf(app, pulse.id),
      otherProduct: await licenceOf(app, other.id),
    };
    // The two move licences hold their one slot on another computer.
    const elsewhere = addOnClient(app, '10.40.0.1');
    for (const k of [keys.transfer, keys.wrongCode])
      await elsewhere(activateLicence, { key: k.key, machineId: 'OLD-PC', machineName: 'Old PC' });
    const signing = (await app.licenceSigner.publicKey())!;

    // The client as an admin downloads it, pre-filled for this shop: that is what gets compiled.
    const sdk = await admin.client.ok(getLicenceSdk, {});
    const client = join(work, 'client');
    for (const file of sdk.files) {
      await mkdir(dirname(join(client, file.path)), { recursive: true });
      await writeFile(join(client, file.path), file.text);
    }
    const tests = await build(work, client);

    // The tests' one way to act as the shop's admin: suspend a licence (as /admin/licences does).
    control.on('request', (req, res) => {
      const key = new URL(req.url ?? '/', 'http://control').searchParams.get('key') ?? '';
      void (async () => {
        const [row] = await app.db.select({ id: licences.id }).from(licences).where(eq(licences.key, key));
        if (req.method !== 'POST' || !req.url?.startsWith('/suspend') || !row) return res.writeHead(404).end();
        await setStatus(app.db, { id: row.id, status: 'suspended' }, { userId: admin.user.id, ip: null });
        res.writeHead(204).end();
      })().catch(() => res.writeHead(500).end());
    });
    await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
    await app.listen({ port, host: '127.0.0.1' });
    app.outbox.start(100);

    const config = join(work, 'config.json');
    await writeFile(
      config,
      JSON.stringify({
        shopUrl: `http://127.0.0.1:${port}`,
        deadUrl: `http://127.0.0.1:${deadPort}`,
        controlUrl: `http://127.0.0.1:${controlPort}`,
        mailDir,
        workDir: work,
        keyId: signing.keyId,
        publicKeyRaw: signing.publicKeyRaw,
        publicKeyPem: signing.publicKey,
        productId: pulse.id,
        otherProductId: other.id,
        keys: Object.fromEntries(Object.entries(keys).map(([name, k]) => [name, k.key])),
      }),
    );
    // Not spawnSync: the shop answers from this process's event loop.
    const child = spawn('mono', ['--debug', tests, config], { stdio: 'inherit' });
    process.exitCode = await new Promise<number>((resolve) => {
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
  } finally {
    control.close();
    await app.outbox.stop();
    await t.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
