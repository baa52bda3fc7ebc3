import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
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

export default function NotFound() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
