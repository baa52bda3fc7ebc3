import FolderTree from 'lucide-react/icons/folder-tree';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { BLOG_POST_STATUSES } from '#shared/contracts/blog.constants.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';
import { listAdminBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { StatusListPage } from '#client/components/layout/status-list-page.tsx';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { useAdminPosts } from '#client/features/blog/api/admin-posts.ts';
import { PostsTable } from '#client/features/blog/components/admin/posts-table.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { loadUrlList } from '#client/lib/url-list-loader.server.ts';
import { useLanguageName } from '#client/lib/use-language-name.ts';
import {
  loaderListFor,
  readStatusListQuery,
  revalidateUnlessOnlySearchChanged,
  statusListSearchParams,
  useUrlListQuery,
} from '#client/lib/url-list-query.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/blog';

export const handle = { i18n: ['admin-blog'] };

/** `?query=&status=&page=` plus `?missing=<language>`: posts not yet translated into it. */
const readQuery = (params: URLSearchParams) => {
  const missing = params.get('missing') as TranslationLanguage | null;
  return {
    ...readStatusListQuery(params, BLOG_POST_STATUSES),
    missing: missing && TRANSLATION_LANGUAGES.includes(missing) ? missing : undefined,
  };
};
const toSearchParams = (query: Partial<ReturnType<typeof readQuery>>) => {
  const params = statusListSearchParams(query);
  if (query.missing) params.set('missing', query.missing);
  return params;
};

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => ({
  title: serverT(context.lang, 'admin-blog')('list.title'),
  ...(await loadUrlList(context, request, listAdminBlogPosts, readQuery)),
}));

const PAGER_KEYS = { label: 'list.pages', previous: 'list.previous', next: 'list.next', page: 'list.pageOf' } as const;

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

export default function AdminBlogPage() {
  const { t } = useTranslation('admin-blog');
  const languageName = useLanguageName();
  const data = useLoaderData<typeof loader>();
  const { query, update } = useUrlListQuery(readQuery, toSearchParams);
  const list = useAdminPosts(query, loaderListFor(query, data.query, data.list));

  return (
    <StatusListPage
      title={t('list.title')}
      subtitle={t('list.description')}
      action={
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/blog/categories">
              <FolderTree aria-hidden />
              {t('list.categories')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/admin/blog/new">
              <Plus aria-hidden />
              {t('list.new')}
            </Link>
          </Button>
        </div>
      }
      toolbar={{
        searchId: 'admin-blog-search',
        texts: {
          search: t('list.search'),
          statusFilter: t('list.statusFilter'),
          allStatuses: t('list.allStatuses'),
          status: (status) => t(`status.${status}`),
        },
        statuses: BLOG_POST_STATUSES,
        className: 'sm:flex-wrap',
        searchClassName: 'flex-1 sm:min-w-64',
        statusClassName: 'sm:w-48',
        children: (
          <FilterSelect
            label={t('translations.filterLabel')}
            allLabel={t('translations.filterAll')}
            options={TRANSLATION_LANGUAGES}
            optionLabel={(language) => t('translations.filterMissing', { language: languageName(language) })}
            value={query.missing}
            onChange={(missing) => update({ missing })}
            className="sm:w-auto"
            data-testid="translation-filter"
          />
        ),
      }}
      query={query}
      update={update}
      list={list}
      texts={{ error: t('list.error'), empty: t('list.empty'), pager: (key, values) => t(PAGER_KEYS[key], values) }}
      skeletons={{ count: 10, className: 'h-10 w-full' }}
      framed
      isEmpty={(data) => data.posts.length === 0}
    >
      {(data) => <PostsTable posts={data.posts} />}
    </StatusListPage>
  );
}
