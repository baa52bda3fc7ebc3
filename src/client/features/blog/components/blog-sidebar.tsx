import Rss from 'lucide-react/icons/rss';
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { BLOG_RSS_PATH } from '#shared/contracts/blog.constants.ts';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { blogHref, type BlogSearch } from '../search-params.ts';

/** Search form: trimmed text, a blank search clears `query`, and the page goes back to 1. */
export function BlogSearchForm({ search }: { search: BlogSearch }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [text, setText] = useState(search.query ?? '');
  // A new search from the URL (a link, back/forward) replaces what the box shows.
  const [shown, setShown] = useState(search.query);
  if (shown !== search.query) {
    setShown(search.query);
    setText(search.query ?? '');
  }
  return (
    <form
      role="search"
      action="/blog"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(blogHref({ page: 1, category: search.category, query: text.trim() || undefined }));
      }}
    >
      {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
      <Input
        name="query"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={200}
      />
      <Button type="submit" size="icon" aria-label={t('search.submit')}>
        <Search aria-hidden />
      </Button>
    </form>
  );
}

interface CategoryListProps {
  categories: BlogCategory[] | undefined;
  search: BlogSearch;
  loading: boolean;
}

/** 'All Articles' plus one entry per category; the active one is highlighted. Choosing resets the page. */
export function CategoryList({ categories, search, loading }: CategoryListProps) {
  const { t } = useTranslation('blog');
  const item = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        // Chips that wrap on phones (above the list), a vertical list beside it on desktop.
        'block rounded-full border px-3 py-1.5 text-sm hover:bg-muted lg:rounded-md lg:border-0 lg:py-2',
        active ? 'border-transparent bg-accent font-semibold text-accent-foreground' : 'text-foreground/80',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading" className="mb-3 text-base font-semibold">
        {t('categories.title')}
      </h2>
      {loading ? (
        <div className="flex flex-wrap gap-2 lg:flex-col" data-testid="category-skeletons">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-24 lg:w-full" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          <li>{item(blogHref({ page: 1, query: search.query }), t('categories.all'), !search.category)}</li>
          {(categories ?? []).map((category) => (
            <li key={category.id}>
              {item(
                blogHref({ page: 1, category: category.slug, query: search.query }),
                category.name,
                search.category === category.slug,
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function RssLink() {
  const { t } = useTranslation('blog');
  return (
    <a
      href={BLOG_RSS_PATH}
      className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
    >
      <Rss className="size-4 text-warning" aria-hidden />
      {t('rss')}
    </a>
  );
}
