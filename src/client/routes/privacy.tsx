import { LegalArticle } from '#client/features/marketing/components/legal-article.tsx';
import { loadLegalPage } from '#client/features/marketing/legal-page.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/privacy';

export const handle = { i18n: ['legal'] };

export async function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context, 'privacy');
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/privacy' });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalArticle
      heading={loaderData.heading}
      html={loaderData.html}
      headings={loaderData.headings}
      lang={loaderData.lang}
      fallback={loaderData.fallback}
    />
  );
}
