import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { TokenPageLayout } from '#client/components/layout/token-page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useSignInWithLink } from '#client/features/auth/api/sign-in-link.ts';
import { authFailureText } from '#client/features/auth/auth-error-text.ts';
import { useCompleteSignIn } from '#client/features/auth/use-complete-sign-in.ts';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { tokenFromUrl, tokenPageHeaders, tokenPageMeta } from '#client/lib/token-link.ts';
import type { Route } from './+types/sign-in-link';

export const handle = { i18n: ['auth'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'auth');
  return { token: tokenFromUrl(request), title: t('signInLink.title'), description: t('signInLink.subtitle') };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = tokenPageMeta('/sign-in-link');

// The token is in the URL (`lib/token-link.ts`): no cache, no Referer beyond the origin.
export const headers: Route.HeadersFunction = tokenPageHeaders;

/**
 * The e-mailed sign-in link. Opening the page uses nothing: mail scanners
 * fetch links, so the sign-in waits for the owner's click.
 */
export default function SignInLinkPage() {
  const { t } = useTranslation('auth');
  const { token } = useLoaderData<typeof loader>();
  const signIn = useSignInWithLink();
  const complete = useCompleteSignIn('/orders');
  return (
    <TokenPageLayout title={t('signInLink.title')} subtitle={t('signInLink.subtitle')}>
      {token ? (
        <form
          method="post"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            signIn.mutate({ token }, { onSuccess: ({ user }) => complete(user) });
          }}
        >
          {signIn.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {authFailureText(t, signIn.error, t('errors.signInLinkInvalid'))}
            </p>
          ) : null}
          <Button type="submit" disabled={signIn.isPending || signIn.isSuccess}>
            {t('signInLink.signIn')}
          </Button>
        </form>
      ) : (
        <p role="alert" className="text-sm">
          {t('errors.signInLinkInvalid')}
        </p>
      )}
      <Link to="/login" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('actions.backToLogin')}
      </Link>
    </TokenPageLayout>
  );
}
