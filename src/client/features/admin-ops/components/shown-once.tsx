import { useTranslation } from '#client/lib/use-translation.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';

/** A secret or token the server answers once (a webhook's signing secret, a new API key). */
export function ShownOnce({ title, value, testId }: { title: string; value: string; testId: string }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Card className="border-primary" data-testid={testId}>
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{t('common.shownOnce')}</p>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <code className="rounded bg-muted px-2 py-1 font-mono text-sm break-all" data-testid={`${testId}-value`}>
          {value}
        </code>
        <CopyButton
          value={value}
          label={t('common.copy')}
          texts={{ copy: t('common.copy'), copied: t('common.copied'), failed: t('common.copyFailed') }}
          size="sm"
        />
      </CardContent>
    </Card>
  );
}

/** A group of checkboxes for a list of identifiers (webhook events, API key scopes). */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: string;
  options: readonly V[];
  value: V[];
  onChange(next: V[]): void;
  name: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 font-mono text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              className="size-4 accent-primary"
              checked={value.includes(option)}
              onChange={(e) => onChange(e.target.checked ? [...value, option] : value.filter((v) => v !== option))}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
