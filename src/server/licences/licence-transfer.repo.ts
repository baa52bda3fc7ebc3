import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { mailLanguageSql } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, licenceActivations, licences, orderItems, orders } from '../store/store.schema.ts';
import { licenceTransferCodes } from './licences.schema.ts';

/**
 * The licence of a key with what a transfer needs (its owner's address and mail language), its
 * row locked until the transaction ends: requests and confirmations of one licence queue up.
 */
export async function lockForTransfer(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: licences.id,
      key: licences.key,
      userId: licences.userId,
      machineLimit: licences.machineLimit,
      status: licences.status,
      indicatorId: licences.indicatorId,
      indicator: indicators.name,
      kind: indicators.kind,
      leaseDays: indicators.leaseDays,
      updatesUntil: licences.updatesUntil,
      email: users.email,
      displayName: users.displayName,
      language: mailLanguageSql(orders.language),
    })
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(licences.key, key))
    .for('update', { of: licences });
  return row;
}

/** The licence's activated machines, the one seen longest ago first. */
export async function machinesBySeen(db: DbOrTx, licenceId: number) {
  return db
    .select({ id: licenceActivations.id, machineId: licenceActivations.machineId })
    .from(licenceActivations)
    .where(eq(licenceActivations.licenceId, licenceId))
    .orderBy(asc(licenceActivations.lastSeenAt), asc(licenceActivations.id));
}

/** A new request replaces the licence's waiting codes (marked used). */
export async function retireWaitingCodes(db: DbOrTx, licenceId: number, at: Date) {
  await db
    .update(licenceTransferCodes)
    .set({ usedAt: at })
    .where(and(eq(licenceTransferCodes.licenceId, licenceId), isNull(licenceTransferCodes.usedAt)));
}

export async function insertCode(
  db: DbOrTx,
  values: {
    id: string;
    licenceId: number;
    machineId: string;
    machineName: string | null;
    codeHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(licenceTransferCodes).values(values);
}

/** The code waiting for this machine (the newest unused one), if any. */
export async function findWaitingCode(db: DbOrTx, licenceId: number, machineId: string) {
  const [row] = await db
    .select()
    .from(licenceTransferCodes)
    .where(
      and(
        eq(licenceTransferCodes.licenceId, licenceId),
        eq(licenceTransferCodes.machineId, machineId),
        isNull(licenceTransferCodes.usedAt),
      ),
    )
    .orderBy(desc(licenceTransferCodes.createdAt))
    .limit(1);
  return row;
}

export async function recordWrongAttempt(db: DbOrTx, id: string, attempts: number) {
  await db.update(licenceTransferCodes).set({ wrongAttempts: attempts }).where(eq(licenceTransferCodes.id, id));
}

export async function useCode(db: DbOrTx, id: string, at: Date) {
  await db.update(licenceTransferCodes).set({ usedAt: at }).where(eq(licenceTransferCodes.id, id));
}

export async function deleteActivationById(db: DbOrTx, id: number) {
  await db.delete(licenceActivations).where(eq(licenceActivations.id, id));
}
