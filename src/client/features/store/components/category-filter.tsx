import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { PublicCategory } from '#shared/contracts/store.ts';
import { cn } from '#client/lib/cn.ts';
import { useContentLang } from '#client/lib/content-lang.ts';

/** Links, not buttons: each filtered view has a real URL (`?category=ID`) that can be shared. */
export function CategoryFilter({
  basePath,
  categories,
  active,
}: {
  basePath: string;
  categories: PublicCategory[];
  active: number | null;
}) {
  const { t } = useTranslation('store');
  const langOf = useContentLang();
  const pill = (selected: boolean) =>
    cn(
      'inline-flex h-9 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      selected ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
    );
  return (
    <nav aria-label={t('catalogue.filterLabel')} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2">
        <li>
          <Link
            to={basePath}
            preventScrollReset
            replace
            className={pill(active === null)}
            aria-current={active === null ? 'page' : undefined}
          >
            {t('catalogue.allCategories')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id} lang={langOf(category.language)}>
            <Link
              to={`${basePath}?category=${category.id}`}
              preventScrollReset
              replace
              className={pill(active === category.id)}
              aria-current={active === category.id ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
