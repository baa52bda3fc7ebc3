import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, licences } from './store.schema.ts';

export interface Ownership {
  /** Indicators the user holds an active licence for. */
  indicatorIds: Set<number>;
  /** An active Pro Bundle licence covers every indicator. */
  hasBundle: boolean;
}

/** What a user already owns: active licences only, so a refunded (revoked) purchase can be bought again. */
export async function ownershipOf(db: DbOrTx, userId: number): Promise<Ownership> {
  const rows = await db
    .select({ indicatorId: licences.indicatorId, kind: indicators.kind })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(and(eq(licences.userId, userId), eq(licences.status, 'active')));
  return { indicatorIds: new Set(rows.map((r) => r.indicatorId)), hasBundle: rows.some((r) => r.kind === 'bundle') };
}
