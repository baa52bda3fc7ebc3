import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Button } from '#client/components/ui/button.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { fieldAria, FormField } from '../form-field.tsx';

type Variant = ComponentProps<typeof Button>['variant'];

interface Props {
  id: string;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  texts: {
    title: string;
    description: string;
    label: string;
    /** Shown when the field is left blank. */
    required: string;
    cancel: string;
    confirm: string;
    saving: string;
    /** The toast when the call failed without a message of its own. */
    failed: string;
  };
  /** A reason (several lines) rather than a reference (one line). */
  multiline?: boolean;
  confirmVariant?: Variant;
  busy: boolean;
  /** Sends the trimmed text; resolves to the success toast. */
  send(text: string): Promise<string>;
}

/** One admin action that needs a line of text (a payment reference, a rejection reason). */
export function TextActionDialog({ id, trigger, texts, multiline = false, confirmVariant, busy, send }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(texts.required);
    try {
      toast.success(await send(text.trim()));
      setOpen(false);
    } catch (e) {
      toast.error(errorText(t, e, texts.failed));
    }
  };

  const control = {
    id,
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
    ...fieldAria(id, error),
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setText('');
        setError(undefined);
      }}
      trigger={trigger}
      title={texts.title}
      description={texts.description}
      onSubmit={(e) => void submit(e)}
      cancelLabel={texts.cancel}
      submitLabel={busy ? texts.saving : texts.confirm}
      submitVariant={confirmVariant}
      busy={busy}
    >
      <FormField id={id} label={texts.label} error={error}>
        {multiline ? (
          <Textarea maxLength={1000} rows={3} {...control} />
        ) : (
          <Input maxLength={200} autoComplete="off" {...control} />
        )}
      </FormField>
    </FormDialog>
  );
}
