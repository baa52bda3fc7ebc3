import type { ImportSource } from '#shared/contracts/import.constants.ts';
import { csvSource } from './csv.ts';
import { gumroadSource } from './gumroad.ts';
import { keygenSource } from './keygen.ts';
import { lemonSqueezySource } from './lemonsqueezy.ts';
import { polarSource } from './polar.ts';
import type { ImportSourceReader } from './source.ts';

export const SOURCES: Record<ImportSource, ImportSourceReader> = {
  csv: csvSource,
  lemonsqueezy: lemonSqueezySource,
  gumroad: gumroadSource,
  polar: polarSource,
  keygen: keygenSource,
};
