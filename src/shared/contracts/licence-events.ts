import { z } from 'zod';
import { queryIdField } from './fields.ts';

// The audit trail of a licence, as its owner sees it on /orders (short
// form) and as an admin sees it on /admin/licences (full). The table is
// src/server/licences/licences.schema.ts, and its type and actor lists are these.

/** What happened to a licence; stored in `licence_events.type`. */
export const LICENCE_EVENT_TYPES = [
  'activated',
  /** The first validation of a machine on a given day (UTC), not every call. */
  'validated',
  'deactivated',
  'freed',
  'reset_requested',
  'reset_confirmed',
  'suspended',
  'reinstated',
  'revoked',
  'limit_changed',
  'offline_issued',
  /** A code e-mailed to move the licence to a machine, a wrong code, the move. */
  'transfer_requested',
  'transfer_code_wrong',
  'transfer_confirmed',
] as const;
export type LicenceEventTypeName = (typeof LICENCE_EVENT_TYPES)[number];
/** Who did it: the add-on, the owner on /orders, an admin, or a scheduled job. */
export const LICENCE_EVENT_ACTOR_NAMES = ['addon', 'owner', 'admin', 'system'] as const;

/** How many events the owner's short history shows. */
export const OWNER_HISTORY_LENGTH = 10;

/** The facts an owner may read of an event's details (never an address or an admin's id). */
export const LicenceEventFactsSchema = z.object({
  /** `inactive`: freed by the heartbeat job after `days` days without a validation. */
  reason: z.string().optional(),
  days: z.number().int().optional(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  machines: z.number().int().optional(),
  /** Until when the add-on may work offline on the answer given (activations, daily checks, moves). */
  leaseUntil: z.string().optional(),
  /** A move: the machine it freed. */
  freedMachineId: z.string().optional(),
  /** A wrong transfer code: tries left. */
  attemptsLeft: z.number().int().optional(),
});
export type LicenceEventFacts = z.infer<typeof LicenceEventFactsSchema>;

export const OwnerLicenceEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(LICENCE_EVENT_TYPES),
  actor: z.enum(LICENCE_EVENT_ACTOR_NAMES),
  machineId: z.string().nullable(),
  /** The machine's name when it is still activated. */
  machineName: z.string().nullable(),
  facts: LicenceEventFactsSchema,
  createdAt: z.string(),
});
export type OwnerLicenceEvent = z.infer<typeof OwnerLicenceEventSchema>;

export const OwnerLicenceEventsQuerySchema = z.object({ licenceId: queryIdField('Licence id') });
export const OwnerLicenceEventsResponseSchema = z.object({ events: z.array(OwnerLicenceEventSchema) });
export type OwnerLicenceEventsResponse = z.infer<typeof OwnerLicenceEventsResponseSchema>;
