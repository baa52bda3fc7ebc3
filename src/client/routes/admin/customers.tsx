import { listAdminCustomers } from '#shared/contracts/admin-customers.endpoints.ts';
import {
  customersQuery,
  customersSearchParams,
  parseCustomersFilter,
  useAdminCustomers,
} from '#client/features/admin-customers/api/customers.ts';
import { CustomersList } from '#client/features/admin-customers/components/customers-list.tsx';
import { AdminSearchListPage } from '#client/components/layout/admin-search-list-page.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { loaderListFor, revalidateUnlessOnlySearchChanged, useUrlListQuery } from '#client/lib/url-list-query.ts';
import type { Route } from './+types/customers';

export const handle = { i18n: ['admin', 'admin-customers'] };

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseCustomersFilter(new URL(request.url).searchParams);
  const result = await context.api(listAdminCustomers, customersQuery(filter));
  const t = serverT(context.lang, 'admin-customers');
  return { title: t('meta.title'), filter, customers: result.ok ? result.data : null };
});

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

/** /admin/customers: find an account by e-mail or name, see what it holds, act on it. */
export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const { query: filter, update } = useUrlListQuery(parseCustomersFilter, customersSearchParams);
  const query = useAdminCustomers(filter, loaderListFor(filter, loaderData.filter, loaderData.customers));

  return (
    <AdminSearchListPage ns="admin-customers" searchId="customer-search" filter={filter} update={update} query={query}>
      {(data) => <CustomersList customers={data.customers} />}
    </AdminSearchListPage>
  );
}
