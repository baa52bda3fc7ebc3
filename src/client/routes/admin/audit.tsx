import Download from 'lucide-react/icons/download';
import { useState, type FormEvent } from 'react';
import { exportAudit, listAudit } from '#shared/contracts/audit.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { formatDayTimeUtc } from '#shared/intl-formats.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { EmptyList, QueryStates } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { useAudit, type AuditFilters } from '#client/features/admin-ops/api/ops.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Route } from './+types/audit';

export const handle = { i18n: ['admin', 'admin-ops'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const page = await context.api(listAudit, {});
  return { title: serverT(context.lang, 'admin-ops')('audit.title'), page: page.ok ? page.data : null };
});

export const meta: Route.MetaFunction = adminMeta;

const FIELDS = ['actor', 'action', 'target', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

/** Only the filled filters; dates as typed (`YYYY-MM-DD`), which the API reads as whole days. */
function filtersOf(form: Record<Field, string>): AuditFilters {
  const out: AuditFilters = {};
  for (const field of FIELDS) if (form[field].trim()) out[field] = form[field].trim();
  return out;
}

/** /admin/audit: who changed what, filtered by actor, action, target and dates; CSV of the same. */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin-ops');
  const empty = { actor: '', action: '', target: '', from: '', to: '' };
  const [form, setForm] = useState<Record<Field, string>>(empty);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const first = page === 1 && Object.keys(filters).length === 0;
  const query = useAudit(filters, page, first ? (loaderData.page ?? undefined) : undefined);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(filtersOf(form));
    setPage(1);
  };

  return (
    <AdminListPage
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      action={
        <Button asChild variant="outline">
          <a href={endpointUrl(exportAudit, filters)} download data-testid="audit-csv">
            <Download aria-hidden />
            {t('audit.csv')}
          </a>
        </Button>
      }
    >
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6" data-testid="audit-filters">
        {FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <Label htmlFor={`audit-${field}`}>{t(`audit.${field}`)}</Label>
            <Input
              id={`audit-${field}`}
              type={field === 'from' || field === 'to' ? 'date' : 'text'}
              value={form[field]}
              onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
            />
          </div>
        ))}
        <div className="flex items-end gap-2">
          <Button type="submit">{t('audit.filter')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setForm(empty);
              setFilters({});
              setPage(1);
            }}
          >
            {t('audit.clear')}
          </Button>
        </div>
      </form>
      <QueryStates
        data={query.data}
        failed={query.isError || (first && loaderData.page === null)}
        loadError={t('common.loadError')}
        retryLabel={t('action.retry', { ns: 'common' })}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 6, className: 'h-10' }}
      >
        {(data) => {
          const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
          if (data.entries.length === 0)
            return <EmptyList title={t('audit.empty')} hint="" className="rounded-lg border" />;
          return (
            <>
              <div className="overflow-x-auto rounded-lg border">
                <Table data-testid="audit-table">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('audit.columns.at')}</TableHead>
                      <TableHead>{t('audit.columns.actor')}</TableHead>
                      <TableHead>{t('audit.columns.action')}</TableHead>
                      <TableHead>{t('audit.columns.target')}</TableHead>
                      <TableHead>{t('audit.columns.ip')}</TableHead>
                      <TableHead>{t('audit.columns.details')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.entries.map((entry) => (
                      <TableRow key={entry.id} data-testid="audit-row">
                        <TableCell className="text-sm whitespace-nowrap">
                          {formatDayTimeUtc(entry.at, i18n.language)}
                        </TableCell>
                        <TableCell className="text-sm">
                          {entry.actor}
                          {entry.actorType === 'api_key' && (
                            <Badge variant="outline" className="ml-2">
                              {t('audit.apiKey')}
                            </Badge>
                          )}
                        </TableCell>
                        <TableCell className="font-mono text-xs">{entry.action}</TableCell>
                        <TableCell className="font-mono text-xs">{entry.target ?? '—'}</TableCell>
                        <TableCell className="font-mono text-xs">{entry.ip ?? '—'}</TableCell>
                        <TableCell className="max-w-80">
                          <code className="line-clamp-2 text-xs break-all text-muted-foreground">
                            {entry.summary ? JSON.stringify(entry.summary) : ''}
                          </code>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <Pager
                page={page}
                totalPages={totalPages}
                onPage={setPage}
                labels={pagerLabels((key, values) => t(`common.pagination.${key}`, values), page, totalPages)}
              />
            </>
          );
        }}
      </QueryStates>
    </AdminListPage>
  );
}
