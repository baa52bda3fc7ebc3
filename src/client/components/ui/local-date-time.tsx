import { useTranslation } from 'react-i18next';
import { useHydrated } from '#client/lib/use-hydrated.ts';

/**
 * A date and time in the viewer's own time zone. The server cannot know that zone, so it renders
 * UTC (marked as such) and the browser swaps in local time after hydration, without a mismatch.
 */
export function LocalDateTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  const local = useHydrated();
  const date = new Date(iso);
  const text = local
    ? date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : `${date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
