import type { ComponentProps } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import { cn } from '#client/lib/cn.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { Input } from './input.tsx';

const OFFSET: Intl.DateTimeFormatOptions = { timeZoneName: 'shortOffset' };

/** The browser's time zone as "Europe/Berlin (GMT+1)", in the page's language. */
function browserZone(lang: string) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = dateFormat(lang, OFFSET)
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone.replace(/_/g, ' ');
}

/**
 * A `datetime-local` field, which takes a time in the browser's own time zone, with that zone
 * named beside it and in its description. The server cannot know the zone, so
 * the page says "your device's time zone" until it has hydrated.
 */
export function DateTimeLocalInput({
  id,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { id: string }) {
  const { t, i18n } = useTranslation('common');
  const hydrated = useHydrated();
  const zoneId = `${id}-zone`;
  const describedBy = [props['aria-describedby'], zoneId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Input
        {...props}
        id={id}
        type="datetime-local"
        className={cn('w-auto min-w-0 flex-1', className)}
        aria-describedby={describedBy}
      />
      <span id={zoneId} className="text-xs text-muted-foreground" data-testid="time-zone-note">
        {hydrated ? t('timeZoneNote.zone', { zone: browserZone(i18n.language) }) : t('timeZoneNote.device')}
      </span>
    </div>
  );
}
