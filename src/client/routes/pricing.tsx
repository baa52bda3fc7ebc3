import { useTranslation } from '#client/lib/use-translation.ts';
import { useRouteLoaderData } from 'react-router';
import { FaqList } from '#client/features/marketing/components/faq-list.tsx';
import { PageHeader } from '#client/features/marketing/components/page-header.tsx';
import { PricingPlans } from '#client/features/marketing/components/pricing-plans.tsx';
import { UpgradePrice } from '#client/features/store/components/upgrade-price.tsx';
import { listIndicators } from '#shared/contracts/store.endpoints.ts';
import { bundleHref } from '#client/features/marketing/bundle-link.ts';
import { planPrices } from '#client/features/marketing/plan-prices.ts';
import { formatPlanPrice } from '#shared/money.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/pricing';

export const handle = { i18n: ['pricing', 'licence-terms'] };

const INCLUDED = ['lifetime', 'delivery', 'updates', 'templates', 'move', 'support'] as const;
const QUESTIONS = ['choose', 'machine', 'taxes', 'updates', 'refund'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'pricing');
  // The Pro Bundle is a catalogue item (`kind: 'bundle'`); until the store lists one, the catalogue stands in.
  const indicators = await context.api(listIndicators, {}).catch(() => null);
  const prices = planPrices(indicators);
  return {
    title: t('meta.title'),
    description: t('meta.description', {
      platform: context.site.platformName,
      starter: formatPlanPrice(prices.starterFrom),
      pro: formatPlanPrice(prices.pro),
    }),
    prices,
    links: {
      starter: '/products',
      pro: bundleHref(indicators),
      enterprise: `/support?subject=${encodeURIComponent(t('plans.enterprise.subject'))}`,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/pricing' });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pricing');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const site = root?.site;
  const vars = { platform: site?.platformName ?? '', minVersion: site?.platformMinVersion ?? '' };
  return (
    <>
      <PageHeader title={t('header.title')} text={t('header.text')} />
      <section aria-label={t('plans.label')} className="px-4 py-14">
        <PricingPlans links={loaderData.links} prices={loaderData.prices} />
        <div className="mx-auto mt-6 max-w-md">
          <UpgradePrice signedIn={Boolean(root?.user)} />
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">{t('plans.note', vars)}</p>
      </section>
      <section aria-labelledby="included-title" className="bg-muted/40 px-4 py-14">
        <div className="mx-auto max-w-5xl">
          <h2 id="included-title" className="mb-8 text-center text-2xl font-bold">
            {t('included.title')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {INCLUDED.map((key) => (
              <li key={key}>
                <h3 className="font-semibold">{t(`included.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`included.${key}.text`, vars)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="pricing-faq-title" className="mb-6 text-2xl font-bold">
          {t('faq.title')}
        </h2>
        <FaqList
          items={QUESTIONS.map((key) => ({ id: key, question: t(`faq.${key}.q`), answer: t(`faq.${key}.a`, vars) }))}
        />
      </section>
    </>
  );
}
