// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from './toast.ts';

/** `toast.ts` keeps its queue for the page's life: each test starts from a fresh module. */
let queue: typeof Toast;
beforeEach(async () => {
  vi.resetModules();
  queue = await import('./toast.ts');
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The texts of the toasts on screen, in the order sonner shows them. */
const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('toast queue', () => {
  it('asks for the Toaster on the first call only, and never before', () => {
    const { result } = renderHook(() => queue.useToasterRequested());
    expect(result.current).toBe(false);
    act(() => queue.toast('one'));
    expect(result.current).toBe(true);
    act(() => queue.toast.error('two'));
    expect(result.current).toBe(true);
  });

  it('replays the calls made before sonner was there, in order and with their kind, then calls straight through', () => {
    const calls: string[] = [];
    const sonner = Object.assign((message: unknown) => void calls.push(`plain ${String(message)}`), {
      success: (message: unknown) => void calls.push(`success ${String(message)}`),
      error: (message: unknown) => void calls.push(`error ${String(message)}`),
      info: (message: unknown) => void calls.push(`info ${String(message)}`),
    });
    queue.toast('one');
    queue.toast.success('two');
    queue.toast.error('three');
    expect(calls).toEqual([]);
    // The cast stands in for sonner's full `toast`, of which the queue only calls these four.
    queue.toasterMounted(sonner as unknown as Parameters<typeof queue.toasterMounted>[0]);
    expect(calls).toEqual(['plain one', 'success two', 'error three']);
    queue.toast.info('four');
    expect(calls).toEqual(['plain one', 'success two', 'error three', 'info four']);
  });

  it('shows the queued toasts once the real Toaster mounts, each dismissable on its own', async () => {
    queue.toast('First');
    queue.toast.success('Second', { description: 'details' });
    const { default: LazyToaster } = await import('./toaster.tsx');
    render(<LazyToaster />);
    await waitFor(() => expect(shown()).toHaveLength(2));
    // sonner stacks the newest on top.
    expect(shown()).toEqual(['Seconddetails', 'First']);

    act(() => queue.toast.error('Third'));
    await waitFor(() => expect(shown()).toEqual(['Third', 'Seconddetails', 'First']));

    const second = screen.getAllByRole('listitem')[1]!;
    await userEvent.setup().click(within(second).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(shown()).toEqual(['Third', 'First']));
  });
});
