import Check from 'lucide-react/icons/check';
import { Trans } from 'react-i18next';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { type PlanPrices } from '../plan-prices.ts';
import { formatPlanPrice } from '#shared/money.ts';

export interface PricingLinks {
  starter: string;
  pro: string;
  enterprise: string;
}

// Starter "from" the cheapest indicator, the Pro Bundle at its price, both read from the catalogue
// (plan-prices.ts); Enterprise custom. Prices are USD, en-US formatted everywhere (SPEC §9).
const PLANS = [
  {
    key: 'starter',
    features: [
      'plans.starter.features.indicator',
      'plans.starter.features.machines',
      'plans.starter.features.lifetime',
      'plans.starter.features.delivery',
      'plans.starter.features.support',
    ],
  },
  // The bundle's name is a product name, the same in every language.
  {
    key: 'pro',
    name: 'Pro Bundle',
    popular: true,
    features: [
      'plans.pro.features.indicators',
      'plans.pro.features.machines',
      'plans.pro.features.oneKey',
      'plans.pro.features.templates',
      'plans.pro.features.lifetime',
      'plans.pro.features.support',
    ],
  },
  {
    key: 'enterprise',
    features: [
      'plans.enterprise.features.machines',
      'plans.enterprise.features.team',
      'plans.enterprise.features.terms',
      'plans.enterprise.features.contact',
    ],
  },
] as const;

export function PricingPlans({ links, prices }: { links: PricingLinks; prices: PlanPrices }) {
  const { t } = useTranslation('pricing');
  const priceOf = (key: (typeof PLANS)[number]['key']) =>
    key === 'starter' ? (
      <Trans
        t={t}
        i18nKey="plans.starter.from"
        values={{ price: formatPlanPrice(prices.starterFrom) }}
        components={{ small: <span className="text-lg font-semibold text-muted-foreground" /> }}
      />
    ) : key === 'pro' ? (
      formatPlanPrice(prices.pro)
    ) : (
      t('plans.enterprise.price')
    );
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3 lg:items-stretch">
      {PLANS.map((plan) => {
        const popular = 'popular' in plan && plan.popular;
        return (
          <li
            key={plan.key}
            data-testid={`plan-${plan.key}`}
            className={cn(
              'relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
              popular && 'border-2 border-primary shadow-lg lg:-my-2 lg:py-10',
            )}
          >
            {popular ? (
              <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-sm">
                {t('plans.pro.badge')}
              </Badge>
            ) : null}
            <h2 className="text-xl font-bold">{'name' in plan ? plan.name : t(`plans.${plan.key}.name`)}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(`plans.${plan.key}.summary`)}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight">{priceOf(plan.key)}</span>
              <span className="text-sm text-muted-foreground">{t(`plans.${plan.key}.period`)}</span>
            </p>
            <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>{t(feature)}</span>
                </li>
              ))}
            </ul>
            {/* A long call to action ("Contacter le service commercial") wraps on a phone. */}
            <Button
              asChild
              size="lg"
              variant={popular ? 'default' : 'outline'}
              className="mt-8 h-auto min-h-10 w-full whitespace-normal py-2 text-center"
            >
              <Link to={links[plan.key]}>{t(`plans.${plan.key}.cta`)}</Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
