import DatabaseBackup from 'lucide-react/icons/database-backup';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { listBackups } from '#shared/contracts/backups.endpoints.ts';
import { formatDayTimeUtc } from '#shared/intl-formats.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyList, QueryStates } from '#client/components/ui/list-states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { useBackups, useStartBackup } from '#client/features/admin-ops/api/ops.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { formatSize } from '#client/lib/format-size.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Route } from './+types/backups';

export const handle = { i18n: ['admin', 'admin-ops'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const backups = await context.api(listBackups, undefined);
  return { title: serverT(context.lang, 'admin-ops')('backups.title'), backups: backups.ok ? backups.data : null };
});

export const meta: Route.MetaFunction = adminMeta;

const STATUS_VARIANT = { running: 'secondary', complete: 'success', failed: 'destructive' } as const;

/** /admin/backups: the kept backups, and a button that starts one. */
export default function AdminBackupsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin-ops');
  const query = useBackups(loaderData.backups ?? undefined);
  const start = useStartBackup();
  const running = query.data?.backups.some((b) => b.status === 'running') ?? false;
  return (
    <AdminListPage
      title={t('backups.title')}
      subtitle={t('backups.subtitle')}
      action={
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden />
            {t('backups.refresh')}
          </Button>
          <Button
            data-testid="backup-start"
            disabled={start.isPending || running}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: () => toast.success(t('backups.started')),
                onError: (error) => toast.error(errorText(t, error, t('backups.startFailed'))),
              })
            }
          >
            <DatabaseBackup aria-hidden />
            {t('backups.start')}
          </Button>
        </div>
      }
    >
      <QueryStates
        data={query.data}
        failed={query.isError || loaderData.backups === null}
        loadError={t('common.loadError')}
        retryLabel={t('action.retry', { ns: 'common' })}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 3, className: 'h-12' }}
      >
        {(data) =>
          data.backups.length === 0 ? (
            <EmptyList title={t('backups.empty')} hint={t('backups.emptyHint')} className="rounded-lg border" />
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table data-testid="backups-table">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('backups.columns.created')}</TableHead>
                    <TableHead>{t('backups.columns.status')}</TableHead>
                    <TableHead className="text-right">{t('backups.columns.size')}</TableHead>
                    <TableHead>{t('backups.columns.sha256')}</TableHead>
                    <TableHead>{t('backups.columns.location')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.backups.map((backup) => (
                    <TableRow key={backup.id} data-testid="backup-row" data-status={backup.status}>
                      <TableCell className="text-sm whitespace-nowrap">
                        {formatDayTimeUtc(backup.createdAt, i18n.language)}
                      </TableCell>
                      <TableCell>
                        <Badge variant={STATUS_VARIANT[backup.status]}>{t(`backups.status.${backup.status}`)}</Badge>
                        {backup.error && <p className="mt-1 text-xs text-destructive">{backup.error}</p>}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {backup.status === 'complete' ? formatSize(backup.size, i18n.language) : '—'}
                      </TableCell>
                      <TableCell className="font-mono text-xs" title={backup.sha256}>
                        {backup.sha256 ? `${backup.sha256.slice(0, 16)}…` : '—'}
                      </TableCell>
                      <TableCell className="max-w-96 font-mono text-xs break-all">{backup.location || '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryStates>
    </AdminListPage>
  );
}
