import TrendingUp from 'lucide-react/icons/trending-up';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { SiteSettings } from '#shared/site.ts';
import type { Theme } from '#shared/theme.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { LanguageSwitcher, MobileMenuButton, MobileMenuWidget, SupportDialog, ThemeSwitcher } from './header-widgets.tsx';
import { NAV_LINKS } from './nav-links.ts';

export interface HeaderUser {
  displayName: string;
}

export interface HeaderProps {
  site: SiteSettings;
  theme: Theme;
  user: HeaderUser | null;
  onSignOut?: () => void | Promise<void>;
  /** The cart badge, composed by the layout route. */
  cartSlot?: ReactNode;
}

export function Header({ site, theme, user, onSignOut, cartSlot }: HeaderProps) {
  const { t } = useTranslation('common');
  const links = NAV_LINKS.filter((link) => !('signedIn' in link) || user);
  // Signed in, the bar also holds the Affiliate link, the name and Sign out: it needs a wider
  // screen before it fits in every language, so the menu button stays longer.
  const desktopOnly = user ? 'hidden 2xl:flex' : 'hidden xl:flex';
  const menuOnly = user ? '2xl:hidden' : 'xl:hidden';
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-4">
        <Link to="/" className="mr-2 flex items-center gap-2 font-bold" aria-label={t('nav.home', { siteName: site.siteName })}>
          <TrendingUp className="size-6 text-primary" aria-hidden />
          <span className="text-lg">{site.siteName}</span>
        </Link>
        <nav aria-label={t('nav.main')} className={cn(desktopOnly, 'flex-1 items-center gap-0.5')}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => cn('whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-muted', isActive ? 'text-primary' : 'text-foreground/80')}
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SupportDialog site={site} />
          <LanguageSwitcher />
          <ThemeSwitcher initial={theme} />
          {cartSlot}
          <div className={cn(desktopOnly, 'items-center gap-1')}>
            {user ? (
              <>
                <span className="max-w-40 truncate px-2 text-sm font-medium" title={user.displayName} data-testid="header-user">
                  {user.displayName}
                </span>
                <Button variant="ghost" size="sm" onClick={() => void onSignOut?.()}>
                  {t('nav.signOut')}
                </Button>
              </>
            ) : (
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">{t('nav.signIn')}</Link>
              </Button>
            )}
            <Button asChild size="sm">
              <Link to="/get-started">{t('nav.getStarted')}</Link>
            </Button>
          </div>
          <MobileMenuWidget links={links} user={user} onSignOut={onSignOut} trigger={<MobileMenuButton className={menuOnly} />} placeholder={(opener) => <MobileMenuButton className={menuOnly} {...opener} />} />
        </div>
      </div>
    </header>
  );
}
