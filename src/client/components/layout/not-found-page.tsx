import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** SPEC §2: any other path shows 'Not Found' with a link home. Also the default 404 of `GeneralErrorBoundary`. */
export function NotFoundPage() {
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
