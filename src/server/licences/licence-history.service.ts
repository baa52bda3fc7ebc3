import { OWNER_HISTORY_LENGTH, type OwnerLicenceEventsResponse } from '#shared/contracts/licence-events.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { listOwnerEvents } from './licence-events.repo.ts';
import { findOwned } from './licences.repo.ts';
import * as adminRepo from './licence-admin.repo.ts';

const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/**
 * GET /_api/licences/events: the owner's short history of one licence (the last events without
 * the daily `validated` heartbeats, and without addresses or who at the shop acted). Someone
 * else's licence answers the same 404 as a missing one.
 */
export async function ownerHistory(db: Db, userId: number, licenceId: number): Promise<OwnerLicenceEventsResponse> {
  const owned = await findOwned(db, licenceId, userId);
  if (!owned) throw appError('licence_not_found');
  const events = await listOwnerEvents(db, licenceId, OWNER_HISTORY_LENGTH);
  const names = new Map((await adminRepo.machinesOf(db, licenceId)).map((m) => [m.machineId, m.machineName]));
  return {
    events: events.map((e) => {
      const d = e.details ?? {};
      return {
        id: e.id,
        type: e.type,
        actor: e.actor,
        machineId: e.machineId,
        machineName: e.machineId ? (names.get(e.machineId) ?? null) : null,
        facts: {
          reason: typeof d.reason === 'string' ? d.reason : undefined,
          days: int(d.days),
          from: int(d.from),
          to: int(d.to),
          machines: int(d.machines),
          leaseUntil: typeof d.leaseUntil === 'string' ? d.leaseUntil : undefined,
          freedMachineId: typeof d.freedMachineId === 'string' ? d.freedMachineId : undefined,
          attemptsLeft: int(d.attemptsLeft),
        },
        createdAt: e.createdAt.toISOString(),
      };
    }),
  };
}
