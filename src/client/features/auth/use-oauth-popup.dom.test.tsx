// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_POPUP_CLOSE_GRACE_MS, OAUTH_POPUP_POLL_MS } from '#shared/contracts/auth.constants.ts';

vi.mock('./api/establish-session.ts', () => ({
  establishSession: vi.fn(async () => ({ user: { id: 7, email: 'pop@example.com' } })),
}));
const { useOAuthPopup } = await import('./use-oauth-popup.ts');

/** The popup window as the opener sees it: it closes itself once it has posted its message. */
const popup = { closed: false, close: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  popup.closed = false;
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const messageFromPopup = () =>
  new MessageEvent('message', {
    origin: window.location.origin,
    source: popup as unknown as Window,
    data: { type: 'OAUTH_TOKEN_SUCCESS', token: 'single-use' },
  });

describe('the OAuth popup', () => {
  it('signs in when the message arrives after the poll has seen the window closed', async () => {
    const signedIn = vi.fn();
    const { result } = renderHook(() => useOAuthPopup(signedIn));
    act(() => result.current.start('google'));
    popup.closed = true;
    await act(async () => vi.advanceTimersByTime(OAUTH_POPUP_POLL_MS));
    // The busy browser delivers the callback's message only now.
    await act(async () => {
      window.dispatchEvent(messageFromPopup());
      await vi.advanceTimersByTimeAsync(OAUTH_POPUP_CLOSE_GRACE_MS);
    });
    expect(signedIn).toHaveBeenCalledWith({ id: 7, email: 'pop@example.com' });
    expect(result.current.problem).toBeNull();
    expect(result.current.status).toBe('success');
  });

  it('reports a window closed without any message, once the grace has passed', async () => {
    const signedIn = vi.fn();
    const { result } = renderHook(() => useOAuthPopup(signedIn));
    act(() => result.current.start('google'));
    popup.closed = true;
    await act(async () => vi.advanceTimersByTime(OAUTH_POPUP_POLL_MS));
    expect(result.current.problem).toBeNull();
    await act(async () => vi.advanceTimersByTime(OAUTH_POPUP_CLOSE_GRACE_MS));
    expect(result.current.problem).toEqual({ code: 'closed' });
    expect(result.current.status).toBe('idle');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
