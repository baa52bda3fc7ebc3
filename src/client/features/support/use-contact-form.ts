import type { ParseKeys } from 'i18next';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { z } from 'zod';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import type { SendSupportMessageInput } from '#shared/contracts/support.ts';
import type { FieldCode } from '#shared/error-codes.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { fieldCodeText } from '#client/lib/error-text.ts';
import { toast, type FormLogic } from '#client/lib/first-load/index.ts';
import { useSendSupportMessage } from './api/send-support-message.ts';
import type { ContactField, ContactFormProps, ContactFormViewProps } from './components/contact-form.tsx';

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Support's own wording for a field code; other codes use the shared `common:fieldCodes.*`. */
const FIELD_TEXT: Partial<Record<FieldCode, (name: ContactField) => ParseKeys<'support'>>> = {
  required: (name) => `form.errors.${name}Required`,
  invalid_email: () => 'form.errors.emailInvalid',
  too_long: () => 'form.errors.tooLong',
};

/** The contact form's logic, which `ContactForm` loads on the first interaction. */
export const useContactForm: FormLogic<ContactFormProps, typeof SendSupportMessageInput, ContactFormViewProps> = (
  _props,
  form,
) => {
  const { t } = useTranslation('support');
  const send = useSendSupportMessage();
  const { errors } = form.formState;

  const errorText = (name: ContactField) => {
    const error = errors[name];
    if (!error) return undefined;
    const code = (error.type as FieldCode | undefined) ?? 'invalid';
    const key = FIELD_TEXT[code]?.(name);
    return key ? t(key, { max: SUPPORT_LIMITS[name] }) : fieldCodeText(t, code, { max: SUPPORT_LIMITS[name] });
  };
  return {
    onValid: async (values) => {
      try {
        await send.mutateAsync(values);
        toast.success(t('form.success'), { description: t('form.successText') });
        form.reset({ name: '', email: '', subject: '', message: '', website: '' });
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if ((FIELDS as readonly string[]).includes(field))
              form.setError(field as FieldPath<z.input<typeof SendSupportMessageInput>>, {
                type: error.fieldCodes[field] ?? 'invalid',
                message,
              });
          }
        }
        toast.error(t('form.failure'), {
          description:
            error instanceof ApiError && error.code === 'rate_limited' ? t('form.rateLimited') : t('form.failureText'),
        });
      }
    },
    view: {
      errors: Object.fromEntries(FIELDS.map((name) => [name, errorText(name)])),
      sending: form.formState.isSubmitting,
    },
  };
};
