import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { logout } from '#shared/contracts/auth.endpoints.ts';
import { callEndpoint } from './api-client.ts';

/**
 * SPEC §4: on logout the cached session is cleared first, then re-validated. Server data
 * (root loader's user) is re-read and the visitor lands on the home page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(async () => {
    queryClient.removeQueries({ queryKey: ['auth', 'session'] });
    try {
      await callEndpoint(logout, {});
    } finally {
      queryClient.clear();
      await navigate('/');
      await revalidator.revalidate();
    }
  }, [queryClient, navigate, revalidator]);
}
