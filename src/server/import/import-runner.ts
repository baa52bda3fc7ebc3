import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { IMPORT_BATCH_ROWS, IMPORT_REFUSALS_KEPT, type ImportSource } from '#shared/contracts/import.constants.ts';
import type { ImportRefusal } from '#shared/contracts/import.constants.ts';
import type { ImportRow } from './import-row.ts';
import { newPlanState, type Catalogue, type PlanState } from './planner.ts';
import { SOURCES } from './sources/registry.ts';

export interface Batch {
  rows: ImportRow[];
  refused: ImportRefusal[];
  /** Rows of the file read so far (refused ones included), the last line of the batch and the bytes read. */
  rowsRead: number;
  lastLine: number;
  bytesRead: number;
}

/**
 * Streams a staged file through its source in batches of IMPORT_BATCH_ROWS rows: `onBatch` plans
 * (and, in a real run, writes) each one before the next is read, so memory holds one batch and
 * the plan state, never the file. Rows up to `afterLine` were committed by an earlier attempt:
 * they are read (a source may need them, e.g. Keygen's licence ids) but not planned again.
 */
export async function streamBatches(options: {
  source: ImportSource;
  path: string;
  afterLine?: number;
  onBatch: (batch: Batch, state: PlanState) => Promise<void>;
}): Promise<{ rowsRead: number }> {
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  const input = createReadStream(options.path).pipe(counter);
  const state = newPlanState();
  const afterLine = options.afterLine ?? 0;
  let batch: Batch = { rows: [], refused: [], rowsRead: 0, lastLine: 0, bytesRead: 0 };
  let rowsRead = 0;
  const flush = async () => {
    await options.onBatch({ ...batch, rowsRead, bytesRead }, state);
    batch = { rows: [], refused: [], rowsRead, lastLine: batch.lastLine, bytesRead };
  };
  for await (const item of SOURCES[options.source].read(input)) {
    rowsRead++;
    if (item.line <= afterLine) continue;
    if ('code' in item) batch.refused.push(item);
    else batch.rows.push(item);
    batch.lastLine = item.line;
    if (batch.rows.length + batch.refused.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  return { rowsRead };
}

/** Refusals kept for the report: the first IMPORT_REFUSALS_KEPT, in file order. */
export function keepRefusals(kept: ImportRefusal[], more: ImportRefusal[]): ImportRefusal[] {
  if (kept.length >= IMPORT_REFUSALS_KEPT || more.length === 0) return kept;
  return [...kept, ...more.sort((a, b) => a.line - b.line)].slice(0, IMPORT_REFUSALS_KEPT);
}

export type { Catalogue };
