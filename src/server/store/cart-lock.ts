import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db.ts';

/** Any fixed number; with the user id it names the per-user cart lock. */
const CART_LOCK = 727_002;

/**
 * Queues every cart change and checkout of one user on a transaction-scoped advisory lock, so
 * what one of them checks (ownership, a bundle beside the indicators it covers) still holds when
 * it writes: a concurrent add cannot slip an indicator past a bundle, or into an order being placed.
 */
export async function lockUserCart(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${userId})`);
}
