import { useTranslation } from '#client/lib/use-translation.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';

const LOCAL: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const UTC: Intl.DateTimeFormatOptions = { ...LOCAL, timeZone: 'UTC' };

/**
 * A date and time in the viewer's own time zone. The server cannot know that zone, so it renders
 * UTC (marked as such) and the browser swaps in local time after hydration, without a mismatch.
 */
export function LocalDateTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  const local = useHydrated();
  const date = new Date(iso);
  const text = local
    ? dateFormat(i18n.language, LOCAL).format(date)
    : `${dateFormat(i18n.language, UTC).format(date)} UTC`;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
