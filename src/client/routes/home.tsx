import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { CtaBand } from '#client/features/marketing/components/cta-band.tsx';
import { DemoSection } from '#client/features/marketing/components/demo-section.tsx';
import { FEATURED_INDICATORS, FeaturedIndicators } from '#client/features/marketing/components/featured-indicators.tsx';
import { Hero } from '#client/features/marketing/components/hero.tsx';
import { LicenceHighlights } from '#client/features/marketing/components/licence-highlights.tsx';
import { Testimonials } from '#client/features/marketing/components/testimonials.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { organizationJsonLd, webSiteJsonLd } from '#client/lib/json-ld.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { listIndicators } from '#shared/contracts/store.endpoints.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';

export const handle = { i18n: ['home'] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'home');
  const platform = context.site.platformName;
  const catalogue = await context.api(listIndicators, {});
  const names = new Set<string>(FEATURED_INDICATORS.map((item) => item.name));
  const featured = catalogue.ok
    ? catalogue.data.indicators
        .filter((indicator) => names.has(indicator.name))
        .map(({ name, shortDescription, categories, languages }) => ({ name, shortDescription, categories, languages }))
    : [];
  return { title: t('meta.title', { platform }), description: t('meta.description', { platform }), featured };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = rootData(matches);
  return seoMeta(root, {
    title: data?.title ?? '',
    description: data?.description ?? '',
    path: '/',
    jsonLd: root ? [organizationJsonLd(root.site), webSiteJsonLd(root.site)] : [],
  });
};

export default function Home() {
  const { t } = useTranslation('home');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { featured } = useLoaderData<typeof loader>();
  if (!root) return null;
  return (
    <>
      <Hero site={root.site} />
      <FeaturedIndicators products={featured} />
      <DemoSection site={root.site} />
      <Testimonials site={root.site} />
      <LicenceHighlights />
      <CtaBand title={t('cta.title')} text={t('cta.text', { platform: root.site.platformName })} />
    </>
  );
}
