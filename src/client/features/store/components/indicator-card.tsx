import ArrowRight from 'lucide-react/icons/arrow-right';
import Monitor from 'lucide-react/icons/monitor';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';
import { CategoryBadges } from './category-badges.tsx';
import { IndicatorImage } from './indicator-image.tsx';
import { Price } from './price.tsx';

export function IndicatorCard({ indicator, eager = false }: { indicator: IndicatorDto; eager?: boolean }) {
  const { t } = useTranslation('store');
  const langOf = useContentLang();
  const href = `/indicators/${indicator.id}`;
  const bundle = indicator.kind === 'bundle';
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md ${bundle ? 'ring-2 ring-primary' : ''}`}
      data-testid="indicator-card"
    >
      <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden className="block">
        <IndicatorImage src={indicator.imageUrl} alt="" kind={indicator.kind} eager={eager} />
      </Link>
      {bundle ? <Badge className="absolute right-3 top-3 shadow">{t('card.mostPopular')}</Badge> : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadges categories={indicator.categories} limit={2} />
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={href} prefetch="intent" className="hover:text-primary hover:underline">
            {indicator.name}
          </Link>
        </h2>
        {indicator.shortDescription ? (
          <p lang={langOf(indicator.languages.shortDescription)} className="line-clamp-3 text-sm text-muted-foreground">
            {indicator.shortDescription}
          </p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <div>
            <Price value={indicator.price} className="text-xl font-bold" />
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Monitor className="size-3.5" aria-hidden />
              {t('card.machines', { count: indicator.machineLimit })}
            </p>
          </div>
          <Link
            to={href}
            prefetch="intent"
            aria-label={t('card.detailsOf', { name: indicator.name })}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('card.details')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** SPEC §2: six skeleton cards while the catalogue loads. */
export function IndicatorCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex flex-col overflow-hidden rounded-lg border bg-card"
          data-testid="indicator-skeleton"
        >
          <Skeleton className="aspect-[8/5] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-7 w-20" />
          </div>
        </div>
      ))}
    </>
  );
}
