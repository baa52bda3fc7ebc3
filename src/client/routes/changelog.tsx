import Bug from 'lucide-react/icons/bug';
import Sparkles from 'lucide-react/icons/sparkles';
import TrendingUp from 'lucide-react/icons/trending-up';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { PageHeader } from '#client/features/marketing/components/page-header.tsx';
import { RELEASES, type ChangeType } from '#client/features/marketing/changelog-entries.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/changelog';

export const handle = { i18n: ['changelog'] };

const TYPE_STYLE: Record<ChangeType, { variant: 'success' | 'default' | 'warning'; icon: typeof Sparkles }> = {
  new: { variant: 'success', icon: Sparkles },
  improved: { variant: 'default', icon: TrendingUp },
  fixed: { variant: 'warning', icon: Bug },
};

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'changelog');
  return { title: t('meta.title'), description: t('meta.description', { platform: context.site.platformName }) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/changelog' });

export default function Changelog() {
  const { t, i18n } = useTranslation('changelog');
  // UTC, so the server and the browser print the same day.
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <PageHeader title={t('header.title')} text={t('header.text')} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ol className="flex flex-col gap-12">
          {RELEASES.map((release) => (
            <li key={release.version} className="relative border-l-2 pl-6" data-testid={`release-${release.version}`}>
              <span className="absolute -left-[7px] top-2 size-3 rounded-full bg-primary" aria-hidden />
              <h2 id={`v${release.version}`} className="text-2xl font-bold">
                {t('release.version', { version: release.version })}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                <time dateTime={release.date}>{dateFormat.format(new Date(`${release.date}T00:00:00Z`))}</time>
              </p>
              <p className="mt-3">{t(release.summary)}</p>
              <ul className="mt-4 flex flex-col gap-3">
                {release.changes.map((change) => {
                  const style = TYPE_STYLE[change.type];
                  const Icon = style.icon;
                  return (
                    <li key={change.text} className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-3">
                      <Badge
                        variant={style.variant}
                        className="w-fit shrink-0 gap-1 sm:mt-0.5 sm:w-24 sm:justify-center"
                      >
                        <Icon className="size-3" aria-hidden />
                        {t(`type.${change.type}`)}
                      </Badge>
                      <span className="text-sm leading-relaxed">{t(change.text)}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-sm text-muted-foreground">
          {t('update.text')}{' '}
          <Link to="/docs#installation" className="font-medium text-primary underline underline-offset-4">
            {t('update.cta')}
          </Link>
        </p>
      </div>
    </>
  );
}
