import { z } from 'zod';
import { idField, pageField, pageSizeField, queryIdField } from './fields.ts';
import { LICENCE_EVENT_ACTOR_NAMES, LICENCE_EVENT_TYPES } from './licence-events.ts';
import { machineIdField } from './licences.ts';
import { ActivationDtoSchema, LICENCE_STATUSES } from './store.ts';

// The admin's licence screens: /admin/licences and its API under
// /_api/admin/licences….

export const LICENCE_ADMIN_MESSAGES = {
  revokedIsFinal: 'A revoked licence cannot be reinstated or suspended.',
  machineLimitRange: 'Machine limit must be a whole number from 1 to 100.',
} as const;

export const ADMIN_LICENCES_PAGE_SIZE = 20;
export const ADMIN_LICENCES_MAX_PAGE_SIZE = 100;
export const MACHINE_LIMIT_MAX = 100;
/** The window of the owner's self-service reset quota the detail counts. */
export const RESET_WINDOW_DAYS = 365;

export const LicenceStatusSchema = z.enum(LICENCE_STATUSES);
export type LicenceStatus = z.infer<typeof LicenceStatusSchema>;

export const AdminLicencesQuerySchema = z.object({
  page: pageField(),
  limit: pageSizeField(ADMIN_LICENCES_PAGE_SIZE, ADMIN_LICENCES_MAX_PAGE_SIZE),
  /** A licence key (typed loosely), the owner's e-mail, or an order id (`123` or `#123`). */
  search: z.string().trim().max(200).optional(),
});
export type AdminLicencesQuery = z.input<typeof AdminLicencesQuerySchema>;

const OwnerSchema = z.object({ id: z.number().int(), email: z.string(), displayName: z.string() });

export const AdminLicenceSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  status: LicenceStatusSchema,
  product: z.string(),
  owner: OwnerSchema,
  orderId: z.number().int(),
  machineLimit: z.number().int(),
  activations: z.number().int(),
  /** The end of the licence's updates window (ISO time; null = updates forever). */
  updatesUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLicenceSummary = z.infer<typeof AdminLicenceSummarySchema>;
export const AdminLicencesResponseSchema = z.object({
  licences: z.array(AdminLicenceSummarySchema),
  totalCount: z.number().int(),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int() }),
});
export type AdminLicencesResponse = z.infer<typeof AdminLicencesResponseSchema>;

export const AdminLicenceEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(LICENCE_EVENT_TYPES),
  actor: z.enum(LICENCE_EVENT_ACTOR_NAMES),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  machineId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminLicenceEvent = z.infer<typeof AdminLicenceEventSchema>;

export const AdminLicenceDetailSchema = AdminLicenceSummarySchema.omit({ activations: true }).extend({
  revokedAt: z.string().nullable(),
  machines: z.array(ActivationDtoSchema),
  /** Self-service resets the owner confirmed in the last 365 days (an admin's reset never counts). */
  resetsUsed: z.number().int(),
  events: z.array(AdminLicenceEventSchema),
});
export type AdminLicenceDetail = z.infer<typeof AdminLicenceDetailSchema>;

export const AdminLicenceQuerySchema = z.object({ id: queryIdField('Licence id') });
export const AdminLicenceResponseSchema = z.object({ licence: AdminLicenceDetailSchema });
export type AdminLicenceResponse = z.infer<typeof AdminLicenceResponseSchema>;

const licenceIdField = idField('Licence id');

export const SetLicenceStatusInputSchema = z.object({ id: licenceIdField, status: LicenceStatusSchema }).strict();
export const FreeLicenceMachineInputSchema = z.object({ id: licenceIdField, machineId: machineIdField }).strict();
export const ResetLicenceInputSchema = z.object({ id: licenceIdField }).strict();
/**
 * A new machine limit. Lowering it below the machines activated now is allowed: those machines
 * stay until freed, and no new machine activates until the count is under the limit.
 */
export const SetMachineLimitInputSchema = z
  .object({
    id: licenceIdField,
    machineLimit: z
      .number(LICENCE_ADMIN_MESSAGES.machineLimitRange)
      .int(LICENCE_ADMIN_MESSAGES.machineLimitRange)
      .min(1, LICENCE_ADMIN_MESSAGES.machineLimitRange)
      .max(MACHINE_LIMIT_MAX, LICENCE_ADMIN_MESSAGES.machineLimitRange),
  })
  .strict();
