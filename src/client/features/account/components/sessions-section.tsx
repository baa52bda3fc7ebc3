import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AccountSession } from '#shared/contracts/account.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useRevokeOtherSessions, useRevokeSession, useSessions, type Sessions } from '../api/account.ts';
import { AccountSection } from './account-section.tsx';

const PHONE_SYSTEMS = new Set(['iOS', 'Android']);

/** Every signed-in browser, this one first; sign out one, or all the others. */
export function SessionsSection({ initialData }: { initialData: Sessions | undefined }) {
  const { t } = useTranslation('account');
  const sessions = useSessions(initialData);
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;
  const failed = (error: unknown) => toast.error(errorText(t, error, t('errors.unknown')));

  const signOut = (session: AccountSession) =>
    revoke.mutate(session.id, {
      onSuccess: () => {
        // Signing out this browser from here is signing out: the next page is the sign-in page.
        if (session.current) window.location.assign('/login');
        else toast.success(t('sessions.signedOut'));
      },
      onError: failed,
    });

  return (
    <AccountSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isError && !sessions.data ? (
        <div role="alert" className="flex items-center gap-3 text-sm">
          {t('sessions.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            {t('sessions.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="divide-y rounded-md border" data-testid="session-list">
            {list.map((session) => {
              const device = t('sessions.on', {
                browser: session.browser ?? t('sessions.unknownBrowser'),
                os: session.os ?? t('sessions.unknownOs'),
              });
              const Icon = session.os && PHONE_SYSTEMS.has(session.os) ? Smartphone : Monitor;
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-start gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:items-center"
                  data-testid="session"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground sm:mt-0" aria-hidden />
                  {/* On a phone the button goes below the text, which then keeps the full width. */}
                  <div className="min-w-0 flex-1 basis-[calc(100%-2rem)] sm:basis-auto">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {device}
                      {session.current ? <Badge variant="secondary">{t('sessions.thisDevice')}</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t('sessions.lastSeen')}: <LocalDateTime iso={session.lastSeenAt} /> · {t('sessions.created')}:{' '}
                      <LocalDateTime iso={session.createdAt} />
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="ml-8 sm:ml-0"
                    aria-label={t('sessions.signOutLabel', { device })}
                    disabled={revoke.isPending}
                    onClick={() => signOut(session)}
                  >
                    {t('sessions.signOut')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {others > 0 ? (
            <Button
              variant="destructive"
              className="self-start"
              disabled={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, {
                  onSuccess: () => toast.success(t('sessions.othersSignedOut')),
                  onError: failed,
                })
              }
            >
              {t('sessions.signOutOthers')}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t('sessions.none')}</p>
          )}
        </div>
      )}
    </AccountSection>
  );
}
