import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/** Previous / Next with 'Page X of Y', only when there is more than one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const { t } = useTranslation('admin-store');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('orders.pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        {t('orders.pagination.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('orders.pagination.page', { page, total: totalPages })}</span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('orders.pagination.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
