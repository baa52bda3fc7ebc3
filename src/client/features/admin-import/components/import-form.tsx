import { useId, useState, type FormEvent } from 'react';
import {
  IMPORT_MAX_BYTES,
  IMPORT_SOURCE_BRANDS,
  IMPORT_SOURCES,
  type ImportSource,
} from '#shared/contracts/import.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { ImportChoice } from '../api/start-import.ts';

/** Source, file, the indicator for rows without one, and the invitation tick; submits a dry run. */
export function ImportForm({
  products,
  busy,
  onSubmit,
}: {
  products: Array<{ id: number; name: string }>;
  busy: boolean;
  onSubmit(choice: ImportChoice): void;
}) {
  const { t } = useTranslation('admin-import');
  const id = useId();
  const [source, setSource] = useState<ImportSource>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [product, setProduct] = useState('');
  const [invite, setInvite] = useState(false);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('form.fileRequired'));
    if (file.size > IMPORT_MAX_BYTES) return setError(t('form.fileTooLarge', { mb: IMPORT_MAX_BYTES / (1024 * 1024) }));
    setError('');
    onSubmit({ source, file, product, invite });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-source`} className="text-sm font-medium">
            {t('form.source')}
          </label>
          <NativeSelect
            id={`${id}-source`}
            name="source"
            value={source}
            onChange={(e) => setSource(e.target.value as ImportSource)}
          >
            {IMPORT_SOURCES.map((s) => (
              <option key={s} value={s}>
                {s === 'csv' ? t('source.csv') : IMPORT_SOURCE_BRANDS[s]}
              </option>
            ))}
          </NativeSelect>
          <p className="text-sm text-muted-foreground">{t(`export.${source}`)}</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-medium">
            {t('form.file')}
          </label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={source === 'csv' ? '.csv,text/csv' : '.json,.jsonl,.ndjson,application/json'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-product`} className="text-sm font-medium">
            {t('form.product')}
          </label>
          <NativeSelect
            id={`${id}-product`}
            name="product"
            value={product}
            onChange={(e) => setProduct(e.target.value)}
          >
            <option value="">{t('form.productNone')}</option>
            {products.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
          <p className="text-sm text-muted-foreground">{t('form.productHelp')}</p>
        </div>
        <div className="flex items-start gap-2 self-center text-sm">
          <input
            id={`${id}-invite`}
            type="checkbox"
            name="invite"
            checked={invite}
            onChange={(e) => setInvite(e.target.checked)}
            aria-describedby={`${id}-invite-help`}
            className="mt-0.5 size-4 accent-primary"
          />
          <div>
            <label htmlFor={`${id}-invite`} className="font-medium">
              {t('form.invite')}
            </label>
            <p id={`${id}-invite-help`} className="text-muted-foreground">
              {t('form.inviteHelp')}
            </p>
          </div>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('form.check')}
        </Button>
      </div>
    </form>
  );
}
