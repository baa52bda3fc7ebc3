import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import type { SendSupportMessageInput } from '#shared/contracts/support.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { translateFieldMessage } from '#client/lib/field-messages.ts';
import { useFormHandoff, withHandoff, type FormHandoff } from '#client/lib/form-handoff.ts';
import { lazyZodResolver } from '#client/lib/lazy-zod-resolver.ts';
import type { FormViewState } from '#client/lib/on-demand-form.tsx';
import { toast } from '#client/lib/toast.ts';
import { useSendSupportMessage } from './api/send-support-message.ts';
import type { ContactField, ContactFormProps, ContactFormViewProps } from './components/contact-form.tsx';

type FormInput = z.input<typeof SendSupportMessageInput>;
type FormOutput = z.output<typeof SendSupportMessageInput>;
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
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

/** The contact form's logic, which `ContactForm` loads on the first interaction. */
export function useContactForm({ defaultSubject = '' }: ContactFormProps, handoff: FormHandoff | undefined): FormViewState<ContactFormViewProps> {
  const { t } = useTranslation('support');
  const send = useSendSupportMessage();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: withHandoff({ name: '', email: '', subject: defaultSubject, message: '', website: '' }, handoff),
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
          if ((FIELDS as readonly string[]).includes(field)) form.setError(field as FieldPath<FormInput>, { message });
        }
      }
      toast.error(t('form.failure'), { description: error instanceof ApiError && error.status === 429 ? t('form.rateLimited') : t('form.failureText') });
    }
  });
  const formProps = useFormHandoff(form, handoff, { submit: onSubmit, preload: resolver.preload });

  const errorText = (name: ContactField) => {
    const message = errors[name]?.message;
    const key = message ? MESSAGE_KEYS[message] : undefined;
    return key ? t(key, { max: SUPPORT_LIMITS[name] }) : message && (translateFieldMessage(t, message) ?? message);
  };
  return {
    form: formProps,
    field: form.register,
    errors: Object.fromEntries(FIELDS.map((name) => [name, errorText(name)])),
    sending: form.formState.isSubmitting,
  };
}
