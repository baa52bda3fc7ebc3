import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import type { SendSupportMessageInput } from '#shared/contracts/support.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts';
import { toast } from '#client/lib/toast.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';

type FormInput = z.input<typeof SendSupportMessageInput>;
type FormOutput = z.output<typeof SendSupportMessageInput>;
type Field = 'name' | 'email' | 'subject' | 'message';
const resolver = lazyZodResolver(() => import('#shared/contracts/support.ts').then((m) => m.SendSupportMessageInput));

/** The contract's English messages, mapped to translation keys so the form speaks the page's language. */
const MESSAGE_KEYS: Record<string, string> = {
  'Name is required': 'form.errors.nameRequired',
  'Email is required': 'form.errors.emailRequired',
  'Please enter a valid email address': 'form.errors.emailInvalid',
  'Subject is required': 'form.errors.subjectRequired',
  'Message is required': 'form.errors.messageRequired',
  [`Name must be ${SUPPORT_LIMITS.name} characters or less`]: 'form.errors.tooLong',
  [`Email must be ${SUPPORT_LIMITS.email} characters or less`]: 'form.errors.tooLong',
  [`Subject must be ${SUPPORT_LIMITS.subject} characters or less`]: 'form.errors.tooLong',
  [`Message must be ${SUPPORT_LIMITS.message} characters or less`]: 'form.errors.tooLong',
};

export function ContactForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const { t } = useTranslation('support');
  const id = useId();
  const send = useSendSupportMessage();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { name: '', email: '', subject: defaultSubject, message: '', website: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('form.success'), { description: t('form.successText') });
      form.reset({ name: '', email: '', subject: '', message: '', website: '' });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (['name', 'email', 'subject', 'message'].includes(field)) form.setError(field as FieldPath<FormInput>, { message });
        }
      }
      toast.error(t('form.failure'), { description: error instanceof ApiError && error.status === 429 ? t('form.rateLimited') : t('form.failureText') });
    }
  });

  const field = (name: Field, label: string, control: React.ReactNode) => {
    const message = errors[name]?.message;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control}
        {message ? (
          <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
            {MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message]!, { max: SUPPORT_LIMITS[name] }) : message}
          </p>
        ) : null}
      </div>
    );
  };
  const a11y = (name: Field) => ({ id: `${id}-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined, 'aria-required': true });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} onPointerEnter={resolver.preload} noValidate className="flex flex-col gap-5" data-testid="contact-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', t('form.name'), <Input autoComplete="name" maxLength={SUPPORT_LIMITS.name} {...a11y('name')} {...form.register('name')} />)}
        {field('email', t('form.email'), <Input type="email" autoComplete="email" maxLength={SUPPORT_LIMITS.email} {...a11y('email')} {...form.register('email')} />)}
      </div>
      {field('subject', t('form.subject'), <Input maxLength={SUPPORT_LIMITS.subject} {...a11y('subject')} {...form.register('subject')} />)}
      {field('message', t('form.message'), <Textarea rows={6} maxLength={SUPPORT_LIMITS.message} {...a11y('message')} {...form.register('message')} />)}
      {/* Spam trap: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting} className="self-start">
        <Send aria-hidden />
        {form.formState.isSubmitting ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
