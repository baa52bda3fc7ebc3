import Check from 'lucide-react/icons/check';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Disclaimer } from '#client/components/layout/disclaimer.tsx';
import type { SiteSettings } from '#shared/site.ts';
import { DemoPosterButton } from './demo-video.tsx';

const POINTS = ['delta', 'imbalances', 'poc', 'signal'] as const;

/**
 * What the demo clip shows, next to a poster that opens it. Its signal on a past chart is a
 * hypothetical result: the performance disclaimer stands under it.
 */
export function DemoSection({ site }: { site: Pick<SiteSettings, 'disclaimers'> }) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="demo-title"
      className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2"
    >
      <div>
        <h2 id="demo-title" className="text-3xl font-bold tracking-tight">
          {t('demo.sectionTitle')}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t('demo.sectionText')}</p>
        <ul className="mt-6 flex flex-col gap-3">
          {POINTS.map((key) => (
            <li key={key} className="flex gap-3">
              <Check className="mt-1 size-5 shrink-0 text-success" aria-hidden />
              <span>{t(`demo.points.${key}`)}</span>
            </li>
          ))}
        </ul>
        <Disclaimer kind="performance" site={site} className="mt-6" />
      </div>
      <DemoPosterButton />
    </section>
  );
}
