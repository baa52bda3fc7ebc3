import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import type { SendSupportMessageInput } from '#shared/contracts/support.ts';
import type { FieldCode } from '#shared/error-codes.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { fieldCodeText } from '#client/lib/error-text.ts';
import {
  useFormHandoff,
  withHandoff,
  type FormHandoff,
  lazyZodResolver,
  type FormViewState,
  toast,
} from '#client/lib/first-load/index.ts';
import { useSendSupportMessage } from './api/send-support-message.ts';
import type { ContactField, ContactFormProps, ContactFormViewProps } from './components/contact-form.tsx';

type FormInput = z.input<typeof SendSupportMessageInput>;
type FormOutput = z.output<typeof SendSupportMessageInput>;
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const resolver = lazyZodResolver(() => import('#shared/contracts/support.ts').then((m) => m.SendSupportMessageInput));

/** Support's own wording for a field code; other codes use the shared `common:fieldCodes.*`. */
const FIELD_TEXT: Partial<Record<FieldCode, (name: ContactField) => string>> = {
  required: (name) => `form.errors.${name}Required`,
  invalid_email: () => 'form.errors.emailInvalid',
  too_long: () => 'form.errors.tooLong',
};

/** The contact form's logic, which `ContactForm` loads on the first interaction. */
export function useContactForm(
  { defaultSubject = '' }: ContactFormProps,
  handoff: FormHandoff | undefined,
): FormViewState<ContactFormViewProps> {
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
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as FieldPath<FormInput>, { type: error.fieldCodes[field] ?? 'invalid', message });
        }
      }
      toast.error(t('form.failure'), {
        description:
          error instanceof ApiError && error.code === 'rate_limited' ? t('form.rateLimited') : t('form.failureText'),
      });
    }
  });
  const formProps = useFormHandoff(form, handoff, { submit: onSubmit, preload: resolver.preload });

  const errorText = (name: ContactField) => {
    const error = errors[name];
    if (!error) return undefined;
    const code = (error.type as FieldCode | undefined) ?? 'invalid';
    const key = FIELD_TEXT[code]?.(name);
    return key ? t(key, { max: SUPPORT_LIMITS[name] }) : fieldCodeText(t, code, { max: SUPPORT_LIMITS[name] });
  };
  return {
    form: formProps,
    field: form.register,
    errors: Object.fromEntries(FIELDS.map((name) => [name, errorText(name)])),
    sending: form.formState.isSubmitting,
  };
}
