import Loader2 from 'lucide-react/icons/loader-circle';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useNavigate } from 'react-router';
import type { OrderLicenceDto } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { Price } from './price.tsx';

/** Puts the renewal of this licence's updates in the cart and goes to checkout. */
export function RenewButton({ licence }: { licence: Pick<OrderLicenceDto, 'key' | 'renewalPrice'> }) {
  const { t } = useTranslation('licence-terms');
  const navigate = useNavigate();
  const renew = useAddToCart();
  const onRenew = () =>
    renew.mutate(
      { renewalOf: licence.key },
      {
        onSuccess: () => navigate('/checkout'),
        onError: (error) => toast.error(errorText(t, error, t('renewals.failed'))),
      },
    );
  return (
    <Button size="sm" onClick={onRenew} disabled={renew.isPending} data-testid="renew-updates">
      {renew.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      {t('renewals.renew')}
      <span className="font-normal">
        (<Price value={licence.renewalPrice} />)
      </span>
    </Button>
  );
}
