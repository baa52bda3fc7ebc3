import Download from 'lucide-react/icons/download';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { dateRangeProblem, lastThirtyDays } from '#shared/contracts/date-range.ts';
import { exportCustomersCsv, exportOrdersCsv, exportPayoutsCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DateField } from './date-field.tsx';

const EXPORTS = { orders: exportOrdersCsv, customers: exportCustomersCsv, payouts: exportPayoutsCsv } as const;
export type CsvExportKind = keyof typeof EXPORTS;

/**
 * A plain GET form: the browser downloads the CSV itself (Content-Disposition: attachment), so
 * it works without JavaScript; each button posts the same dates to its own export
 * (`formAction`). With JavaScript, a reversed or overlong range is refused here first, with the
 * message under the fields and the "To" field marked invalid and described by it.
 */
export function CsvExportForm({ kinds }: { kinds: readonly CsvExportKind[] }) {
  const { t } = useTranslation('admin-exports');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [range] = useState(lastThirtyDays);
  const [problem, setProblem] = useState<string | null>(null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = dateRangeProblem(String(data.get('from')), String(data.get('to')));
    setProblem(found ? common(`errorCodes.${found}`) : null);
    if (found) event.preventDefault();
  };

  return (
    <form
      method="get"
      action={EXPORTS[kinds[0]!].path}
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold sm:basis-full">
        {t('title')}
      </h2>
      <div className="flex flex-col gap-1">
        {/* Side by side where they fit; one under the other on a narrow phone. */}
        <div className="flex flex-wrap gap-3">
          <DateField id={`${id}-from`} name="from" label={t('from')} defaultValue={range.from} />
          <DateField
            id={`${id}-to`}
            name="to"
            label={t('to')}
            defaultValue={range.to}
            problemId={problem ? `${id}-problem` : undefined}
          />
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      {/* Level with the date fields: below their labels (one line, leading-none, and the 6 px gap). */}
      <div className="flex flex-wrap gap-2 sm:self-start sm:pt-5">
        {kinds.map((kind) => (
          <Button key={kind} type="submit" variant="outline" formAction={EXPORTS[kind].path}>
            <Download aria-hidden="true" />
            {t(`download.${kind}`)}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground sm:basis-full">{t('hint')}</p>
    </form>
  );
}
