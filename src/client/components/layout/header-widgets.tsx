import Languages from 'lucide-react/icons/languages';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Menu from 'lucide-react/icons/menu';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Theme } from '#shared/theme.ts';
import { Button } from '#client/components/ui/button.tsx';
import { AccountTrigger } from './account-trigger.tsx';
import { onDemand } from '#client/lib/first-load/on-demand-widget.tsx';

// The header's menus and dialogs load on first use; these are their look-alike triggers.
const ThemeSwitcherWidget = onDemand(() => import('./theme-switcher.tsx'));
const LanguageSwitcherWidget = onDemand(() => import('./language-switcher.tsx'));
const SupportDialogWidget = onDemand(() => import('./support-dialog.tsx'));
export const MobileMenuWidget = onDemand(() => import('./mobile-menu.tsx'));
const AccountMenuWidget = onDemand(() => import('./account-menu.tsx'));

const THEME_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;

export function ThemeSwitcher({ initial }: { initial: Theme }) {
  const { t } = useTranslation('common');
  const Icon = THEME_ICONS[initial];
  return (
    <ThemeSwitcherWidget
      initial={initial}
      placeholder={(opener) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('theme.label')}
          aria-haspopup="menu"
          aria-expanded={false}
          data-testid="theme-switcher"
          {...opener}
        >
          <Icon aria-hidden />
        </Button>
      )}
    />
  );
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  return (
    <LanguageSwitcherWidget
      placeholder={(opener) => (
        <Button
          variant="ghost"
          size="sm"
          // The name starts with the visible code (WCAG 2.5.3, label in name): "DE, Sprache".
          aria-label={`${i18n.language.toUpperCase()}, ${t('language.label')}`}
          aria-haspopup="menu"
          aria-expanded={false}
          data-testid="language-switcher"
          className="px-2"
          {...opener}
        >
          <Languages aria-hidden />
          <span className="text-xs font-semibold">{i18n.language.toUpperCase()}</span>
        </Button>
      )}
    />
  );
}

export function SupportDialog({ site }: { site: Parameters<typeof SupportDialogWidget>[0]['site'] }) {
  const { t } = useTranslation('common');
  return (
    <SupportDialogWidget
      site={site}
      placeholder={(opener) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('supportDialog.open')}
          aria-haspopup="dialog"
          aria-expanded={false}
          {...opener}
        >
          <LifeBuoy aria-hidden />
        </Button>
      )}
    />
  );
}

export function MobileMenuButton({
  className,
  ...props
}: {
  className?: string;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      data-testid="mobile-menu-toggle"
      {...props}
    >
      <Menu aria-hidden />
    </Button>
  );
}

export function AccountMenu(props: Omit<Parameters<typeof AccountMenuWidget>[0], 'placeholder'>) {
  return (
    <AccountMenuWidget
      {...props}
      placeholder={(opener) => <AccountTrigger name={props.user.displayName} aria-expanded={false} {...opener} />}
    />
  );
}
