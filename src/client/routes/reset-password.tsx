import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { TokenPageLayout } from '#client/components/layout/token-page-layout.tsx';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx';
import { useCompleteSignIn } from '#client/features/auth/use-complete-sign-in.ts';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { tokenFromUrl, tokenPageHeaders, tokenPageMeta } from '#client/lib/token-link.ts';
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

export const meta: Route.MetaFunction = tokenPageMeta('/reset-password');

// The token is in the URL (`lib/token-link.ts`): no cache, no Referer beyond the origin.
export const headers: Route.HeadersFunction = tokenPageHeaders;

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token } = useLoaderData<typeof loader>();
  const complete = useCompleteSignIn('/');
  return (
    <TokenPageLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
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
    </TokenPageLayout>
  );
}
