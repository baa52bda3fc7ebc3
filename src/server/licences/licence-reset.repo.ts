import { and, eq, isNull } from 'drizzle-orm';
import { mailLanguageSql } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, licenceActivations, licences, orderItems, orders } from '../store/store.schema.ts';
import { licenceResetTokens } from './licences.schema.ts';

/**
 * One of the user's own licences with what its reset e-mail needs: the product's name and the
 * language of the order it came with (the licence e-mail's language).
 */
export async function findOwnedForReset(db: DbOrTx, licenceId: number, userId: number) {
  const [row] = await db
    .select({
      id: licences.id,
      key: licences.key,
      status: licences.status,
      indicator: indicators.name,
      language: mailLanguageSql(orders.language),
    })
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(licences.id, licenceId), eq(licences.userId, userId)));
  return row;
}

/** The licence row, locked until the transaction ends: resets of one licence queue up. */
export async function lockLicence(db: DbOrTx, licenceId: number) {
  const [row] = await db
    .select({ id: licences.id, status: licences.status, indicator: indicators.name })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.id, licenceId))
    .for('update', { of: licences });
  return row;
}

export async function insertResetToken(
  db: DbOrTx,
  values: { id: string; licenceId: number; userId: number; expiresAt: Date },
) {
  await db.insert(licenceResetTokens).values(values);
}

export async function findResetToken(db: DbOrTx, id: string) {
  const [row] = await db.select().from(licenceResetTokens).where(eq(licenceResetTokens.id, id));
  return row;
}

/** Marks a link used unless it already was; false when another confirmation got there first. */
export async function useResetToken(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(licenceResetTokens)
    .set({ usedAt: at })
    .where(and(eq(licenceResetTokens.id, id), isNull(licenceResetTokens.usedAt)))
    .returning({ id: licenceResetTokens.id });
  return rows.length > 0;
}

/** Frees every machine of a licence; returns how many there were. */
export async function deleteAllActivations(db: DbOrTx, licenceId: number): Promise<number> {
  const rows = await db
    .delete(licenceActivations)
    .where(eq(licenceActivations.licenceId, licenceId))
    .returning({ id: licenceActivations.id });
  return rows.length;
}
