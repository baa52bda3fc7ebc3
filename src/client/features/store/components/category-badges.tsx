import type { PublicCategory } from '#shared/contracts/store.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';

export function CategoryBadges({ categories, limit }: { categories: PublicCategory[]; limit?: number }) {
  const langOf = useContentLang();
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="category-badges">
      {categories.slice(0, limit).map((category) => (
        <li key={category.id} lang={langOf(category.language)}>
          <Badge variant="secondary">{category.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
