import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { setUpdatesUntil } from '../licences/index.ts';
import { licenceRenewals } from './renewals.schema.ts';
import { indicators, licences } from './store.schema.ts';
import { renewedUntil } from './updates-window.ts';

// Renewals: a renewal line (cart and order) extends one licence's updates window by
// its product's `updatesMonths`, from the later of now and the current end, once per paid order
// line (`licence_renewals`' unique index); a refund of the line takes the extension back.

export interface RenewalTerms {
  id: number;
  userId: number;
  status: (typeof licences.$inferSelect)['status'];
  indicatorId: number;
  updatesUntil: Date | null;
  updatesMonths: number;
  renewalPriceCents: number;
}

async function termsWhere(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({
      id: licences.id,
      userId: licences.userId,
      status: licences.status,
      indicatorId: licences.indicatorId,
      updatesUntil: licences.updatesUntil,
      updatesMonths: indicators.updatesMonths,
      renewalPriceCents: indicators.renewalPriceCents,
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(where);
  return row;
}

/**
 * Whether a licence's updates can be renewed: active (not revoked by a refund, not suspended),
 * with an end to extend, and its product sells renewals (a window and a renewal price).
 */
export const isRenewable = (terms: RenewalTerms) =>
  terms.status === 'active' && terms.updatesUntil !== null && terms.updatesMonths > 0 && terms.renewalPriceCents > 0;

/** "Ends soon": /orders offers the renewal this long before the end (the first reminder's time). */
const RENEWAL_DUE_MS = 30 * 86_400_000;

/** Renewable, and its window ended or ends within 30 days: /orders offers "Renew updates". */
export function renewalDue(
  licence: Pick<RenewalTerms, 'status' | 'updatesUntil'>,
  product: Pick<RenewalTerms, 'updatesMonths' | 'renewalPriceCents'>,
  now: Date,
): boolean {
  if (!isRenewable({ ...licence, ...product, id: 0, userId: 0, indicatorId: 0 })) return false;
  return licence.updatesUntil!.getTime() - now.getTime() <= RENEWAL_DUE_MS;
}

/**
 * The user's licence with this key, renewable: someone else's key (or no such key) is 404
 * `licence_not_found`, never telling whose it is; one that cannot be renewed is 409 `licence_not_renewable`.
 */
export async function renewableLicence(db: DbOrTx, userId: number, key: string): Promise<RenewalTerms> {
  const terms = await termsWhere(db, eq(licences.key, key));
  if (!terms || terms.userId !== userId) throw appError('licence_not_found');
  if (!isRenewable(terms)) throw appError('licence_not_renewable');
  return terms;
}

/** Checkout checks a renewal line again: the licence may have been refunded since it was added. */
export async function assertStillRenewable(db: DbOrTx, userId: number, licenceId: number) {
  const terms = await termsWhere(db, eq(licences.id, licenceId));
  if (!terms || terms.userId !== userId) throw appError('licence_not_found');
  if (!isRenewable(terms)) throw appError('licence_not_renewable');
}

/**
 * A paid renewal line extends its licence, inside the completing transaction (answers the
 * licence, for the order's e-mail). The licence row is
 * locked, so two paid renewals of one licence completing at once extend it one after the other
 * (twice); a replayed completion of the same line finds its row and extends nothing.
 */
export async function applyRenewal(tx: Tx, item: { id: number; renewalOfLicenceId: number }, now: Date) {
  const [licence] = await tx.select().from(licences).where(eq(licences.id, item.renewalOfLicenceId)).for('update');
  if (!licence) return undefined;
  if (licence.updatesUntil === null) return licence;
  const terms = await termsWhere(tx, eq(licences.id, licence.id));
  if (!terms || terms.updatesMonths <= 0) return licence;
  const newUntil = renewedUntil(licence.updatesUntil, now, terms.updatesMonths);
  const [recorded] = await tx
    .insert(licenceRenewals)
    .values({
      licenceId: licence.id,
      orderItemId: item.id,
      previousUntil: licence.updatesUntil,
      newUntil,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: licenceRenewals.id });
  if (!recorded) return licence;
  await setUpdatesUntil(tx, licence.id, newUntil);
  return { ...licence, updatesUntil: newUntil };
}

/**
 * A refund gave these order lines back: each renewal among them takes its extension off its
 * licence (the licence itself stays). The latest renewal goes back to the end it extended; an
 * earlier one (later renewals built on it) takes its own length off. Once per renewal (`revertedAt`).
 */
export async function revertRenewals(tx: Tx, orderItemIds: number[], now: Date = new Date()) {
  if (orderItemIds.length === 0) return;
  const reverted = await tx
    .update(licenceRenewals)
    .set({ revertedAt: now })
    .where(and(inArray(licenceRenewals.orderItemId, orderItemIds), isNull(licenceRenewals.revertedAt)))
    .returning();
  for (const renewal of reverted) {
    const [licence] = await tx.select().from(licences).where(eq(licences.id, renewal.licenceId)).for('update');
    if (!licence?.updatesUntil) continue;
    const base = Math.max(renewal.previousUntil.getTime(), renewal.createdAt.getTime());
    const length = renewal.newUntil.getTime() - base;
    const updatesUntil =
      licence.updatesUntil.getTime() === renewal.newUntil.getTime()
        ? renewal.previousUntil
        : new Date(licence.updatesUntil.getTime() - length);
    await setUpdatesUntil(tx, licence.id, updatesUntil);
  }
}
