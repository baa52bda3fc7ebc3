import type { ParseKeys } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import BookOpen from 'lucide-react/icons/book-open';
import Contact from 'lucide-react/icons/contact';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import History from 'lucide-react/icons/history';
import Import from 'lucide-react/icons/import';
import Inbox from 'lucide-react/icons/inbox';
import KeyRound from 'lucide-react/icons/key-round';
import KeySquare from 'lucide-react/icons/key-square';
import Landmark from 'lucide-react/icons/landmark';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Receipt from 'lucide-react/icons/receipt';
import Tags from 'lucide-react/icons/tags';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import Webhook from 'lucide-react/icons/webhook';

/** The admin sidebar, in order. Add an entry when an admin page lands; labels live in `admin.json`. */
export const ADMIN_NAV: Array<{ to: string; key: ParseKeys<'admin'>; icon: LucideIcon; end?: boolean }> = [
  { to: '/admin', key: 'nav.indicators', icon: LayoutDashboard, end: true },
  { to: '/admin/categories', key: 'nav.categories', icon: Tags },
  { to: '/admin/analytics', key: 'nav.analytics', icon: BarChart3 },
  { to: '/admin/customers', key: 'nav.customers', icon: Contact },
  { to: '/admin/orders', key: 'nav.orders', icon: Receipt },
  { to: '/admin/licences', key: 'nav.licences', icon: KeyRound },
  { to: '/admin/affiliates', key: 'nav.affiliates', icon: Users },
  { to: '/admin/payouts', key: 'nav.payouts', icon: Wallet },
  { to: '/admin/discounts', key: 'nav.discounts', icon: TicketPercent },
  { to: '/admin/tax', key: 'nav.tax', icon: Landmark },
  { to: '/admin/import', key: 'nav.import', icon: Import },
  { to: '/admin/suggestions', key: 'nav.suggestions', icon: Lightbulb },
  { to: '/admin/blog', key: 'nav.blog', icon: BookOpen },
  { to: '/admin/support', key: 'nav.support', icon: Inbox },
  { to: '/admin/webhooks', key: 'nav.webhooks', icon: Webhook },
  { to: '/admin/api-keys', key: 'nav.apiKeys', icon: KeySquare },
  { to: '/admin/audit', key: 'nav.audit', icon: History },
  { to: '/admin/backups', key: 'nav.backups', icon: DatabaseBackup },
];
