import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { PageHeader } from '#client/features/marketing/components/page-header.tsx';
import { TutorialCards } from '#client/features/marketing/components/tutorial-cards.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/tutorials';

export const handle = { i18n: ['tutorials'] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'tutorials');
  return { title: t('meta.title'), description: t('meta.description', { platform: context.site.platformName }) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/tutorials' });

export default function Tutorials() {
  const { t } = useTranslation('tutorials');
  return (
    <>
      <PageHeader title={t('header.title')} text={t('header.text')} />
      <div className="px-4 py-14">
        <TutorialCards />
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted-foreground">
          {t('more.text')}{' '}
          <Link to="/suggestions" className="font-medium text-primary underline underline-offset-4">
            {t('more.cta')}
          </Link>
        </p>
      </div>
    </>
  );
}
