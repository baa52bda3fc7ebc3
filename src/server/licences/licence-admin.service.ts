import {
  RESET_WINDOW_DAYS,
  type AdminLicenceDetail,
  type AdminLicencesResponse,
  type LicenceStatus,
} from '#shared/contracts/licence-admin.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { countOwnerResets, recordLicenceEvent } from './licence-events.repo.ts';
import * as repo from './licence-admin.repo.ts';
import { deleteActivation } from './licences.repo.ts';
import type { LicenceEventType } from './licences.schema.ts';
import { activationDtos } from './activation-dto.ts';

/** The admin who acts, for the audit trail: every action's event names them and their address. */
export interface AdminActor {
  userId: number;
  ip: string | null;
}

type SummaryRow = NonNullable<Awaited<ReturnType<typeof repo.findLicence>>>;

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    key: row.key,
    status: row.status,
    product: row.product,
    owner: { id: row.ownerId, email: row.ownerEmail, displayName: row.ownerName },
    orderId: row.orderId,
    machineLimit: row.machineLimit,
    updatesUntil: row.updatesUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => appError('licence_not_found');

export async function listLicences(
  db: Db,
  query: { page: number; limit: number; search?: string },
): Promise<AdminLicencesResponse> {
  const { rows, totalCount } = await repo.searchLicences(db, {
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    licences: rows.map((row) => ({ ...toSummary(row), activations: row.activations })),
    totalCount,
    pagination: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)) },
  };
}

async function loadDetail(db: DbOrTx, id: number, now = new Date()): Promise<AdminLicenceDetail> {
  const row = await repo.findLicence(db, id);
  if (!row) throw notFound();
  const since = new Date(now.getTime() - RESET_WINDOW_DAYS * 86_400_000);
  const machines = await repo.machinesOf(db, id);
  const resetsUsed = await countOwnerResets(db, id, since);
  const events = await repo.eventsWithActors(db, id);
  return {
    ...toSummary(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    machines: activationDtos(machines, row.machineLimit),
    resetsUsed,
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

export async function getLicence(db: Db, id: number) {
  return { licence: await loadDetail(db, id) };
}

/**
 * One admin action: under the licence's row lock, the change and its event (actor admin) land in
 * one transaction, and the answer is the fresh detail.
 */
async function act(
  db: Db,
  id: number,
  actor: AdminActor,
  change: (
    tx: Tx,
    licence: NonNullable<Awaited<ReturnType<typeof repo.lockLicence>>>,
  ) => Promise<Array<{ type: LicenceEventType; machineId?: string; details?: Record<string, unknown> }>>,
) {
  return db.transaction(async (tx) => {
    const licence = await repo.lockLicence(tx, id);
    if (!licence) throw notFound();
    for (const event of await change(tx, licence))
      await recordLicenceEvent(tx, {
        licenceId: id,
        actor: 'admin',
        actorUserId: actor.userId,
        ip: actor.ip,
        ...event,
      });
    return { licence: await loadDetail(tx, id) };
  });
}

const STATUS_EVENT: Record<LicenceStatus, LicenceEventType> = {
  active: 'reinstated',
  suspended: 'suspended',
  revoked: 'revoked',
};

/** Suspend, reinstate or revoke. Revoking is final; asking for the status it has changes nothing. */
export function setStatus(db: Db, input: { id: number; status: LicenceStatus }, actor: AdminActor) {
  return act(db, input.id, actor, async (tx, licence) => {
    if (licence.status === input.status) return [];
    if (licence.status === 'revoked') throw appError('licence_revoked_final');
    await repo.setStatus(tx, input.id, input.status);
    return [{ type: STATUS_EVENT[input.status], details: { from: licence.status } }];
  });
}

export function freeMachine(db: Db, input: { id: number; machineId: string }, actor: AdminActor) {
  return act(db, input.id, actor, async (tx, licence) => {
    if (!(await deleteActivation(tx, licence.id, input.machineId))) throw appError('machine_not_activated');
    return [{ type: 'freed', machineId: input.machineId }];
  });
}

/** Frees every machine; recorded as `reset_confirmed` by an admin, so the owner's quota is untouched. */
export function resetMachines(db: Db, input: { id: number }, actor: AdminActor) {
  return act(db, input.id, actor, async (tx, licence) => {
    const freed = await repo.deleteAllActivations(tx, licence.id);
    return [{ type: 'reset_confirmed', details: { machines: freed.length, machineIds: freed } }];
  });
}

/** Lowering the limit below the machines activated now keeps them until freed; new ones wait for a free slot. */
export function setMachineLimit(db: Db, input: { id: number; machineLimit: number }, actor: AdminActor) {
  return act(db, input.id, actor, async (tx, licence) => {
    if (licence.machineLimit === input.machineLimit) return [];
    await repo.setMachineLimit(tx, licence.id, input.machineLimit);
    return [{ type: 'limit_changed', details: { from: licence.machineLimit, to: input.machineLimit } }];
  });
}
