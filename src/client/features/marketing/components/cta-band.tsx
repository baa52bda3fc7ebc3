import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** Closing call to action shared by the marketing pages. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pb-4 pt-8">
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="max-w-2xl text-lg opacity-90">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to="/get-started">{t('cta.start')}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link to="/pricing">{t('cta.pricing')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
