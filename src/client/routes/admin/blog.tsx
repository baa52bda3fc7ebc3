import FolderTree from 'lucide-react/icons/folder-tree';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link, useLoaderData } from 'react-router';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '#shared/contracts/blog.constants.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';
import { listAdminBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAdminPosts } from '#client/features/blog/api/admin-posts.ts';
import { PostsTable } from '#client/features/blog/components/admin/posts-table.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';
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

/** `?query=&status=&page=` plus `?missing=<language>`: posts not yet translated into it (issue 17). */
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

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const query = readQuery(new URL(request.url).searchParams);
  const result = await context.api(listAdminBlogPosts, query);
  return { title: serverT(context.lang, 'admin-blog')('list.title'), query, list: result.ok ? result.data : null };
});

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

export default function AdminBlogPage() {
  const { t } = useTranslation('admin-blog');
  const languageName = useLanguageName();
  const data = useLoaderData<typeof loader>();
  const { query, update } = useUrlListQuery(readQuery, toSearchParams);
  const list = useAdminPosts(query, loaderListFor(query, data.query, data.list));
  const [text, setText] = useDebouncedSearch(query.query ?? '', (search) => update({ query: search || undefined }));

  const pagination = list.data?.pagination;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('list.title')}</h1>
          <p className="text-muted-foreground">{t('list.description')}</p>
        </div>
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
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <SearchInput
          wrapperClassName="flex-1 sm:min-w-64"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          maxLength={200}
        />
        <NativeSelect
          aria-label={t('list.statusFilter')}
          value={query.status ?? ''}
          onChange={(e) => update({ status: (e.target.value || undefined) as BlogPostStatus | undefined })}
          className="sm:w-48"
        >
          <option value="">{t('list.allStatuses')}</option>
          {BLOG_POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('translations.filterLabel')}
          value={query.missing ?? ''}
          onChange={(e) => update({ missing: (e.target.value || undefined) as TranslationLanguage | undefined })}
          className="sm:w-auto"
          data-testid="translation-filter"
        >
          <option value="">{t('translations.filterAll')}</option>
          {TRANSLATION_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t('translations.filterMissing', { language: languageName(language) })}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="rounded-lg border bg-card">
        {list.isPending ? (
          <div className="flex flex-col gap-2 p-4">
            {Array.from({ length: 10 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="p-8 text-center text-destructive">
            {t('list.error')}
          </p>
        ) : list.data.posts.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{t('list.empty')}</p>
        ) : (
          <PostsTable posts={list.data.posts} />
        )}
      </div>

      {pagination && pagination.totalPages > 1 ? (
        <div className="flex items-center justify-between gap-4">
          <Button
            variant="outline"
            disabled={pagination.currentPage <= 1}
            onClick={() => update({ ...query, page: pagination.currentPage - 1 })}
          >
            {t('list.previous')}
          </Button>
          <p className="text-sm text-muted-foreground">
            {t('list.pageOf', { page: pagination.currentPage, total: pagination.totalPages })}
          </p>
          <Button
            variant="outline"
            disabled={pagination.currentPage >= pagination.totalPages}
            onClick={() => update({ ...query, page: pagination.currentPage + 1 })}
          >
            {t('list.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
