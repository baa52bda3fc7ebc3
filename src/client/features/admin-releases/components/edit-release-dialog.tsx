import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { RELEASE_STATUSES } from '#shared/contracts/releases.constants.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/lib/first-load/index.ts';
import { useUpdateRelease } from '../api/change-release.ts';
import type { AdminRelease } from '../api/list-releases.ts';
import { releaseErrors, type UploadField } from '../release-errors.ts';
import { NotesFields } from './notes-fields.tsx';
import { MinPlatformField, StatusField, minPlatformRules, notesRules } from './release-fields.tsx';

interface EditValues {
  minPlatformVersion: string;
  status: (typeof RELEASE_STATUSES)[number];
  notes: Record<Language, string>;
}

function defaults(release: AdminRelease): EditValues {
  const notes = release.notesByLanguage ?? {};
  return {
    minPlatformVersion: release.minPlatformVersion,
    status: release.status,
    notes: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, notes[code] ?? ''])) as Record<Language, string>,
  };
}

interface Props {
  pageId: number;
  release: AdminRelease;
  onClose(): void;
}

/** Notes, minimum platform version, and draft → published; the file and version stay as uploaded. */
export function EditReleaseDialog({ pageId, release, onClose }: Props) {
  const { t } = useTranslation('admin-releases');
  const update = useUpdateRelease(pageId);
  const form = useForm<EditValues>({ defaultValues: defaults(release) });
  const { errors } = form.formState;
  const translated = LANGUAGE_CODES.some((code) => code !== 'en' && release.notesByLanguage?.[code]);

  const submit = form.handleSubmit((values) => {
    update.mutate(
      {
        id: release.id,
        minPlatformVersion: values.minPlatformVersion.trim(),
        status: values.status,
        notes: Object.fromEntries(Object.entries(values.notes).filter(([, text]) => text.trim() !== '')),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const { fields, general } = releaseErrors(t, error, t('edit.failed'));
          for (const [field, message] of Object.entries(fields))
            form.setError(field as Exclude<UploadField, 'version' | 'file'>, { type: 'server', message });
          if (general) toast.error(general);
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto" data-testid="edit-release-dialog">
        <DialogHeader>
          <DialogTitle>{t('edit.title', { version: release.version })}</DialogTitle>
          <DialogDescription>{t('edit.intro')}</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset disabled={update.isPending} className="flex min-w-0 flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <MinPlatformField
                id="edit-min-platform"
                error={errors.minPlatformVersion?.message}
                registration={form.register('minPlatformVersion', minPlatformRules(t))}
              />
              <StatusField id="edit-status" registration={form.register('status')} />
            </div>
            <NotesFields
              idPrefix="release-edit"
              translationsOpen={translated}
              errors={Object.fromEntries(LANGUAGE_CODES.map((code) => [code, errors.notes?.[code]?.message]))}
              register={(code) => form.register(`notes.${code}`, notesRules(t, code))}
            />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t('edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
