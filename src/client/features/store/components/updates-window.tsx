import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ReactNode } from 'react';
import type { OrderLicenceDto } from '#shared/contracts/store.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { useTranslation } from '#client/lib/use-translation.ts';

/**
 * A licence's updates window on /orders: until when releases are included, or that they
 * ended (the licence itself keeps working). `action` is what the owner can do about it (renew).
 */
export function UpdatesWindow({
  licence,
  action,
}: {
  licence: Pick<OrderLicenceDto, 'updatesUntil' | 'updatesExpired'>;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation('licence-terms');
  if (!licence.updatesUntil) return null;
  const ended = licence.updatesExpired;
  const date = formatDay(licence.updatesUntil, i18n.language);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="updates-window">
      <RefreshCw className={`size-4 ${ended ? 'text-warning' : 'text-muted-foreground'}`} aria-hidden />
      <span className={ended ? 'font-medium text-warning' : 'text-muted-foreground'} data-testid="updates-until">
        {ended ? t('updates.ended', { date }) : t('updates.until', { date })}
      </span>
      {action}
    </div>
  );
}
