import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import Monitor from 'lucide-react/icons/monitor';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';
import { CategoryBadges } from './category-badges.tsx';
import { IndicatorImage } from './indicator-image.tsx';
import { Price } from './price.tsx';
import type { PurchaseState } from '../purchase-state.ts';
import { PurchaseActions } from './purchase-actions.tsx';
import { UpgradePrice } from './upgrade-price.tsx';

export function BackToCatalog() {
  const { t } = useTranslation('store');
  return (
    <Button asChild variant="outline">
      <Link to="/indicators">
        <ArrowLeft aria-hidden />
        {t('detail.back')}
      </Link>
    </Button>
  );
}

export function IndicatorDetail({
  indicator,
  signedIn,
  platform,
  purchaseState,
}: {
  indicator: IndicatorDto;
  signedIn: boolean;
  platform: string;
  purchaseState?: PurchaseState;
}) {
  const { t } = useTranslation('store');
  const langOf = useContentLang();
  return (
    <article data-testid="indicator-detail">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-lg border shadow-sm lg:sticky lg:top-24 lg:self-start">
          <IndicatorImage
            src={indicator.imageUrl}
            alt={t('detail.imageAlt', { name: indicator.name, platform })}
            kind={indicator.kind}
            eager
          />
        </div>
        <div className="flex flex-col gap-5">
          <CategoryBadges categories={indicator.categories} />
          <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{indicator.name}</h1>
          {indicator.shortDescription ? (
            <p lang={langOf(indicator.languages.shortDescription)} className="text-lg text-muted-foreground">
              {indicator.shortDescription}
            </p>
          ) : null}
          <div className="flex items-baseline gap-3">
            <Price value={indicator.price} className="text-4xl font-bold" />
            <span className="text-sm font-medium text-muted-foreground">{t('price.oneTime')}</span>
          </div>
          {indicator.kind === 'bundle' ? <UpgradePrice signedIn={signedIn} indicatorId={indicator.id} /> : null}
          <PurchaseActions
            indicatorId={indicator.id}
            kind={indicator.kind}
            signedIn={signedIn}
            initialState={purchaseState}
          />
          <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Monitor className="size-4 text-primary" aria-hidden />
              {t('detail.licence', { count: indicator.machineLimit })}
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-primary" aria-hidden />
              {t('detail.delivery')}
            </li>
            <li className="flex items-center gap-2">
              <RefreshCw className="size-4 text-primary" aria-hidden />
              {t('detail.updates')}
            </li>
          </ul>
        </div>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="mb-3 text-2xl font-bold">
            {t('detail.description')}
          </h2>
          <p
            lang={langOf(indicator.languages.description)}
            className="whitespace-pre-line leading-relaxed text-foreground/90"
            data-testid="indicator-description"
          >
            {indicator.description}
          </p>
        </section>
        {indicator.features && indicator.features.length > 0 ? (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="mb-3 text-2xl font-bold">
              {t('detail.features')}
            </h2>
            <ul lang={langOf(indicator.languages.features)} className="flex flex-col gap-2.5">
              {indicator.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** SPEC §2: the detail page shows a skeleton while loading. */
export function IndicatorDetailSkeleton() {
  const { t } = useTranslation('store');
  return (
    <div
      className="grid gap-8 lg:grid-cols-2 lg:gap-12"
      data-testid="indicator-detail-skeleton"
      role="status"
      aria-label={t('catalogue.loading')}
    >
      <Skeleton className="aspect-[8/5] w-full" />
      <div className="flex flex-col gap-5">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-10 w-40" />
        <div className="flex gap-3">
          <Skeleton className="h-11 flex-1" />
          <Skeleton className="h-11 flex-1" />
        </div>
      </div>
    </div>
  );
}
