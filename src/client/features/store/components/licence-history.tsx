import History from 'lucide-react/icons/history';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';

// The list, its texts and its query load when the history is first opened (DESIGN JS budget).
const HistoryList = lazy(() => import('./licence-history-list.tsx'));

/**
 * The licence's last events behind a native <details>: nothing is fetched (and no script beyond
 * this small component is loaded) until the owner opens it.
 */
export function LicenceHistory({ licenceId }: { licenceId: number }) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState(false);
  return (
    <details className="group mt-3 border-t pt-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground">
        <History className="size-4" aria-hidden />
        {t('licenceHistory.title')}
      </summary>
      <div className="mt-2 pl-6">
        {open ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">{t('licenceHistory.loading')}</p>}>
            <HistoryList licenceId={licenceId} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
