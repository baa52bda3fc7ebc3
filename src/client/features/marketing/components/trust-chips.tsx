import type { LucideIcon } from 'lucide-react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import KeyRound from 'lucide-react/icons/key-round';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from '#client/lib/use-translation.ts';
import { cn } from '#client/lib/cn.ts';

// Qualitative promises the terms and the shop really keep; no invented numbers.
const CHIPS = [
  { key: 'lifetime', icon: BadgeCheck },
  { key: 'instantKey', icon: KeyRound },
  { key: 'secureCheckout', icon: ShieldCheck },
  { key: 'refund', icon: Clock },
  { key: 'support', icon: LifeBuoy },
] as const satisfies ReadonlyArray<{ key: string; icon: LucideIcon }>;

export function TrustChips({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={t('trust.label')} data-testid="trust-chips">
      {CHIPS.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1.5 text-sm font-medium text-card-foreground"
        >
          <Icon className="size-4 text-primary" aria-hidden />
          {t(`trust.${key}`)}
        </li>
      ))}
    </ul>
  );
}
