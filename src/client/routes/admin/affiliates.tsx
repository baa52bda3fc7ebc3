import { useTranslation } from '#client/lib/use-translation.ts';
import { listAdminAffiliates } from '#shared/contracts/affiliates.endpoints.ts';
import { adminAffiliatesQuery, useAdminAffiliates } from '#client/features/affiliates/api/admin-list-affiliates.ts';
import { affiliatesSearchParams, parseAffiliatesFilter } from '#client/features/affiliates/admin-search.ts';
import { AffiliatesTable } from '#client/features/affiliates/components/admin/affiliates-table.tsx';
import { AffiliatesToolbar } from '#client/features/affiliates/components/admin/affiliates-toolbar.tsx';
import { BulkEditDialog } from '#client/features/affiliates/components/admin/bulk-edit-dialog.tsx';
import { CommissionsPanel } from '#client/features/affiliates/components/admin/commissions-panel.tsx';
import { PagedList } from '#client/features/affiliates/components/admin/paged-list.tsx';
import { ReviewPanel } from '#client/features/affiliates/components/admin/review-panel.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { loaderListFor, useUrlListQuery } from '#client/lib/url-list-query.ts';
import { useRowSelection } from '#client/lib/use-row-selection.ts';
import type { Route } from './+types/affiliates';

export const handle = { i18n: ['admin', 'admin-affiliates', 'commissions'] };

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseAffiliatesFilter(new URL(request.url).searchParams);
  const result = await context.api(listAdminAffiliates, adminAffiliatesQuery(filter));
  return {
    title: serverT(context.lang, 'admin-affiliates')('meta.affiliatesTitle'),
    filter,
    affiliates: result.ok ? result.data : null,
  };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

/** Table size from SPEC §9. */
const PAGE_SIZE = 15;

/** /admin/affiliates (SPEC §2): search, status filter, URL-mirrored paging, bulk edit. */
export default function AdminAffiliatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-affiliates', 'commissions']);
  const { query: filter, update: go } = useUrlListQuery(parseAffiliatesFilter, affiliatesSearchParams);
  const query = useAdminAffiliates(filter, loaderListFor(filter, loaderData.filter, loaderData.affiliates));
  const { selected, select, clear } = useRowSelection([filter.page, filter.search, filter.status]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('affiliates.title')}</h1>
          <p className="text-muted-foreground">{t('affiliates.subtitle')}</p>
        </div>
        {selected.size > 0 && <BulkEditDialog ids={[...selected]} onDone={clear} />}
      </header>
      {/* The commission hold and the fraud review sit beside the affiliates. */}
      <Tabs defaultValue="affiliates" className="flex flex-col gap-6">
        <TabsList className="w-full sm:w-auto sm:self-start">
          <TabsTrigger value="affiliates" className="flex-1 sm:flex-none">
            {t('commissions:tabs.affiliates')}
          </TabsTrigger>
          <TabsTrigger value="commissions" className="flex-1 sm:flex-none">
            {t('commissions:tabs.commissions')}
          </TabsTrigger>
          <TabsTrigger value="review" className="flex-1 sm:flex-none">
            {t('commissions:tabs.review')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="commissions">
          <CommissionsPanel />
        </TabsContent>
        <TabsContent value="review">
          <ReviewPanel />
        </TabsContent>
        <TabsContent value="affiliates" className="flex flex-col gap-6">
          <AffiliatesToolbar
            search={filter.search}
            status={filter.status}
            onSearch={(search) => go({ search })}
            onStatus={(status) => go({ status })}
          />
          <PagedList
            query={query}
            isEmpty={(data) => data.affiliates.length === 0}
            empty={{
              content: (
                <>
                  <h2 className="text-lg font-semibold">{t('affiliates.emptyTitle')}</h2>
                  <p className="mt-1 text-muted-foreground">{t('affiliates.emptyText')}</p>
                </>
              ),
            }}
            page={filter.page}
            pageSize={PAGE_SIZE}
            onPage={(page) => go({ page })}
            section="admin-affiliates:affiliates"
            skeletons={{ count: 10, className: 'h-12' }}
          >
            {(data) => <AffiliatesTable affiliates={data.affiliates} selected={selected} onSelect={select} />}
          </PagedList>
        </TabsContent>
      </Tabs>
    </div>
  );
}
