import type { Category } from '#shared/contracts/store.ts';
import { Badge } from '#client/components/ui/badge.tsx';

export function CategoryBadges({ categories, limit }: { categories: Category[]; limit?: number }) {
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="category-badges">
      {categories.slice(0, limit).map((category) => (
        <li key={category.id}>
          <Badge variant="secondary">{category.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
