import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { formatLongDate } from '#shared/intl-formats.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day field that sends an ISO `YYYY-MM-DD` (the API's format, and what works without
 * JavaScript), with the chosen day written out in the page's language under it: the browser's
 * own date field shows the browser's locale, so a German page could read "03/04/2026".
 * The written-out day is part of the field's description; a problem's message follows it.
 */
export function DateField({
  id,
  name,
  label,
  defaultValue,
  problemId,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** The id of the message under the fields while this field's value is refused. */
  problemId?: string;
}) {
  const { t, i18n } = useTranslation('admin-exports');
  const [value, setValue] = useState(defaultValue);
  const shown = ISO_DAY.test(value) ? formatLongDate(`${value}T00:00:00Z`, i18n.language) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="date"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={[`${id}-shown`, problemId].filter(Boolean).join(' ')}
        aria-invalid={problemId ? true : undefined}
        className="w-40"
      />
      <p id={`${id}-shown`} className="min-h-4 text-xs text-muted-foreground" data-testid="date-shown">
        {shown ? t('shown', { date: shown }) : null}
      </p>
    </div>
  );
}
