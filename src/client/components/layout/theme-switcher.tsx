import Check from 'lucide-react/icons/check';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from '#client/lib/use-translation.ts';
import { THEMES, type Theme } from '#shared/theme.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useTheme } from '#client/lib/preferences.ts';

export const THEME_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;

export default function ThemeSwitcher({ initial, defaultOpen }: { initial: Theme; defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const { theme, setTheme } = useTheme(initial);
  const Current = THEME_ICONS[theme];
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('theme.label')} data-testid="theme-switcher">
          <Current aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          return (
            <DropdownMenuItem
              key={option}
              onSelect={() => setTheme(option)}
              aria-checked={option === theme}
              role="menuitemradio"
            >
              <Icon className="size-4" aria-hidden />
              <span className="flex-1">{t(`theme.${option}`)}</span>
              {option === theme ? <Check className="size-4" aria-hidden /> : <span className="size-4" />}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
