import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { getImport, startImport } from '#shared/contracts/import.endpoints.ts';
import type { ImportReport, ImportRun } from '#shared/contracts/import.ts';
import type { ErrorBody, ApiClient, ApiResponse } from '../testing/test-app.ts';

/** A hand-written fixture beside the tests (`fixtures/<name>`), with `{{placeholders}}` filled. */
export function fixture(name: string, values: Record<string, string | number> = {}): string {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? `{{${k}}}`));
}

/** POST /_api/admin/import as the admin page sends it: the fields, then the file. */
export async function postImport(
  client: ApiClient,
  fields: Record<string, string>,
  file?: { text: string | Buffer; name: string },
): Promise<ApiResponse<{ report?: ImportReport; import?: ImportRun } & Partial<ErrorBody>>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append('file', new Blob([typeof file.text === 'string' ? file.text : new Uint8Array(file.text)]), file.name);
  const response = new Response(form);
  return client.request({
    method: 'POST',
    url: startImport.path,
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '', origin: 'http://shop.test' },
  });
}

export async function dryRun(
  client: ApiClient,
  source: string,
  text: string,
  name = 'export.csv',
  extra: Record<string, string> = {},
) {
  const res = await postImport(client, { source, dryRun: 'true', ...extra }, { text, name });
  if (res.status !== 200 || !res.body.report) throw new Error(`dry run answered ${res.status}: ${res.body.error}`);
  return res.body.report;
}

/** A real run, followed with GET /_api/admin/import?id= until it is no longer running. */
export async function runImport(
  client: ApiClient,
  source: string,
  text: string,
  name = 'export.csv',
  extra: Record<string, string> = {},
) {
  const res = await postImport(client, { source, dryRun: 'false', ...extra }, { text, name });
  if (res.status !== 200 || !res.body.import) throw new Error(`run answered ${res.status}: ${res.body.error}`);
  return waitForRun(client, res.body.import.id);
}

export async function waitForRun(client: ApiClient, id: string): Promise<ImportRun> {
  return vi.waitFor(
    async () => {
      const run = (await client.ok(getImport, { id })).import!;
      if (run.status === 'running') throw new Error('still running');
      return run;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** What a finished run did, in the dry run's shape. */
export const asReport = (run: ImportRun) => ({
  rows: run.rows,
  create: run.created,
  update: run.updated,
  skip: run.skipped,
  refused: run.refused,
  refusedCount: run.refusedCount,
});
