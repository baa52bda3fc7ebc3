import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { pageItems } from '../pagination.ts';

interface BlogPaginationProps {
  current: number;
  total: number;
  href: (page: number) => string;
}

/** Numbered, windowed pagination (SPEC §9); the current page is a disabled button. Hidden for one page. */
export function BlogPagination({ current, total, href }: BlogPaginationProps) {
  const { t } = useTranslation('blog');
  if (total <= 1) return null;
  const link = (page: number, label: React.ReactNode, aria: string, className?: string) => (
    <Link
      to={href(page)}
      aria-label={aria}
      className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), className)}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {current > 1 ? (
            link(current - 1, <ChevronLeft aria-hidden />, t('pagination.previous'))
          ) : (
            <button
              type="button"
              disabled
              aria-label={t('pagination.previous')}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
            >
              <ChevronLeft aria-hidden />
            </button>
          )}
        </li>
        {pageItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === current ? (
                <button
                  type="button"
                  disabled
                  aria-current="page"
                  aria-label={t('pagination.page', { page: item })}
                  className={cn(buttonVariants({ size: 'icon' }), 'disabled:opacity-100')}
                >
                  {item}
                </button>
              ) : (
                link(item, item, t('pagination.page', { page: item }))
              )}
            </li>
          ) : (
            <li key={item} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
        <li>
          {current < total ? (
            link(current + 1, <ChevronRight aria-hidden />, t('pagination.next'))
          ) : (
            <button
              type="button"
              disabled
              aria-label={t('pagination.next')}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
            >
              <ChevronRight aria-hidden />
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
