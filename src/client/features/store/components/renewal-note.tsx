import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from '#client/lib/use-translation.ts';

/** An order line that renewed a licence's updates (it has no key of its own). */
export function RenewalNote() {
  const { t } = useTranslation('licence-terms');
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground" data-testid="order-renewal">
      <RefreshCw className="size-4 text-primary" aria-hidden />
      {t('renewals.orderLine')}
    </p>
  );
}
