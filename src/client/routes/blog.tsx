import { useEffect, useRef } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData, useSearchParams } from 'react-router';
import {
  BLOG_FEATURED_LIMIT,
  BLOG_PAGE_SIZE,
  BLOG_RSS_PATH,
  blogCategoryRssPath,
} from '#shared/contracts/blog.constants.ts';
import { localizedUrl } from '#shared/seo.ts';
import { listBlogCategories, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { useCategories } from '#client/features/blog/api/list-categories.ts';
import { toPostsPage, useFeaturedPosts, usePosts, type PostsPage } from '#client/features/blog/api/list-posts.ts';
import { BlogPagination } from '#client/features/blog/components/blog-pagination.tsx';
import { BlogSearchForm, CategoryList, RssLink } from '#client/features/blog/components/blog-sidebar.tsx';
import { PostCardSkeletons } from '#client/features/blog/components/blog-skeletons.tsx';
import { PostCard } from '#client/features/blog/components/post-card.tsx';
import { withoutFeatured } from '#client/features/blog/featured-once.ts';
import {
  blogHref,
  featuredQuery,
  parseBlogSearch,
  postsQuery,
  sameSearch,
} from '#client/features/blog/search-params.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { revalidateUnlessOnlySearchChanged } from '#client/lib/url-list-query.ts';
import type { Route } from './+types/blog';

export const handle = { i18n: ['blog'] };

/** Featured posts show on the first page of an unsearched list (optionally within a category). */
const showsFeatured = (search: { page: number; query?: string }) => search.page === 1 && !search.query;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = parseBlogSearch(new URL(request.url).searchParams);
  const t = serverT(context.lang, 'blog');
  const [posts, featured, categories] = await Promise.all([
    context.api(listBlogPosts, postsQuery(search, BLOG_PAGE_SIZE)),
    showsFeatured(search) ? context.api(listBlogPosts, featuredQuery(search.category, BLOG_FEATURED_LIMIT)) : null,
    context.api(listBlogCategories, undefined),
  ]);
  return {
    search,
    // Post bodies are dropped here: the list never shows them and they would weigh down the page.
    posts: posts.ok ? toPostsPage(posts.data) : null,
    postsFailed: !posts.ok,
    featured: featured?.ok ? toPostsPage(featured.data) : null,
    categories: categories.ok ? categories.data : null,
    title: search.page > 1 ? t('meta.titlePage', { page: search.page }) : t('meta.title'),
    description: t('meta.description', { platform: context.site.platformName }),
  };
}

/** Changing page, category or search is fetched by TanStack Query in the browser (with skeletons). */
export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData(matches);
  const search = parseBlogSearch(new URLSearchParams(location.search));
  return seoMeta(root, {
    title: data?.title ?? 'Blog',
    description: data?.description ?? '',
    // Page 2+ of the unfiltered list is its own canonical page; filtered views point at the list.
    path: search.page > 1 && !search.category && !search.query ? `/blog?page=${search.page}` : '/blog',
    noindex: Boolean(search.query),
  }).concat(
    root
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: `${root.site.siteName} Blog`,
            // The feed in the page's language, or the category's feed on a category's list.
            href: localizedUrl(
              root.site.siteUrl,
              search.category ? blogCategoryRssPath(search.category) : BLOG_RSS_PATH,
              root.lang,
            ),
          },
        ]
      : [],
  );
};

export default function BlogPage() {
  const { t } = useTranslation('blog');
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const search = parseBlogSearch(params);
  const fromServer = sameSearch(search, data.search);
  const initial = (value: PostsPage | null) => (fromServer && value ? value : undefined);

  const posts = usePosts(search, { initialData: initial(data.posts), enabled: !(fromServer && data.postsFailed) });
  const wantsFeatured = showsFeatured(search);
  const featured = useFeaturedPosts(search.category, {
    initialData: fromServer ? (data.featured ?? undefined) : undefined,
    enabled: wantsFeatured,
  });
  const categories = useCategories(data.categories ?? undefined);

  // SPEC §2: changing page scrolls to the top.
  const lastPage = useRef(search.page);
  useEffect(() => {
    if (lastPage.current !== search.page) window.scrollTo({ top: 0, behavior: 'smooth' });
    lastPage.current = search.page;
  }, [search.page]);

  const failed = (fromServer && data.postsFailed) || posts.isError;
  const featuredPosts = wantsFeatured ? (featured.data?.posts ?? []) : [];
  // A featured post that is also among page 1's newest shows once, in the featured block.
  const listPosts = posts.data ? withoutFeatured(posts.data.posts, featuredPosts) : [];
  const activeCategory = categories.data?.find((c) => c.slug === search.category);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-10 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('header.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('header.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('header.subtitle')}</p>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {wantsFeatured && (featured.isPending || featuredPosts.length > 0) ? (
            <section aria-labelledby="featured-heading" className="mb-12">
              <h2 id="featured-heading" className="mb-5 text-2xl font-bold">
                {t('featured.title')}
              </h2>
              <div className="grid gap-6 md:grid-cols-2">
                {featured.isPending ? (
                  <PostCardSkeletons count={2} featured />
                ) : (
                  featuredPosts.map((post, i) => (
                    <PostCard key={post.id} post={post} variant="featured" eager={i < 2} />
                  ))
                )}
              </div>
            </section>
          ) : null}

          <section aria-labelledby="all-heading" aria-busy={posts.isFetching || undefined}>
            <h2 id="all-heading" className="mb-5 text-2xl font-bold">
              {search.query
                ? t('list.searchResults', { query: search.query })
                : activeCategory
                  ? activeCategory.name
                  : t('list.title')}
            </h2>
            {failed ? (
              <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-6 text-center">
                {t('list.error')}
              </p>
            ) : posts.isPending ? (
              <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                <PostCardSkeletons count={3} />
              </div>
            ) : posts.data.posts.length === 0 ? (
              <p className="rounded-lg border bg-muted/40 p-8 text-center text-muted-foreground">{t('list.empty')}</p>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {listPosts.map((post, i) => (
                  <PostCard key={post.id} post={post} eager={!wantsFeatured && i < 2} />
                ))}
              </div>
            )}
            {posts.data ? (
              <BlogPagination
                current={search.page}
                total={posts.data.pagination.totalPages}
                href={(page) => blogHref({ ...search, page })}
              />
            ) : null}
          </section>
        </div>

        <aside
          className="order-first flex flex-col gap-6 lg:sticky lg:top-24 lg:order-none lg:gap-8 lg:self-start"
          aria-label={t('sidebar.label')}
        >
          <section>
            <h2 className="mb-3 text-base font-semibold">{t('search.title')}</h2>
            <BlogSearchForm search={search} />
          </section>
          <CategoryList categories={categories.data} search={search} loading={categories.isPending} />
          <RssLink />
        </aside>
      </div>
    </div>
  );
}
