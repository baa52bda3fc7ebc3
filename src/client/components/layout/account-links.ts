import type { LucideIcon } from 'lucide-react';
import Handshake from 'lucide-react/icons/handshake';
import Receipt from 'lucide-react/icons/receipt';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserCog from 'lucide-react/icons/user-cog';
import type { Role } from '#shared/contracts/auth-user.ts';

/** The signed-in customer's own pages: the header's account menu and the mobile menu list them, in order. */
export const ACCOUNT_LINKS: ReadonlyArray<{
  to: string;
  key: 'nav.orders' | 'nav.accountPage' | 'nav.affiliate' | 'nav.admin';
  icon: LucideIcon;
  adminOnly?: boolean;
}> = [
  { to: '/orders', key: 'nav.orders', icon: Receipt },
  { to: '/account', key: 'nav.accountPage', icon: UserCog },
  { to: '/affiliate', key: 'nav.affiliate', icon: Handshake },
  { to: '/admin', key: 'nav.admin', icon: ShieldCheck, adminOnly: true },
];

export const accountLinksFor = (role: Role | undefined) =>
  ACCOUNT_LINKS.filter((link) => !link.adminOnly || role === 'admin');
