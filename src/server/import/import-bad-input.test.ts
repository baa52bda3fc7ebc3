import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getImport } from '#shared/contracts/import.endpoints.ts';
import { IMPORT_CSV_COLUMNS } from '#shared/contracts/import.constants.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { importJobHooks } from './import.service.ts';
import { dryRun, postImport, runImport, waitForRun } from './import.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
const HEADER = IMPORT_CSV_COLUMNS.join(',');
const row = (key: string, extra = '') =>
  `ivy@example.com,Ivy,Orderflow Pulse,${key},,${extra},2024-01-01,10.00,USD,,active`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  await createProduct(t.app, { name: 'Orderflow Pulse' });
});
afterAll(() => t.close());

describe('import: bad files', () => {
  it.each([
    [
      'a picture named .csv',
      { text: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), name: 'export.csv' },
      'csv',
      400,
      'import_file_type',
    ],
    ['a spreadsheet file', { text: 'PK\u0003\u0004xlsx', name: 'export.xlsx' }, 'csv', 400, 'import_file_type'],
    [
      'a CSV for a JSON source',
      { text: `${HEADER}\n${row('K-1')}\n`, name: 'export.json' },
      'keygen',
      400,
      'import_file_type',
    ],
    ['broken JSON', { text: '{"data": [{"type": "licenses",', name: 'keygen.json' }, 'keygen', 400, 'import_file_type'],
    [
      'a CSV without the key column',
      { text: 'email,name,product\nivy@example.com,Ivy,1\n', name: 'export.csv' },
      'csv',
      400,
      'import_missing_column',
    ],
  ])('refuses %s as a whole, for the dry run and the run', async (_, file, source, status, code) => {
    for (const dry of ['true', 'false']) {
      const res = await postImport(admin, { source, dryRun: dry }, file);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    expect((await admin.ok(getImport, {})).import).toBeNull();
  });

  it('names the missing columns', async () => {
    const res = await postImport(
      admin,
      { source: 'csv', dryRun: 'true' },
      { text: 'email,name,product,key\n', name: 'a.csv' },
    );
    expect(res.body).toMatchObject({
      code: 'import_missing_column',
      error:
        'The CSV is missing the column(s): machine_limit, machine_ids, purchased_at, amount, currency, order_ref, status.',
    });
  });

  it('refuses a 50 MB file with 413 and keeps nothing of it', async () => {
    const big = `${HEADER}\n${row('K-BIG').padEnd(200, ' ')}\n`.repeat(260_000);
    expect(big.length).toBeGreaterThan(50_000_000);
    const res = await postImport(admin, { source: 'csv', dryRun: 'true' }, { text: big, name: 'big.csv' });
    expect([res.status, res.body.code]).toEqual([413, 'import_file_too_large']);
    expect(await readdir(`${t.app.config.DATA_DIR}/imports`).catch(() => [])).toEqual([]);
  });

  it('refuses the rows with a NUL byte, a bad key or a bad machine id, row by row', async () => {
    const text = [
      HEADER,
      row('GOOD-KEY'),
      row('NUL\u0000KEY'),
      row('K'.repeat(129)),
      row('TAB-KEY', 'PC\u0007'),
      row(''),
    ].join('\n');
    const report = await dryRun(admin, 'csv', text);
    expect(report.create.licences).toBe(1);
    expect(report.refused.map((r) => [r.line, r.code])).toEqual([
      [3, 'nul_byte'],
      [4, 'bad_key'],
      [5, 'bad_machine_id'],
      [6, 'bad_key'],
    ]);
  });

  it('answers unknown sources and a missing file with their codes', async () => {
    expect(
      (await postImport(admin, { source: 'shopify', dryRun: 'true' }, { text: 'x', name: 'a.csv' })).body,
    ).toMatchObject({
      code: 'validation_failed',
    });
    expect((await postImport(admin, { source: 'csv', dryRun: 'true' })).body).toMatchObject({
      code: 'import_file_missing',
    });
  });

  it('is for admins only', async () => {
    const customer = (await signedInClient(t.app)).client;
    const res = await postImport(customer, { source: 'csv', dryRun: 'true' }, { text: `${HEADER}\n`, name: 'a.csv' });
    expect(res.status).toBe(403);
  });
});

describe('import: one at a time', () => {
  it('two imports started together: one runs, the other is 409 import_running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    importJobHooks.beforeBatch = () => gate;
    try {
      const text = [HEADER, row('RACE-1')].join('\n');
      const [a, b] = await Promise.all([
        postImport(admin, { source: 'csv', dryRun: 'false' }, { text, name: 'a.csv' }),
        postImport(admin, { source: 'csv', dryRun: 'false' }, { text, name: 'b.csv' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const started = [a, b].find((r) => r.status === 200)!;
      expect([a, b].find((r) => r.status === 409)!.body).toMatchObject({ code: 'import_running' });
      expect(started.body.import).toMatchObject({ status: 'running' });
      // Still running while held: a third start is refused too.
      expect((await postImport(admin, { source: 'csv', dryRun: 'false' }, { text, name: 'c.csv' })).status).toBe(409);
      release();
      expect(await waitForRun(admin, started.body.import!.id)).toMatchObject({
        status: 'finished',
        created: { licences: 1 },
      });
    } finally {
      importJobHooks.beforeBatch = async () => {};
    }
    // Free again once finished.
    expect((await runImport(admin, 'csv', [HEADER, row('RACE-2')].join('\n'))).status).toBe('finished');
  });
});
