import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AdminLicenceDetail } from '#shared/contracts/licence-admin.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import { useLicenceAction } from '../api/licence.ts';
import { LicenceActions, MachineLimitForm } from './licence-actions.tsx';
import { LicenceEvents } from './licence-events.tsx';
import { LicenceMachines } from './licence-machines.tsx';
import { LicenceStatusBadge } from './licence-status-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

/** /admin/licences/:id: who owns it, what it may do, its machines and everything that happened to it. */
export function LicenceDetail({ licence }: { licence: AdminLicenceDetail }) {
  const { t } = useTranslation('admin-licences');
  const action = useLicenceAction(licence.id);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-xl font-bold tracking-wider md:text-2xl" data-testid="licence-key">
          {licence.key}
        </h1>
        <LicenceStatusBadge status={licence.status} />
      </header>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
          <dl className="contents">
            <Fact label={t('detail.product')}>{licence.product}</Fact>
            <Fact label={t('detail.owner')}>
              {licence.owner.displayName}
              <span className="block text-muted-foreground">{licence.owner.email}</span>
            </Fact>
            <Fact label={t('detail.order')}>
              <Link to={`/admin/orders/${licence.orderId}`} className="text-primary underline-offset-4 hover:underline">
                #{licence.orderId}
              </Link>
            </Fact>
            <Fact label={t('detail.issued')}>
              <LocalDateTime iso={licence.createdAt} />
            </Fact>
            <Fact label={t('detail.updatesUntil')}>
              <span data-testid="licence-updates-until">
                {licence.updatesUntil ? <LocalDateTime iso={licence.updatesUntil} /> : t('detail.updatesForever')}
              </span>
            </Fact>
            {licence.revokedAt ? (
              <Fact label={t('detail.revokedAt')}>
                <LocalDateTime iso={licence.revokedAt} />
              </Fact>
            ) : null}
            <Fact label={t('detail.resetsUsed')}>
              <span data-testid="resets-used">{licence.resetsUsed}</span>
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby="actions-title">
        <h2 id="actions-title" className="text-lg font-semibold">
          {t('actions.title')}
        </h2>
        <LicenceActions licence={licence} action={action} />
        <MachineLimitForm key={licence.machineLimit} licence={licence} action={action} />
      </section>
      <LicenceMachines licence={licence} action={action} />
      <LicenceEvents events={licence.events} />
    </div>
  );
}
