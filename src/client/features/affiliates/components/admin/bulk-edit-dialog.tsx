import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { AFFILIATE_STATUSES, bulkUpdatedMessage } from '#shared/contracts/affiliates.constants.ts';
import type { BulkEditForm } from '#shared/contracts/affiliates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { lazyZodResolver, toast } from '#client/lib/first-load/index.ts';
import { useUpdateAffiliates } from '../../api/admin-update-affiliates.ts';
import { fieldAria, FormField } from '../form-field.tsx';

const EMPTY: BulkEditForm = { status: '', commissionRate: '' };
const resolver = lazyZodResolver(() => import('#shared/contracts/affiliates.ts').then((m) => m.BulkEditFormSchema));

/**
 * SPEC §2/§5: Status ('-- No Change --' or a status) and Commission Rate (%), blank = no change;
 * at least one must change and only changed fields are sent.
 */
export function BulkEditDialog({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const { t } = useTranslation('admin-affiliates');
  const [open, setOpen] = useState(false);
  const update = useUpdateAffiliates();
  const form = useForm<BulkEditForm>({ resolver, defaultValues: EMPTY });
  const errors = form.formState.errors;
  const rateError = errors.commissionRate ? t('bulk.rateRange') : undefined;
  const rootError = (errors as { root?: { message?: string } }).root?.message ? t('bulk.atLeastOne') : undefined;

  const submit = form.handleSubmit(async (values) => {
    const change = {
      ...(values.status ? { status: values.status } : {}),
      ...(values.commissionRate !== '' ? { commissionRate: Number(values.commissionRate) } : {}),
    };
    try {
      const res = await update.mutateAsync({ updates: ids.map((id) => ({ id, ...change })) });
      // SPEC §7: the server's message, else '{n} affiliate(s) updated successfully.' (translated when it is that one).
      const fallback = t('bulk.updated', { count: ids.length });
      toast.success(!res.message || res.message === bulkUpdatedMessage(ids.length) ? fallback : res.message);
      setOpen(false);
      form.reset(EMPTY);
      onDone();
    } catch (e) {
      toast.error(errorText(t, e, t('bulk.failed')));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
      trigger={
        <Button>
          <Pencil aria-hidden />
          {t('affiliates.bulkEdit', { count: ids.length })}
        </Button>
      }
      title={t('bulk.title')}
      description={t('bulk.description', { count: ids.length })}
      onSubmit={submit}
      cancelLabel={t('bulk.cancel')}
      submitLabel={update.isPending ? t('bulk.applying') : t('bulk.apply')}
      busy={update.isPending}
      formTestId="bulk-edit-form"
    >
      <FormField id="bulk-status" label={t('bulk.status')}>
        <NativeSelect id="bulk-status" {...form.register('status')}>
          <option value="">{t('bulk.noChange')}</option>
          {AFFILIATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`affiliateStatus.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="bulk-rate" label={t('bulk.rate')} error={rateError} hint={t('bulk.rateHint')}>
        <Input
          id="bulk-rate"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          {...form.register('commissionRate')}
          {...fieldAria('bulk-rate', rateError, t('bulk.rateHint'))}
        />
      </FormField>
      {rootError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rootError}
        </p>
      )}
    </FormDialog>
  );
}
