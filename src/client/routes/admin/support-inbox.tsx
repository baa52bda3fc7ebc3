import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { SUPPORT_STATUSES } from '#shared/contracts/support.constants.ts';
import { listSupportMessages } from '#shared/contracts/support.endpoints.ts';
import { StatusListPage } from '#client/components/layout/status-list-page.tsx';
import { useAdminMessages } from '#client/features/support/api/admin-support.ts';
import { MessageCard } from '#client/features/support/components/admin/message-card.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { loadUrlList } from '#client/lib/url-list-loader.server.ts';
import {
  loaderListFor,
  readStatusListQuery,
  revalidateUnlessOnlySearchChanged,
  statusListSearchParams,
  useUrlListQuery,
} from '#client/lib/url-list-query.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/support-inbox';

export const handle = { i18n: ['admin-support'] };

const readQuery = (params: URLSearchParams) => readStatusListQuery(params, SUPPORT_STATUSES);

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => ({
  title: serverT(context.lang, 'admin-support')('title'),
  ...(await loadUrlList(context, request, listSupportMessages, readQuery)),
}));

const PAGER_KEYS = { label: 'pages', previous: 'previous', next: 'next', page: 'pageOf' } as const;

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

export default function SupportInboxPage() {
  const { t } = useTranslation('admin-support');
  const data = useLoaderData<typeof loader>();
  const { query, update } = useUrlListQuery(readQuery, statusListSearchParams);
  const list = useAdminMessages(query, loaderListFor(query, data.query, data.list));

  return (
    <StatusListPage
      title={t('title')}
      subtitle={list.data ? t('openCount', { count: list.data.openCount }) : t('description')}
      toolbar={{
        searchId: 'support-search',
        texts: {
          search: t('search'),
          statusFilter: t('statusFilter'),
          allStatuses: t('allStatuses'),
          status: (status) => t(`status.${status}`),
        },
        statuses: SUPPORT_STATUSES,
        searchClassName: 'flex-1',
        statusClassName: 'sm:w-44',
      }}
      query={query}
      update={update}
      list={list}
      texts={{ error: t('error'), empty: t('empty'), pager: (key, values) => t(PAGER_KEYS[key], values) }}
      skeletons={{ count: 3, className: 'h-36 w-full' }}
      isEmpty={(data) => data.messages.length === 0}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          {data.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </div>
      )}
    </StatusListPage>
  );
}
