import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Form } from 'react-router';
import { ANALYTICS_INTERVALS } from '#shared/contracts/admin-analytics.constants.ts';
import { dateRangeProblem } from '#shared/contracts/date-range.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import type { AnalyticsFilter } from '../filter.ts';

/** A GET form: the range and interval live in the URL (works before hydration, and can be shared). */
export function AnalyticsForm({ filter, serverProblem }: { filter: AnalyticsFilter; serverProblem: string | null }) {
  const { t } = useTranslation('admin-analytics');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = dateRangeProblem(String(data.get('from')), String(data.get('to')));
    setProblem(found ? common(`errorCodes.${found}`) : null);
    if (found) event.preventDefault();
  };
  const shown = problem ?? serverProblem;

  return (
    <Form
      method="get"
      onSubmit={check}
      key={`${filter.from}/${filter.to}/${filter.interval}`}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-end"
      aria-describedby={shown ? `${id}-problem` : undefined}
    >
      {/* Side by side, each half the row on a phone (two fixed 10 rem fields overflowed 360 px). */}
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>{t('form.from')}</Label>
          <Input
            id={`${id}-from`}
            name="from"
            type="date"
            required
            defaultValue={filter.from}
            className="w-full min-w-0 sm:w-40"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>{t('form.to')}</Label>
          <Input
            id={`${id}-to`}
            name="to"
            type="date"
            required
            defaultValue={filter.to}
            className="w-full min-w-0 sm:w-40"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-interval`}>{t('form.interval')}</Label>
        <NativeSelect id={`${id}-interval`} name="interval" defaultValue={filter.interval} className="w-full sm:w-40">
          {ANALYTICS_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t(`form.intervals.${interval}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit">{t('form.apply')}</Button>
      {shown ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive sm:basis-full">
          {shown}
        </p>
      ) : null}
    </Form>
  );
}
