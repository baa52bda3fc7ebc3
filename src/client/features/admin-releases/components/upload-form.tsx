import Upload from 'lucide-react/icons/upload';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { RELEASE_LIMITS, type RELEASE_STATUSES, SEMVER_PATTERN } from '#shared/contracts/releases.constants.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/first-load/index.ts';
import { useUploadRelease } from '../api/upload-release.ts';
import { releaseErrors, type UploadField } from '../release-errors.ts';
import { NotesFields } from './notes-fields.tsx';
import { MinPlatformField, StatusField, minPlatformRules, notesRules } from './release-fields.tsx';
import { UploadProgress } from './upload-progress.tsx';

interface UploadFormValues {
  version: string;
  minPlatformVersion: string;
  status: (typeof RELEASE_STATUSES)[number];
  notes: Record<Language, string>;
  file: FileList | null;
}

interface Props {
  indicatorId: number;
  /** Versions the product already has, refused before anything is sent. */
  existingVersions: string[];
  /** The newest release's minimum platform version, as a starting value. */
  lastMinPlatformVersion: string;
}

const emptyNotes = () => Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ''])) as Record<Language, string>;

const isZip = (file: File) => /\.zip$/i.test(file.name);

/** Version, file, minimum platform version, notes per language and status; uploads with a progress bar. */
export function UploadForm({ indicatorId, existingVersions, lastMinPlatformVersion }: Props) {
  const { t } = useTranslation('admin-releases');
  const upload = useUploadRelease(indicatorId);
  const defaults = (): UploadFormValues => ({
    version: '',
    minPlatformVersion: lastMinPlatformVersion,
    status: 'draft',
    notes: emptyNotes(),
    file: null,
  });
  const form = useForm<UploadFormValues>({ defaultValues: defaults() });
  const { errors } = form.formState;
  const busy = upload.isPending;

  const submit = form.handleSubmit((values) => {
    const file = values.file?.[0];
    if (!file) return;
    upload.mutate(
      {
        indicatorId,
        version: values.version,
        minPlatformVersion: values.minPlatformVersion,
        status: values.status,
        notes: values.notes,
        file,
      },
      {
        onSuccess: () => form.reset(defaults()),
        onError: (error) => {
          if ((error as Error).name === 'AbortError') return void toast.info(t('upload.cancelled'));
          const { fields, general } = releaseErrors(t, error, t('upload.failedToast'));
          for (const [field, message] of Object.entries(fields))
            form.setError(field as UploadField, { type: 'server', message }, { shouldFocus: true });
          if (general) toast.error(general);
        },
      },
    );
  });

  const notesErrors = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, errors.notes?.[code]?.message]),
  ) as Partial<Record<Language, string>>;

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="release-upload-form">
      {/* Nothing changes while the bytes go out. */}
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="release-version"
            label={t('upload.version')}
            hint={t('upload.versionHint')}
            error={errors.version?.message}
            required
          >
            <Input
              id="release-version"
              autoComplete="off"
              spellCheck={false}
              placeholder="1.4.0"
              maxLength={RELEASE_LIMITS.version}
              {...form.register('version', {
                validate: (raw) => {
                  const value = raw.trim();
                  if (!value) return t('validation.versionRequired');
                  if (!SEMVER_PATTERN.test(value)) return t('validation.versionInvalid');
                  if (existingVersions.includes(value)) return t('validation.versionExists');
                  return true;
                },
              })}
              {...fieldAria('release-version', { error: errors.version?.message, hint: true, required: true })}
            />
          </FormField>
          <MinPlatformField
            id="release-min-platform"
            error={errors.minPlatformVersion?.message}
            registration={form.register('minPlatformVersion', minPlatformRules(t))}
          />
          <FormField id="release-file" label={t('upload.file')} error={errors.file?.message} required>
            <Input
              id="release-file"
              type="file"
              accept=".zip,application/zip,application/x-zip-compressed"
              className="cursor-pointer file:mr-3 file:cursor-pointer"
              {...form.register('file', {
                validate: (files) => {
                  const file = files?.[0];
                  if (!file) return t('validation.fileRequired');
                  if (!isZip(file)) return t('validation.fileNotZip');
                  return true;
                },
              })}
              {...fieldAria('release-file', { error: errors.file?.message, required: true })}
            />
          </FormField>
          <StatusField id="release-status" registration={form.register('status')} />
        </div>

        <NotesFields
          idPrefix="release-upload"
          errors={notesErrors}
          register={(code) => form.register(`notes.${code}`, notesRules(t, code))}
        />
      </fieldset>

      <UploadProgress phase={upload.progress.phase} percent={upload.progress.percent} />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden />
          {busy ? t('upload.uploading') : t('upload.submit')}
        </Button>
        {busy && (
          <Button type="button" variant="outline" onClick={upload.cancel}>
            {t('upload.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
