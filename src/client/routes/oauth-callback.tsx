import Loader2 from 'lucide-react/icons/loader-circle';
import { useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { OAuthErrorCode, OAuthPopupMessage } from '#shared/contracts/auth.ts';
import { establishSession } from '#client/features/auth/api/establish-session.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/oauth-callback';

export const handle = { i18n: ['auth'] };

export async function loader({ context }: Route.LoaderArgs) {
  return { title: serverT(context.lang, 'auth')('callback.title') };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

// The popup must keep its link to the login page that opened it: a stricter opener policy on
// this page would put it in a new browsing context group and `window.opener` would be null.
export const headers: Route.HeadersFunction = () => ({
  'Cross-Origin-Opener-Policy': 'unsafe-none',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
});

/** What the API's callback put in the fragment (never sent to a server, kept out of logs). */
function messageFromFragment(hash: string): OAuthPopupMessage {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token) return { type: 'OAUTH_TOKEN_SUCCESS', token };
  let details: unknown;
  try {
    details = JSON.parse(params.get('details') ?? 'null') ?? undefined;
  } catch {
    details = undefined;
  }
  return {
    type: 'OAUTH_ERROR',
    error: {
      code: (params.get('error') ?? 'oauth_failed') as OAuthErrorCode,
      message: params.get('message') ?? 'Authentication failed. Please try again.',
      details,
    },
  };
}

/** The end of the OAuth popup (SPEC §4): hand the result to the opener, on our origin only, and close. */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
  const [orphan, setOrphan] = useState(false);
  useEffect(() => {
    const message = messageFromFragment(window.location.hash);
    history.replaceState(null, '', window.location.pathname);
    if (!window.opener || window.opener.closed) {
      // Opened without a living opener (e.g. a browser that turned the popup into a tab):
      // finish the sign-in right here instead.
      if (message.type === 'OAUTH_TOKEN_SUCCESS')
        establishSession(message.token).then(
          () => window.location.replace('/'),
          () => setOrphan(true),
        );
      // Whether an opener exists is known only in the browser, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      else setOrphan(true);
      return;
    }
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }, []);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      {orphan ? (
        <>
          <p>{t('callback.orphan')}</p>
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('actions.backToLogin')}
          </Link>
        </>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden />
          {t('callback.working')}
        </p>
      )}
    </main>
  );
}
