import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterMounted } from './toast.ts';

/** Loaded on the first toast (toast.ts); the Toaster's own effect subscribes before this one replays. */
export default function LazyToaster() {
  useEffect(() => toasterMounted(toast), []);
  // Plain toasts: the rich green/red ones fail WCAG contrast (axe).
  // At the bottom, phones included: a toast never covers the header (cart, menu, switchers), even
  // while a pointer or a thumb rests on it.
  return <Toaster position="bottom-right" closeButton />;
}
