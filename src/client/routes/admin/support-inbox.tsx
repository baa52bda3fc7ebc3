import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { SUPPORT_STATUSES, type SupportStatus } from '#shared/contracts/support.constants.ts';
import { listSupportMessages } from '#shared/contracts/support.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAdminMessages } from '#client/features/support/api/admin-support.ts';
import { MessageCard } from '#client/features/support/components/admin/message-card.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';
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

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const query = readQuery(new URL(request.url).searchParams);
  const result = await context.api(listSupportMessages, query);
  return { title: serverT(context.lang, 'admin-support')('title'), query, list: result.ok ? result.data : null };
});

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

export default function SupportInboxPage() {
  const { t } = useTranslation('admin-support');
  const data = useLoaderData<typeof loader>();
  const { query, update } = useUrlListQuery(readQuery, statusListSearchParams);
  const list = useAdminMessages(query, loaderListFor(query, data.query, data.list));
  const [text, setText] = useDebouncedSearch(query.query ?? '', (search) => update({ query: search || undefined }));

  const pagination = list.data?.pagination;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">
          {list.data ? t('openCount', { count: list.data.openCount }) : t('description')}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          wrapperClassName="flex-1"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search')}
          aria-label={t('search')}
          maxLength={200}
        />
        <NativeSelect
          aria-label={t('statusFilter')}
          value={query.status ?? ''}
          onChange={(e) => update({ status: (e.target.value || undefined) as SupportStatus | undefined })}
          className="sm:w-44"
        >
          <option value="">{t('allStatuses')}</option>
          {SUPPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          {t('error')}
        </p>
      ) : list.data.messages.length === 0 ? (
        <p className="rounded-lg border bg-card p-8 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {list.data.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </div>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <div className="flex items-center justify-between gap-4">
          <Button
            variant="outline"
            disabled={pagination.currentPage <= 1}
            onClick={() => update({ page: pagination.currentPage - 1 })}
          >
            {t('previous')}
          </Button>
          <p className="text-sm text-muted-foreground">
            {t('pageOf', { page: pagination.currentPage, total: pagination.totalPages })}
          </p>
          <Button
            variant="outline"
            disabled={pagination.currentPage >= pagination.totalPages}
            onClick={() => update({ page: pagination.currentPage + 1 })}
          >
            {t('next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
