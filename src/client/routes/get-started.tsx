import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useRouteLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/features/marketing/components/page-header.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/get-started';

export const handle = { i18n: ['getStarted'] };

// SPEC §2: two steps, to the catalogue and to the docs.
const STEPS = [
  { key: 'choose', to: '/products', secondary: { to: '/pricing', key: 'choose.secondary' } },
  { key: 'install', to: '/docs', secondary: { to: '/tutorials', key: 'install.secondary' } },
] as const;

const REQUIREMENTS = ['platform', 'windows', 'memory', 'internet', 'data'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'getStarted');
  return { title: t('meta.title'), description: t('meta.description', { platform: context.site.platformName }) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/get-started' });

export default function GetStarted() {
  const { t } = useTranslation('getStarted');
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site;
  const vars = { platform: site?.platformName ?? '', minVersion: site?.platformMinVersion ?? '' };
  return (
    <>
      <PageHeader title={t('header.title')} text={t('header.text')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_20rem]">
        <ol className="flex flex-col gap-6">
          {STEPS.map((step, index) => (
            <li
              key={step.key}
              className="flex gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
              data-testid={`step-${step.key}`}
            >
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-3">
                <h2 className="text-xl font-bold">
                  <span className="sr-only">{t('step', { number: index + 1 })} </span>
                  {t(`${step.key}.title`)}
                </h2>
                <p className="text-muted-foreground">{t(`${step.key}.text`, vars)}</p>
                <ul className="flex flex-col gap-1.5 text-sm">
                  {(['point1', 'point2', 'point3'] as const).map((point) => (
                    <li key={point} className="flex gap-2">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {t(`${step.key}.${point}`, vars)}
                    </li>
                  ))}
                </ul>
                <div className="mt-2 flex flex-wrap items-center gap-4">
                  <Button asChild>
                    <Link to={step.to}>
                      {t(`${step.key}.cta`)}
                      <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                  <Link
                    to={step.secondary.to}
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t(step.secondary.key)}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <aside className="flex flex-col gap-6" aria-label={t('aside.label')}>
          <section aria-labelledby="requirements-title" className="rounded-xl border bg-muted/40 p-6">
            <h2 id="requirements-title" className="font-semibold">
              {t('requirements.title')}
            </h2>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
              {REQUIREMENTS.map((key) => (
                <li key={key}>{t(`requirements.${key}`, vars)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="help-title" className="rounded-xl border p-6">
            <h2 id="help-title" className="flex items-center gap-2 font-semibold">
              <LifeBuoy className="size-5 text-primary" aria-hidden />
              {t('help.title')}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{t('help.text', vars)}</p>
            <Button asChild variant="outline" size="sm" className="mt-4">
              <Link to="/support">{t('help.cta')}</Link>
            </Button>
          </section>
        </aside>
      </div>
    </>
  );
}
