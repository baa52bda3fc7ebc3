import { data } from 'react-router';
import { NotFoundPage } from '#client/components/layout/not-found-page.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/not-found';

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'common');
  // A real 404 status, so crawlers and monitors see a missing page as missing.
  return data({ title: t('notFound.title') }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Not Found',
    description: data?.title ?? 'Not Found',
    path: location.pathname,
    noindex: true,
  });

export default NotFoundPage;
