import TrendingUp from 'lucide-react/icons/trending-up';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { NavLink } from 'react-router';
import { Link } from '#client/components/link.tsx';
import type { Role } from '#shared/contracts/auth-user.ts';
import type { SiteSettings } from '#shared/site.ts';
import type { Theme } from '#shared/theme.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import {
  AccountMenu,
  LanguageSwitcher,
  MobileMenuButton,
  MobileMenuWidget,
  SupportDialog,
  ThemeSwitcher,
} from './header-widgets.tsx';
import { HeaderSearch } from './header-search.tsx';
import { NAV_LINKS } from './nav-links.ts';

export interface HeaderUser {
  displayName: string;
  role?: Role;
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
  // The site's pages; a signed-in user's own pages (Orders, Affiliate, Admin) and Sign out sit in
  // the account menu, so the signed-in bar fits from 1024 px in every language (from 1280 px the
  // menu's button shows the name). Signed out, Sign in and Get Started need 1280 px in French.
  const links = NAV_LINKS;
  const desktopOnly = user ? 'hidden lg:flex' : 'hidden xl:flex';
  const menuOnly = user ? 'lg:hidden' : 'xl:hidden';
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-4">
        <Link
          to="/"
          className="mr-2 flex items-center gap-2 font-bold"
          aria-label={t('nav.home', { siteName: site.siteName })}
        >
          <TrendingUp className="size-6 text-primary" aria-hidden />
          {/* On a phone the mark stands alone, so search, support, language, theme, cart and the
              menu's button fit from 360 px in every language. */}
          <span className={cn('text-lg max-sm:sr-only', user && 'lg:max-xl:sr-only')}>{site.siteName}</span>
        </Link>
        <nav aria-label={t('nav.main')} className={cn(desktopOnly, 'flex-1 items-center gap-0.5')}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-md px-1 py-2 text-sm font-medium hover:bg-muted xl:px-1.5 2xl:px-2',
                  isActive ? 'text-primary' : 'text-foreground/80',
                )
              }
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <HeaderSearch />
          <SupportDialog site={site} />
          <LanguageSwitcher />
          <ThemeSwitcher initial={theme} />
          {cartSlot}
          <div className={cn(desktopOnly, 'items-center gap-1')}>
            {user ? (
              <AccountMenu user={user} onSignOut={onSignOut} />
            ) : (
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">{t('nav.signIn')}</Link>
              </Button>
            )}
            <Button asChild size="sm">
              <Link to="/get-started">{t('nav.getStarted')}</Link>
            </Button>
          </div>
          <MobileMenuWidget
            links={links}
            user={user}
            onSignOut={onSignOut}
            trigger={<MobileMenuButton className={menuOnly} />}
            placeholder={(opener) => <MobileMenuButton className={menuOnly} {...opener} />}
          />
        </div>
      </div>
    </header>
  );
}
