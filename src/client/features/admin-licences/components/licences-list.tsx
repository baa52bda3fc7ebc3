import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AdminLicenceSummary } from '#shared/contracts/licence-admin.ts';
import { EmptyList } from '#client/components/ui/list-states.tsx';
import { TableCell, TableRow } from '#client/components/ui/table.tsx';
import { WideTable } from '#client/components/ui/wide-table.tsx';
import { LicenceStatusBadge } from './licence-status-badge.tsx';

function KeyLink({ licence }: { licence: AdminLicenceSummary }) {
  const { t } = useTranslation('admin-licences');
  return (
    <Link
      to={`/admin/licences/${licence.id}`}
      className="font-mono text-sm font-medium text-primary underline-offset-4 hover:underline"
      aria-label={t('list.view', { key: licence.key })}
    >
      {licence.key}
    </Link>
  );
}

/** From `md` up a table; phones get one card per licence. */
export function LicencesList({ licences }: { licences: AdminLicenceSummary[] }) {
  const { t } = useTranslation('admin-licences');
  if (licences.length === 0) return <EmptyList title={t('list.empty')} hint={t('list.emptyHint')} />;
  const machines = (l: AdminLicenceSummary) => t('list.machines', { used: l.activations, limit: l.machineLimit });
  return (
    <>
      <WideTable
        testId="licences-table"
        columns={[
          { label: t('list.column.key') },
          { label: t('list.column.product') },
          { label: t('list.column.owner') },
          { label: t('list.column.order') },
          { label: t('list.column.machines') },
          { label: t('list.column.status') },
        ]}
      >
        {licences.map((licence) => (
          <TableRow key={licence.id} data-testid="licence-row">
            <TableCell className="whitespace-nowrap">
              <KeyLink licence={licence} />
            </TableCell>
            <TableCell>{licence.product}</TableCell>
            <TableCell>
              <div className="font-medium">{licence.owner.displayName}</div>
              <div className="text-xs text-muted-foreground">{licence.owner.email}</div>
            </TableCell>
            <TableCell>
              <Link to={`/admin/orders/${licence.orderId}`} className="text-primary underline-offset-4 hover:underline">
                #{licence.orderId}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{machines(licence)}</TableCell>
            <TableCell>
              <LicenceStatusBadge status={licence.status} />
            </TableCell>
          </TableRow>
        ))}
      </WideTable>
      <ul className="flex flex-col gap-3 md:hidden">
        {licences.map((licence) => (
          <li key={licence.id} className="rounded-lg border p-4" data-testid="licence-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <KeyLink licence={licence} />
              <LicenceStatusBadge status={licence.status} />
            </div>
            <p className="mt-2 text-sm font-medium">{licence.product}</p>
            <p className="truncate text-sm text-muted-foreground">{licence.owner.email}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              #{licence.orderId} · {machines(licence)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
