import Send from 'lucide-react/icons/send';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useReplyToMessage } from '../../api/admin-support.ts';

/** The inbox's answer box: the text goes to the sender by e-mail and joins the thread above. */
export function ReplyForm({ messageId, email }: { messageId: number; email: string }) {
  const { t } = useTranslation('admin-support');
  const reply = useReplyToMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const id = `reply-${messageId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError(t('replyRequired'));
    setError(undefined);
    reply.mutate(
      { id: messageId, body },
      {
        onSuccess: () => {
          setBody('');
          toast.success(t('replySent', { email }));
        },
        onError: (failure) => toast.error(errorText(t, failure, t('replyFailed'))),
      },
    );
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <FormField id={id} label={t('replyLabel')} hint={t('replyHint', { email })} error={error}>
        <Textarea
          id={id}
          name="body"
          rows={4}
          value={body}
          maxLength={SUPPORT_LIMITS.reply}
          onChange={(event) => setBody(event.target.value)}
          {...fieldAria(id, { error, hint: true })}
        />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={reply.isPending}>
          <Send aria-hidden />
          {t('sendReply')}
        </Button>
      </div>
    </form>
  );
}
