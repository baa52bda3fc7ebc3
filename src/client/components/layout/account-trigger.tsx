import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleUser from 'lucide-react/icons/circle-user';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * The account menu's button, the same before and after the menu loads: the user's name (SPEC §2),
 * shortened when long; from 1024 to 1279 px only the icon (the menu shows the name on top), so
 * the whole bar fits in every language.
 */
export function AccountTrigger({ name, className, ...props }: { name: string } & ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      title={name}
      data-testid="account-menu-trigger"
      className={cn('gap-1.5 px-2 xl:max-w-40', className)}
      {...props}
    >
      <CircleUser aria-hidden />
      <span className="sr-only xl:not-sr-only xl:truncate" data-testid="header-user">
        {name}
      </span>
      <ChevronDown className="hidden opacity-60 xl:block" aria-hidden />
    </Button>
  );
}
