import ArrowRight from 'lucide-react/icons/arrow-right';
import MonitorPlay from 'lucide-react/icons/monitor-play';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { SiteSettings } from '#shared/site.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DemoVideoDialog, useHomeDemoLabels } from './demo-video.tsx';
import { HeroVideo } from './hero-video.tsx';
import { TrustChips } from './trust-chips.tsx';

export function Hero({ site }: { site: SiteSettings }) {
  const { t } = useTranslation('home');
  const vars = { platform: site.platformName, minVersion: site.platformMinVersion };
  const demoLabels = useHomeDemoLabels();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_minmax(0,600px)] lg:py-20">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full border bg-card px-3 py-1 text-sm font-medium text-accent-foreground">
            {t('hero.eyebrow', vars)}
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('hero.subtitle', vars)}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/get-started">
                {t('hero.cta')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <DemoVideoDialog
              labels={demoLabels}
              trigger={
                <Button size="lg" variant="outline" data-testid="demo-open">
                  <MonitorPlay aria-hidden />
                  {t('hero.demo')}
                </Button>
              }
            />
          </div>
          <p className="text-sm text-muted-foreground">{t('hero.requirements', vars)}</p>
        </div>
        <HeroVideo />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <TrustChips className="justify-center lg:justify-start" />
      </div>
    </section>
  );
}
