import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * `toast`, `toast.success`, `toast.error`, `toast.info` with sonner's call shape, without sonner in
 * the first page load (DESIGN JS budget: toasts only ever follow a user action). The first call
 * asks root.tsx's `ToasterHost` to load and mount the Toaster; calls made until it is mounted
 * wait in a queue and are replayed in order, so the first toast is never lost.
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Call = (sonner: Sonner) => void;

let sonner: Sonner | undefined;
let requested = false;
const queue: Call[] = [];
const listeners = new Set<() => void>();

function run(call: Call) {
  if (sonner) return call(sonner);
  queue.push(call);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => run((t) => t(message, data)), {
  success: (message: Message, data?: ExternalToast) => run((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => run((t) => t.error(message, data)),
  info: (message: Message, data?: ExternalToast) => run((t) => t.info(message, data)),
});

/** True once something asked for a toast: the host then loads and mounts the Toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** Called by the mounted Toaster (after it subscribed): replays the queued toasts. */
export function toasterMounted(loaded: Sonner) {
  sonner = loaded;
  for (const call of queue.splice(0)) call(loaded);
}
