import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData } from 'react-router';
import { formatLongDate, toPostSummary } from '#shared/contracts/blog.constants.ts';
import type { GetBlogPostResponse } from '#shared/contracts/blog.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CategoryTags, PostCard } from '#client/features/blog/components/post-card.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/blog-post';

export const handle = { i18n: ['blog'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'blog');
  const result = await context.api<GetBlogPostResponse>(`/_api/blog/post?slug=${encodeURIComponent(params.slug)}`);
  if (!result.ok) {
    // A missing post is a real 404 for crawlers; other failures surface as the error boundary.
    if (result.status === 404 || result.status === 400)
      return data({ found: false as const, title: t('post.notFound') }, { status: 404 });
    throw new Response(null, { status: result.status });
  }
  const { post, relatedPosts } = result.data;
  return {
    found: true as const,
    post,
    relatedPosts: relatedPosts.map(toPostSummary),
    labels: { home: t('post.home'), blog: t('post.blog') },
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const root = rootData(matches);
  if (!loaderData?.found)
    return seoMeta(root, {
      title: loaderData?.title ?? 'Post not found',
      description: loaderData?.title ?? '',
      path: location.pathname,
      noindex: true,
    });
  const { post, labels } = loaderData;
  const base = root?.site.siteUrl ?? '';
  const url = `${base}/blog/${encodeURIComponent(post.slug)}`;
  const image = new URL(post.featuredImageUrl || '/media/og-default.png', base || 'http://localhost').toString();
  return seoMeta(root, {
    title: post.seoTitle,
    description: post.seoDescription,
    path: `/blog/${encodeURIComponent(post.slug)}`,
    image: post.featuredImageUrl ?? undefined,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.seoDescription,
        image: [image],
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: post.author ? { '@type': 'Person', name: post.author.displayName } : undefined,
        publisher: root
          ? {
              '@type': 'Organization',
              name: root.site.siteName,
              logo: { '@type': 'ImageObject', url: `${base}/media/apple-touch-icon.png` },
            }
          : undefined,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        articleSection: post.categories.map((c) => c.name),
        timeRequired: `PT${post.readingTimeMinutes}M`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: labels.home, item: `${base}/` },
          { '@type': 'ListItem', position: 2, name: labels.blog, item: `${base}/blog` },
          { '@type': 'ListItem', position: 3, name: post.title, item: url },
        ],
      },
    ],
  }).concat([
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:modified_time', content: post.updatedAt },
    ...post.categories.map((c) => ({ property: 'article:tag', content: c.name })),
  ]);
};

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t('post.back')}
    </Link>
  );
}

export default function BlogPostPage() {
  const { t } = useTranslation('blog');
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.found) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{t('post.notFound')}</h1>
        <p className="text-muted-foreground">{t('post.notFoundText')}</p>
        <Button asChild>
          <Link to="/blog">
            <ArrowLeft aria-hidden />
            {t('post.back')}
          </Link>
        </Button>
      </section>
    );
  }
  const { post, relatedPosts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <article className="mx-auto max-w-3xl">
        <nav aria-label={t('post.breadcrumb')} className="mb-6 text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/" className="hover:text-foreground">
                {t('post.home')}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link to="/blog" className="hover:text-foreground">
                {t('post.blog')}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li aria-current="page" className="line-clamp-1 text-foreground">
              {post.title}
            </li>
          </ol>
        </nav>
        <header className="flex flex-col gap-4">
          <CategoryTags categories={post.categories} limit={post.categories.length} />
          <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
          <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {post.author ? (
              <span className="font-medium text-foreground">{t('post.by', { name: post.author.displayName })}</span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {t('card.readingTime', { count: post.readingTimeMinutes })}
            </span>
          </div>
        </header>
        {post.featuredImageUrl ? (
          <img
            src={post.featuredImageUrl}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
            className="mt-8 aspect-[1200/630] w-full rounded-lg border object-cover"
          />
        ) : null}
        {/* Sanitised on the server with an allow-list, on save and again on the way out. */}
        <div
          className="prose-content mt-8"
          data-testid="post-content"
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
        <footer className="mt-10 flex flex-col gap-6 border-t pt-6">
          {post.categories.length ? (
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-sm font-semibold">{t('post.categories')}</h2>
              <CategoryTags categories={post.categories} limit={post.categories.length} />
            </div>
          ) : null}
          <BackLink />
        </footer>
      </article>

      {relatedPosts.length ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-7xl border-t pt-10">
          <h2 id="related-heading" className="mb-6 text-2xl font-bold">
            {t('post.related')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {relatedPosts.map((related) => (
              <PostCard key={related.id} post={related} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
