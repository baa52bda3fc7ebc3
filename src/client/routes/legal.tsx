import { LegalArticle } from '#client/features/marketing/components/legal-article.tsx';
import { legalPageOf, loadLegalPage } from '#client/features/marketing/legal-page.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/legal';

// Serves /privacy, /terms and /risk-disclosure (routes.ts names each); the path says which text to show.
export const handle = { i18n: ['legal'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLegalPage(context, legalPageOf(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? '',
    description: data?.description ?? '',
    path: data?.path ?? '/',
  });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
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
