import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

export interface PricingLinks {
  starter: string;
  pro: string;
  enterprise: string;
}

// SPEC §9: Starter $99, Pro Bundle $299, Enterprise custom. Prices are USD, en-US formatted everywhere.
const PLANS = [
  { key: 'starter', price: 99, features: ['indicator', 'machines', 'lifetime', 'delivery', 'support'] },
  // The bundle's name is a product name, the same in every language.
  { key: 'pro', name: 'Pro Bundle', price: 299, popular: true, features: ['indicators', 'machines', 'oneKey', 'templates', 'lifetime', 'support'] },
  { key: 'enterprise', price: null, features: ['machines', 'team', 'terms', 'contact'] },
] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function PricingPlans({ links }: { links: PricingLinks }) {
  const { t } = useTranslation('pricing');
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3 lg:items-stretch">
      {PLANS.map((plan) => {
        const popular = 'popular' in plan && plan.popular;
        return (
          <li
            key={plan.key}
            data-testid={`plan-${plan.key}`}
            className={cn('relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8', popular && 'border-2 border-primary shadow-lg lg:-my-2 lg:py-10')}
          >
            {popular ? (
              <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-sm">{t('plans.pro.badge')}</Badge>
            ) : null}
            <h2 className="text-xl font-bold">{'name' in plan ? plan.name : t(`plans.${plan.key}.name`)}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(`plans.${plan.key}.summary`)}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight">{plan.price === null ? t('plans.enterprise.price') : usd.format(plan.price)}</span>
              <span className="text-sm text-muted-foreground">{t(`plans.${plan.key}.period`)}</span>
            </p>
            <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>{t(`plans.${plan.key}.features.${feature}`)}</span>
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={popular ? 'default' : 'outline'} className="mt-8 w-full">
              <Link to={links[plan.key]}>{t(`plans.${plan.key}.cta`)}</Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
