import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { BLOG_RSS_PATH, toPostSummary } from '#shared/contracts/blog.constants.ts';
import { formatLongDate } from '#shared/intl-formats.ts';
import { getBlogPost } from '#shared/contracts/blog.endpoints.ts';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CategoryTags, PostCard } from '#client/features/blog/components/post-card.tsx';
import { PostContents } from '#client/features/blog/components/post-contents.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { blogPostingJsonLd, breadcrumbListJsonLd } from '#client/lib/json-ld.ts';
import { loadFailed, notFound, thrownHead } from '#client/lib/route-errors.ts';
import { useContentLang } from '#client/lib/content-lang.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { localizedUrl } from '#shared/seo.ts';
import type { Route } from './+types/blog-post';

export const handle = { i18n: ['blog'] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'blog');
  const result = await context.api(getBlogPost, { slug: params.slug });
  if (!result.ok) {
    // A missing post is a real 404 for crawlers; other failures surface as the error boundary.
    if (result.status === 404 || result.status === 400) notFound({ title: t('post.notFound') });
    loadFailed(result.status);
  }
  const { post, relatedPosts, toc } = result.data;
  return {
    post,
    toc,
    relatedPosts: relatedPosts.map(toPostSummary),
    labels: { home: t('post.home'), blog: t('post.blog') },
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location, error }) => {
  const root = rootData(matches);
  if (!loaderData) {
    // The 404 of `notFound` names the page; another failure keeps the head empty, as the error page always had.
    const head = thrownHead(error);
    return head
      ? seoMeta(root, { title: head.title, description: head.title, path: location.pathname, noindex: true })
      : [];
  }
  const { post, labels } = loaderData;
  const base = root?.site.siteUrl ?? '';
  const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
  const url = `${base}${postPath(post.slug)}`;
  // The meta description stays within 160 characters (DESIGN "SEO").
  const description =
    post.seoDescription.length > 160 ? `${post.seoDescription.slice(0, 159).trimEnd()}…` : post.seoDescription;
  return seoMeta(root, {
    title: post.seoTitle,
    description,
    path: postPath(post.slug),
    // Hreflang between the translations written, each at its own slug.
    alternates: post.translations.map((t) => ({ language: t.language, path: postPath(t.slug) })),
    image: post.featuredImageUrl ?? undefined,
    type: 'article',
    jsonLd: root
      ? [
          blogPostingJsonLd(post, root.site, url),
          breadcrumbListJsonLd([
            { name: labels.home, url: `${base}/` },
            { name: labels.blog, url: `${base}/blog` },
            { name: post.title, url },
          ]),
        ]
      : [],
  }).concat([
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:modified_time', content: post.updatedAt },
    ...post.categories.map((c) => ({ property: 'article:tag', content: c.name })),
    ...(root
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: `${root.site.siteName} Blog`,
            href: localizedUrl(base, BLOG_RSS_PATH, root.lang),
          },
        ]
      : []),
  ]);
};

/** SPEC §2: 'Post not found' with a way back to the blog (a 404 from the loader's `notFound`). */
function PostNotFound() {
  const { t } = useTranslation('blog');
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
  const { t, i18n } = useTranslation('blog');
  const loaderData = useLoaderData<typeof loader>();
  const { post, relatedPosts, toc } = loaderData;
  const contentLang = useContentLang();
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
            <li aria-current="page" lang={contentLang(post.languages.title)} className="line-clamp-1 text-foreground">
              {post.title}
            </li>
          </ol>
        </nav>
        <header className="flex flex-col gap-4">
          <CategoryTags categories={post.categories} limit={post.categories.length} />
          <h1
            lang={contentLang(post.languages.title)}
            className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl"
          >
            {post.title}
          </h1>
          <p lang={contentLang(post.languages.excerpt)} className="text-lg text-muted-foreground">
            {post.excerpt}
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {post.author ? (
              <span className="font-medium text-foreground">{t('post.by', { name: post.author.displayName })}</span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, i18n.language)}</time>
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
            alt={post.featuredImageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
            className="mt-8 aspect-[1200/630] w-full rounded-lg border object-cover"
          />
        ) : null}
        <PostContents toc={toc} lang={contentLang(post.languages.content)} />
        {/* Sanitised on the server with an allow-list, on save and again on the way out. */}
        <div
          className="prose-content mt-8"
          lang={contentLang(post.languages.content)}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <PostNotFound /> }} />;
}
