import type { FastifyPluginAsync } from 'fastify';
import { exportAudit, listAudit } from '#shared/contracts/audit.endpoints.ts';
import type { AuditEntryDto } from '#shared/contracts/audit.ts';
import { type CsvColumn, csvStream, keysetBatches } from '../admin-exports/index.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { auditBefore, pageAudit, type AuditFilter, type AuditRow } from './audit.repo.ts';

const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

/** `from` and `to` as typed: a date means its whole UTC day (`to` included), a time is exact. */
function filterOf(input: {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}): AuditFilter {
  const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  return {
    actor: input.actor,
    action: input.action,
    target: input.target,
    from: input.from ? new Date(isDay(input.from) ? `${input.from}T00:00:00Z` : input.from) : undefined,
    to: input.to
      ? isDay(input.to)
        ? new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS)
        : new Date(Date.parse(input.to) + 1)
      : undefined,
  };
}

const toDto = (row: AuditRow): AuditEntryDto => ({
  id: row.id,
  at: row.at.toISOString(),
  actorType: row.actorType,
  actorUserId: row.actorUserId,
  actorApiKeyId: row.actorApiKeyId,
  actor: row.actorLabel,
  action: row.action,
  target: row.target,
  summary: row.summary ?? null,
  ip: row.ip,
});

const COLUMNS: CsvColumn<AuditRow>[] = [
  { header: 'id', kind: 'integer', value: (r) => r.id },
  { header: 'at', kind: 'timestamp', value: (r) => r.at },
  { header: 'actor_type', kind: 'text', value: (r) => r.actorType },
  { header: 'actor', kind: 'text', value: (r) => r.actorLabel },
  { header: 'action', kind: 'text', value: (r) => r.action },
  { header: 'target', kind: 'text', value: (r) => r.target },
  { header: 'summary', kind: 'text', value: (r) => (r.summary ? JSON.stringify(r.summary) : null) },
  { header: 'ip', kind: 'text', value: (r) => r.ip },
];

/** The audit log's reading side; rows are written by `audit-context.ts`, never here. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, listAudit, async ({ input }) => {
    const { rows, total } = await pageAudit(app.db, filterOf(input), PAGE_SIZE, (input.page - 1) * PAGE_SIZE);
    return { entries: rows.map(toDto), page: input.page, pageSize: PAGE_SIZE, total };
  });

  await registerEndpoint(app, exportAudit, async ({ input, reply }) => {
    const filter = filterOf(input);
    const batches = keysetBatches<AuditRow, number>(
      (before, size) => auditBefore(app.db, filter, before, size),
      (row) => row.id,
      1000,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csvStream(COLUMNS, batches));
  });
};
