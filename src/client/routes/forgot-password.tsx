import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/forgot-password';

export const handle = { i18n: ['auth'] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'auth');
  return { title: t('forgot.title'), description: t('forgot.subtitle') };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? '',
    description: data?.description ?? '',
    path: '/forgot-password',
    noindex: true,
  });

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('forgot.title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('forgot.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          <ForgotPasswordForm />
          <Link to="/login" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('actions.backToLogin')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
