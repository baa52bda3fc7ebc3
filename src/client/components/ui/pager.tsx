import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '#client/components/ui/button.tsx';

export type PagerKey = 'label' | 'previous' | 'next' | 'page';

/**
 * The labels, from the caller's namespace (each table names its pages its own way):
 * `pagerLabels((key, values) => t(`pagination.${key}`, values), page, totalPages)`.
 */
export function pagerLabels(
  text: (key: PagerKey, values: { page: number; total: number }) => string,
  page: number,
  totalPages: number,
): Props['labels'] {
  const values = { page, total: totalPages };
  return {
    nav: text('label', values),
    previous: text('previous', values),
    next: text('next', values),
    page: text('page', values),
  };
}

interface Props {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  labels: { nav: string; previous: string; next: string; page: string };
  /** Announce 'Page X of Y' to screen readers when it changes. */
  live?: boolean;
}

/** Previous / Next with 'Page X of Y'; nothing at all when there is only one page (SPEC §2). */
export function Pager({ page, totalPages, onPage, labels, live = false }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        {labels.previous}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live={live ? 'polite' : undefined}>
        {labels.page}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** The Pager of a list whose page came back as `pagination` (admin blog posts, support messages). */
export function PaginationPager({
  pagination,
  onPage,
  text,
}: {
  pagination: { currentPage: number; totalPages: number };
  onPage(page: number): void;
  text: Parameters<typeof pagerLabels>[0];
}) {
  const { currentPage, totalPages } = pagination;
  return (
    <Pager
      page={currentPage}
      totalPages={totalPages}
      onPage={onPage}
      labels={pagerLabels(text, currentPage, totalPages)}
    />
  );
}
