import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { listAdminIndicators } from '#shared/contracts/admin-store.endpoints.ts';
import { listDiscounts } from '#shared/contracts/discounts.endpoints.ts';
import type { DiscountDto } from '#shared/contracts/discounts.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/list-states.tsx';
import { useAdminDiscounts } from '#client/features/admin-discounts/api/discounts.ts';
import { DiscountForm } from '#client/features/admin-discounts/components/discount-form.tsx';
import { DiscountsTable } from '#client/features/admin-discounts/components/discounts-table.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/discounts';

export const handle = { i18n: ['admin', 'discounts'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const [discounts, indicators] = await Promise.all([
    context.api(listDiscounts, undefined),
    context.api(listAdminIndicators, {}),
  ]);
  const t = serverT(context.lang, 'discounts');
  return {
    title: t('admin.title'),
    discounts: discounts.ok ? discounts.data : null,
    indicators: indicators.ok ? indicators.data.indicators.map((i) => ({ id: i.id, name: i.name })) : [],
  };
});

export const meta: Route.MetaFunction = adminMeta;

/** /admin/discounts: every code with its uses and status; create, edit, delete. */
export default function AdminDiscountsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('discounts');
  const query = useAdminDiscounts(loaderData.discounts ?? undefined);
  // `null`: no form; `'new'`: creating; a code: editing it.
  const [editing, setEditing] = useState<DiscountDto | 'new' | null>(null);

  return (
    <AdminListPage
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      action={
        editing === null ? (
          <Button onClick={() => setEditing('new')} data-testid="discount-new">
            <Plus aria-hidden />
            {t('admin.new')}
          </Button>
        ) : null
      }
    >
      {editing !== null ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">
              {editing === 'new' ? t('admin.newTitle') : t('admin.editTitle', { code: editing.code })}
            </h2>
          </CardHeader>
          <CardContent>
            <DiscountForm
              key={editing === 'new' ? 'new' : editing.id}
              discount={editing === 'new' ? undefined : editing}
              indicators={loaderData.indicators}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      ) : null}
      <QueryStates
        data={query.data}
        failed={query.isError || loaderData.discounts === null}
        loadError={t('admin.loadError')}
        retryLabel={t('action.retry', { ns: 'common' })}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 4, className: 'h-12' }}
      >
        {(data) => <DiscountsTable discounts={data.discounts} indicators={loaderData.indicators} onEdit={setEditing} />}
      </QueryStates>
    </AdminListPage>
  );
}
