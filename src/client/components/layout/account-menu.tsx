import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { accountLinksFor } from './account-links.ts';
import { AccountTrigger } from './account-trigger.tsx';
import type { HeaderUser } from './header.tsx';

/** The signed-in user's menu in the header bar: Orders, Account, Affiliate, Admin (admins only) and Sign out. */
export default function AccountMenu({
  user,
  onSignOut,
  defaultOpen,
}: {
  user: HeaderUser;
  onSignOut?: () => void | Promise<void>;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountTrigger name={user.displayName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72" data-testid="account-menu">
        <DropdownMenuLabel className="truncate">{user.displayName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinksFor(user.role).map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>
              <link.icon className="size-4" aria-hidden />
              {t(link.key)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut?.()}>
          <LogOut className="size-4" aria-hidden />
          {t('nav.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
