import { z } from 'zod';
import { pageField } from './fields.ts';

// The audit log: every admin write and every API key call, newest first.

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().max(max, `At most ${max} characters.`).optional());
const optionalDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.iso
    .datetime({ offset: true, message: 'Use an ISO 8601 date and time.' })
    .or(z.iso.date('Use an ISO 8601 date.'))
    .optional(),
);

export const AuditQuerySchema = z
  .object({
    page: pageField(),
    /** An admin's e-mail, an API key's name or prefix, or part of one. */
    actor: optionalText(200),
    /** The start of an action (`webhooks`, `orders/refund`). */
    action: optionalText(200),
    /** A target (`webhooks#12`) or the start of one (`webhooks`). */
    target: optionalText(200),
    from: optionalDate,
    to: optionalDate,
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AuditExportQuerySchema = AuditQuerySchema.omit({ page: true });

export const AuditEntryDtoSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorType: z.enum(['user', 'api_key']),
  actorUserId: z.number().int().nullable(),
  actorApiKeyId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  summary: z.object({ before: z.unknown().optional(), after: z.unknown().optional() }).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDtoSchema>;
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntryDtoSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
/** The CSV download answers text; the declaration's response is only documentation. */
export const AuditCsvSchema = z.string();
