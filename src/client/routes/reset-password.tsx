import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx';
import { useCompleteSignIn } from '#client/features/auth/use-complete-sign-in.ts';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { tokenFromUrl, tokenPageHeaders } from '#client/lib/token-link.ts';
import type { Route } from './+types/reset-password';

export const handle = { i18n: ['auth'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'auth');
  const token = tokenFromUrl(request);
  return { token, title: t('reset.title'), description: t('reset.subtitle') };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? '',
    description: data?.description ?? '',
    path: '/reset-password',
    noindex: true,
  });

// The token is in the URL (`lib/token-link.ts`): no cache, no Referer beyond the origin.
export const headers: Route.HeadersFunction = tokenPageHeaders;

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token } = useLoaderData<typeof loader>();
  const complete = useCompleteSignIn('/');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('reset.title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('reset.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          {token ? (
            <ResetPasswordForm token={token} onSignedIn={(user) => complete(user)} />
          ) : (
            <p role="alert" className="text-sm">
              {t('errors.resetInvalid')}
            </p>
          )}
          <Link
            to={token ? '/login' : '/forgot-password'}
            className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {token ? t('actions.backToLogin') : t('reset.requestNew')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
