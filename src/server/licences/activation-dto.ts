import type { ActivationDto } from '#shared/contracts/store.ts';

interface ActivationRow {
  machineId: string;
  machineName: string | null;
  activatedAt: Date;
  lastSeenAt: Date;
}

/**
 * A licence's machines as /orders, the admin order and the licence admin show them, oldest
 * activation first (`rows` must be in that order, as validate counts them). The first
 * `machineLimit` hold the slots; one beyond a limit lowered after it was activated is `overLimit`:
 * validate answers MACHINE_LIMIT there until a machine before it is freed.
 */
export function activationDtos(rows: ActivationRow[], machineLimit: number): ActivationDto[] {
  return rows.map((row, index) => ({
    machineId: row.machineId,
    machineName: row.machineName,
    activatedAt: row.activatedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    overLimit: index >= machineLimit,
  }));
}
