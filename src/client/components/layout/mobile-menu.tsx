import * as DialogPrimitive from 'radix-ui/dialog';
import X from 'lucide-react/icons/x';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { NavLink } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { accountLinksFor } from './account-links.ts';
import type { HeaderUser } from './header.tsx';
import type { NAV_LINKS } from './nav-links.ts';

interface MobileMenuProps {
  links: ReadonlyArray<(typeof NAV_LINKS)[number]>;
  user: HeaderUser | null;
  onSignOut?: () => void | Promise<void>;
  trigger: ReactElement;
}

/**
 * SPEC §2: opens from a toggle; closes on Escape, a backdrop click or a chosen link; locks page
 * scroll while open. A Radix dialog gives all of that plus a focus trap that returns focus.
 */
export default function MobileMenu({
  links,
  user,
  onSignOut,
  trigger,
  defaultOpen = false,
}: MobileMenuProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" data-testid="mobile-menu-backdrop" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 overflow-y-auto border-l bg-background p-4 shadow-xl"
          data-testid="mobile-menu"
          aria-describedby={undefined}
        >
          <div className="mb-2 flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">{t('nav.menu')}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                onClick={close}
                className={({ isActive }) =>
                  cn('rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted', isActive && 'text-primary')
                }
              >
                {t(link.key)}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto flex flex-col gap-2 border-t pt-4">
            {user ? (
              <>
                <p className="truncate px-3 text-sm font-medium" data-testid="mobile-menu-user">
                  {user.displayName}
                </p>
                <nav aria-label={t('nav.account')} className="flex flex-col gap-1">
                  {accountLinksFor(user.role).map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      onClick={close}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-2 rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted',
                          isActive && 'text-primary',
                        )
                      }
                    >
                      <link.icon className="size-4 text-muted-foreground" aria-hidden />
                      {t(link.key)}
                    </NavLink>
                  ))}
                </nav>
                <Button
                  variant="outline"
                  onClick={async () => {
                    close();
                    await onSignOut?.();
                  }}
                >
                  {t('nav.signOut')}
                </Button>
              </>
            ) : (
              <Button asChild variant="outline">
                <Link to="/login" onClick={close}>
                  {t('nav.signIn')}
                </Link>
              </Button>
            )}
            <Button asChild>
              <Link to="/get-started" onClick={close}>
                {t('nav.getStarted')}
              </Link>
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
