import ArrowUpCircle from 'lucide-react/icons/circle-arrow-up';
import type { CartItemDto, CartSummary } from '#shared/contracts/store.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useUpgradePrices } from '../api/upgrade-prices.ts';
import { Price } from './price.tsx';

/**
 * On the indicator page and pricing, the Pro Bundle at the signed-in customer's price
 * when they own some of its indicators (bundle price − what they paid for them, never below 0).
 * `indicatorId` picks one bundle; without it, the first. Shown after hydration (per-user data).
 */
export function UpgradePrice({ signedIn, indicatorId }: { signedIn: boolean; indicatorId?: number }) {
  const { t } = useTranslation('licence-terms');
  const hydrated = useHydrated();
  const prices = useUpgradePrices({ enabled: signedIn && hydrated });
  const bundle = prices.data?.bundles.find((b) => indicatorId === undefined || b.indicatorId === indicatorId);
  if (!signedIn || !hydrated || !bundle || bundle.upgradeCredit <= 0) return null;
  return (
    <div
      className="flex items-start gap-3 rounded-md border border-primary/40 bg-accent p-3 text-sm text-accent-foreground"
      data-testid="upgrade-price"
    >
      <ArrowUpCircle className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div>
        <p className="font-semibold">
          {t('upgrade.yourPrice')} <Price value={bundle.upgradePrice} className="text-base font-bold" />
        </p>
        <p>
          {t('upgrade.explain')} <Price value={bundle.upgradeCredit} />
        </p>
      </div>
    </div>
  );
}

/** The credit line of a cart or checkout summary (nothing without a credit). */
export function UpgradeCreditLine({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation('licence-terms');
  if (summary.upgradeCredit <= 0) return null;
  return (
    <div className="flex justify-between text-success">
      <dt>{t('upgrade.credit')}</dt>
      <dd data-testid="upgrade-credit">
        −<Price value={summary.upgradeCredit} />
      </dd>
    </div>
  );
}

/** Under a cart line: a renewal names its licence; a bundle upgrade its credit. */
export function CartLineNote({ item }: { item: Pick<CartItemDto, 'renewalOf' | 'upgradeCredit'> }) {
  const { t } = useTranslation('licence-terms');
  if (item.renewalOf)
    return (
      <p className="text-xs font-medium text-primary" data-testid="cart-renewal">
        {t('renewals.cartLine')} <code className="font-mono">{item.renewalOf.key}</code>
      </p>
    );
  if (item.upgradeCredit > 0)
    return (
      <p className="text-xs font-medium text-success" data-testid="cart-upgrade-credit">
        {t('upgrade.lineCredit')} −<Price value={item.upgradeCredit} />
      </p>
    );
  return null;
}
