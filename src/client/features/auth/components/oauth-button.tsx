import type { ParseKeys } from 'i18next';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { OAuthProblem, OAuthStatus } from '../use-oauth-popup.ts';

/** Google's "G", drawn inline so the button needs no third-party request. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

export function OAuthButton({ status, onClick }: { status: OAuthStatus; onClick: () => void }) {
  const { t } = useTranslation('auth');
  const busy = status !== 'idle';
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <GoogleMark />}
      {status === 'connecting'
        ? t('oauth.connecting')
        : status === 'success'
          ? t('oauth.success')
          : t('oauth.continueWithGoogle')}
    </Button>
  );
}

const PROBLEM_KEYS: Record<string, ParseKeys<'auth'>> = {
  popup_blocked: 'oauth.popupBlocked',
  session_failed: 'oauth.sessionFailed',
  unexpected: 'oauth.unexpected',
  closed: 'oauth.closed',
  timed_out: 'oauth.timedOut',
  access_denied: 'oauth.cancelled',
  not_configured: 'oauth.notConfigured',
  invalid_state: 'oauth.invalidState',
  email_not_verified: 'oauth.emailNotVerified',
  rate_limited: 'errors.rateLimited',
  oauth_failed: 'oauth.failed',
};

/** SPEC §8 "OAuth" texts; a code the page doesn't know shows the server's message or the fallback. */
export function OAuthProblemText({ problem }: { problem: OAuthProblem }) {
  const { t } = useTranslation('auth');
  const key = PROBLEM_KEYS[problem.code];
  const text = key ? t(key) : problem.message || t('oauth.failed');
  const neutral = problem.code === 'closed';
  return (
    <p
      role={neutral ? 'status' : 'alert'}
      className={
        neutral
          ? 'text-sm text-muted-foreground'
          : 'rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive'
      }
      data-testid="oauth-problem"
    >
      {text}
    </p>
  );
}
