import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import {
  OAUTH_POPUP_CLOSE_GRACE_MS,
  OAUTH_POPUP_POLL_MS,
  OAUTH_POPUP_SIZE,
  OAUTH_POPUP_TIMEOUT_MS,
  type OAuthPopupMessage,
  type OAuthProvider,
} from '#shared/contracts/auth.constants.ts';
import { OAUTH_AUTHORIZE_PATH } from '#shared/contracts/auth.endpoints.ts';
import { establishSession } from './api/establish-session.ts';

export type OAuthStatus = 'idle' | 'connecting' | 'success';

/** A server code (`access_denied`, …) or one of the page's own: popup_blocked, closed, timed_out, session_failed, unexpected. */
export interface OAuthProblem {
  code: string;
  message?: string;
}

export interface AccountExists {
  email?: string;
}

/**
 * SPEC §4 OAuth flow: a 500x600 popup runs the provider round trip and posts back a single-use
 * token (only messages from our own origin and from that popup count), which is exchanged for a
 * session. A closed popup is noticed within a second; after five minutes the attempt ends.
 */
export function useOAuthPopup(onSignedIn: (user: AuthUser) => void) {
  const [status, setStatus] = useState<OAuthStatus>('idle');
  const [problem, setProblem] = useState<OAuthProblem | null>(null);
  const [accountExists, setAccountExists] = useState<AccountExists | null>(null);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(
    (provider: OAuthProvider) => {
      stop.current?.();
      setProblem(null);
      setAccountExists(null);
      try {
        const { width, height } = OAUTH_POPUP_SIZE;
        const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
        const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
        const popup = window.open(
          `${OAUTH_AUTHORIZE_PATH}?${new URLSearchParams({ provider })}`,
          'oauth-sign-in',
          `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
        );
        if (!popup) {
          setProblem({ code: 'popup_blocked' });
          return;
        }
        setStatus('connecting');
        let done = false;
        const end = (next: OAuthStatus, found: OAuthProblem | null) => {
          done = true;
          window.removeEventListener('message', onMessage);
          clearInterval(poll);
          clearTimeout(grace);
          clearTimeout(timeout);
          setStatus(next);
          setProblem(found);
        };
        const onMessage = (event: MessageEvent) => {
          if (done || event.origin !== window.location.origin || event.source !== popup) return;
          const data = event.data as OAuthPopupMessage | undefined;
          if (data?.type === 'OAUTH_TOKEN_SUCCESS') {
            end('connecting', null);
            establishSession(data.token).then(
              ({ user }) => {
                setStatus('success');
                onSignedIn(user);
              },
              () => end('idle', { code: 'session_failed' }),
            );
          } else if (data?.type === 'OAUTH_ERROR') {
            if (data.error.code === 'account_linking_required') {
              const details = data.error.details as { email?: string } | undefined;
              setAccountExists({ email: details?.email });
              end('idle', null);
            } else {
              end('idle', { code: data.error.code, message: data.error.message });
            }
          }
        };
        window.addEventListener('message', onMessage);
        let grace: ReturnType<typeof setTimeout> | undefined;
        const poll = setInterval(() => {
          if (!popup.closed || done || grace) return;
          // Its last message may still be on the way: the callback posts, then closes itself.
          grace = setTimeout(() => {
            if (!done) end('idle', { code: 'closed' });
          }, OAUTH_POPUP_CLOSE_GRACE_MS);
        }, OAUTH_POPUP_POLL_MS);
        const timeout = setTimeout(() => {
          if (done) return;
          popup.close();
          end('idle', { code: 'timed_out' });
        }, OAUTH_POPUP_TIMEOUT_MS);
        stop.current = () => {
          if (!done) end('idle', null);
        };
      } catch {
        setStatus('idle');
        setProblem({ code: 'unexpected' });
      }
    },
    [onSignedIn],
  );

  return { status, problem, accountExists, start, dismissAccountExists: () => setAccountExists(null) };
}
