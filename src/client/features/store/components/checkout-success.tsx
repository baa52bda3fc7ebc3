import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { ListOrdersResponse } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useOrders } from '../api/list-orders.ts';
import { Price } from './price.tsx';

/** SPEC §2 success view; while a paid order waits for the payment webhook it checks back every few seconds. */
export function CheckoutSuccess({ orderId, initialOrders }: { orderId: number; initialOrders: ListOrdersResponse }) {
  const { t } = useTranslation('store');
  const orders = useOrders({
    initialData: initialOrders,
    refetchInterval: (query) =>
      query.state.data?.orders.find((o) => o.id === orderId)?.status === 'pending' ? 3_000 : false,
  });
  const order = orders.data?.orders.find((o) => o.id === orderId);
  const pending = order?.status === 'pending';
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-5 py-10 text-center"
      data-testid="checkout-success"
    >
      {pending ? (
        <Clock className="size-16 text-warning" aria-hidden />
      ) : (
        <CheckCircle2 className="size-16 text-success" aria-hidden />
      )}
      <h1 className="text-3xl font-bold tracking-tight">{t('checkout.successTitle')}</h1>
      <p className="text-lg font-semibold" data-testid="success-order-id">
        {t('checkout.successOrder', { id: orderId })}
        {order ? (
          <>
            {' · '}
            <Price value={order.totalAmount} />
          </>
        ) : null}
      </p>
      <p className="text-muted-foreground" role="status">
        {pending ? t('checkout.pendingText') : t('checkout.successText')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/indicators">{t('checkout.continueShopping')}</Link>
        </Button>
        <Button asChild>
          <Link to="/orders">{t('checkout.viewOrders')}</Link>
        </Button>
      </div>
    </section>
  );
}
