import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { safeNextPath } from '#shared/safe-next.ts';
import { SESSION_QUERY_KEY } from './api/get-session.ts';

/** SPEC §4/§9: login and OAuth go on after 200 ms (the success state is seen); registration at once. */
export const POST_LOGIN_DELAY_MS = 200;

/**
 * After any sign-in (password or the OAuth popup): put the user in the session cache, then go
 * to `next`, if it is a path on this site, and re-read the server data (the root loader's user
 * drives the header).
 */
export function useCompleteSignIn(next: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (user: AuthUser, delayMs = 0) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user });
      // Anything fetched as a visitor (votes, cart badge) may differ for this user.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      const go = async () => {
        await navigate(safeNextPath(next), { replace: true });
        await revalidator.revalidate();
      };
      if (delayMs > 0) timer.current = setTimeout(() => void go(), delayMs);
      else void go();
    },
    [queryClient, navigate, revalidator, next],
  );
}
