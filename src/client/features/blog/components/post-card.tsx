import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';
import { BLOG_TAGS_PER_CARD } from '#shared/contracts/blog.constants.ts';
import { formatDay, formatLongDate } from '#shared/intl-formats.ts';
import type { BlogPostSummary } from '#shared/contracts/blog.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

/** Tags link to the category filter; at most 2 per card (SPEC §2). */
export function CategoryTags({
  categories,
  limit = BLOG_TAGS_PER_CARD,
}: {
  categories: BlogPostSummary['categories'];
  limit?: number;
}) {
  if (!categories.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {categories.slice(0, limit).map((category) => (
        <li key={category.id}>
          <Link
            to={`/blog?category=${encodeURIComponent(category.slug)}`}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Badge variant="secondary" className="hover:bg-accent hover:text-accent-foreground">
              {category.name}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface PostCardProps {
  post: BlogPostSummary;
  /** Featured cards are larger and show a long date; list cards a short one (SPEC §2). */
  variant?: 'featured' | 'list';
  /** The first cards of a page are above the fold on desktop: load their image eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function PostCard({ post, variant = 'list', eager = false, headingLevel: Heading = 'h3' }: PostCardProps) {
  const { t, i18n } = useTranslation('blog');
  const featured = variant === 'featured';
  const contentLang = useContentLang();
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
      data-testid={featured ? 'featured-card' : 'post-card'}
    >
      <Link to={href} tabIndex={-1} aria-hidden className="block overflow-hidden bg-muted">
        <img
          src={post.featuredImageUrl || '/media/blog-1.webp'}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[1200/630] w-full object-cover transition-transform duration-300 hover:scale-[1.02]"
        />
      </Link>
      <div className={cn('flex flex-1 flex-col gap-3', featured ? 'p-6' : 'p-5')}>
        <CategoryTags categories={post.categories} />
        <Heading
          lang={contentLang(post.languages.title)}
          className={cn('font-semibold leading-snug', featured ? 'text-xl sm:text-2xl' : 'text-lg')}
        >
          <Link
            to={href}
            className="hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {post.title}
          </Link>
        </Heading>
        <p
          lang={contentLang(post.languages.excerpt)}
          className={cn('text-muted-foreground', featured ? 'text-base' : 'line-clamp-3 text-sm')}
        >
          {post.excerpt}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          {post.author ? <span className="font-medium text-foreground">{post.author.displayName}</span> : null}
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden />
            <time dateTime={post.publishedAt}>
              {(featured ? formatLongDate : formatDay)(post.publishedAt, i18n.language)}
            </time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {t('card.readingTime', { count: post.readingTimeMinutes })}
          </span>
        </div>
      </div>
    </article>
  );
}
