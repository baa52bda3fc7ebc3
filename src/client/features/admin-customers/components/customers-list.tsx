import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminCustomerSummary } from '#shared/contracts/admin-customers.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { CustomerDetail } from './customer-detail.tsx';

/** One row per account; a row opens in place to show its detail and actions. */
export function CustomersList({ customers }: { customers: AdminCustomerSummary[] }) {
  const { t, i18n } = useTranslation('admin-customers');
  const [open, setOpen] = useState<number | null>(null);
  if (!customers.length) return <p className="text-muted-foreground">{t('list.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-lg border bg-card">
      {customers.map((c) => {
        const expanded = open === c.id;
        const panel = `customer-${c.id}-detail`;
        return (
          <li key={c.id} className="flex flex-col gap-3 p-4" data-testid="customer-row">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium" translate="no">
                  {c.displayName}
                </span>
                <span className="truncate text-sm text-muted-foreground" translate="no">
                  {c.email}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {c.role === 'admin' ? <Badge>{t('role.admin')}</Badge> : null}
                {c.disabled ? <Badge variant="destructive">{t('list.disabled')}</Badge> : null}
                <span className="text-muted-foreground">{t('list.orders', { count: c.paidOrders })}</span>
                <span className="hidden text-muted-foreground sm:inline">
                  {t('list.since', { date: formatDay(c.createdAt, i18n.language) })}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : c.id)}
              >
                {t('list.details')}
                <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden />
                <span className="sr-only">{c.email}</span>
              </Button>
            </div>
            {expanded ? (
              <div id={panel}>
                <CustomerDetail id={c.id} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
