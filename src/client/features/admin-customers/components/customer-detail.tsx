import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { formatDay } from '#shared/intl-formats.ts';
import { formatCents } from '#shared/money.ts';
import { useAdminCustomer } from '../api/customers.ts';
import { CustomerActions } from './customer-actions.tsx';

/** What the shop holds about one customer, and what the admin can do about it. */
export function CustomerDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin-customers');
  const query = useAdminCustomer(id);
  if (query.isError)
    return (
      <LoadError message={t('detail.loadError')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <RowSkeletons count={3} className="h-6 w-full" />;
  const c = query.data.customer;
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  return (
    <div className="flex flex-col gap-4" data-testid="customer-detail">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t('detail.sessions')}</dt>
          <dd className="font-medium" data-testid="customer-sessions">
            {c.sessions}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.password')}</dt>
          <dd className="font-medium">{yesNo(c.hasPassword)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.google')}</dt>
          <dd className="font-medium">{yesNo(c.googleLinked)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.affiliate')}</dt>
          <dd className="font-medium">
            {c.affiliate
              ? `${c.affiliate.code} (${t(`affiliateStatus.${c.affiliate.status as 'active'}`, { defaultValue: c.affiliate.status })})`
              : t('detail.none')}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.referredBy')}</dt>
          <dd className="font-medium">{c.referredBy ?? t('detail.none')}</dd>
        </div>
      </dl>
      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{t('detail.orders', { count: c.orders.length })}</h3>
        {c.orders.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {c.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap gap-x-3">
                <Link to={`/admin/orders/${o.id}`} className="font-medium text-primary hover:underline">
                  #{o.id}
                </Link>
                <span>{formatCents(o.totalCents)}</span>
                <span className="text-muted-foreground">{o.status}</span>
                <span className="text-muted-foreground">{formatDay(o.createdAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noOrders')}</p>
        )}
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{t('detail.licences', { count: c.licences.length })}</h3>
        {c.licences.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {c.licences.map((l) => (
              <li key={l.id} className="flex flex-wrap gap-x-3">
                <Link to={`/admin/licences/${l.id}`} className="font-mono text-primary hover:underline">
                  {l.key}
                </Link>
                <span>{l.product}</span>
                <span className="text-muted-foreground">{l.status}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noLicences')}</p>
        )}
      </section>
      <CustomerActions customer={c} />
    </div>
  );
}
