import Send from 'lucide-react/icons/send';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { SUPPORT_LIMITS } from '#shared/contracts/support.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { onDemandForm, type FormViewProps } from '#client/lib/first-load/index.ts';

export type ContactField = 'name' | 'email' | 'subject' | 'message';

export interface ContactFormProps {
  defaultSubject?: string;
}

export interface ContactFormViewProps extends FormViewProps<ContactField | 'website'> {
  /** Translated, per field. */
  errors?: Partial<Record<ContactField, string>>;
  sending?: boolean;
}

/** The contact form's markup, the same before and after its logic (`use-contact-form.ts`) arrives. */
function ContactFormView({ id, form, field, errors = {}, sending = false }: ContactFormViewProps) {
  const { t } = useTranslation('support');
  const row = (name: ContactField, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const a11y = (name: ContactField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': true,
  });

  return (
    <form method="post" {...form} noValidate className="flex flex-col gap-5" data-testid="contact-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {row(
          'name',
          t('form.name'),
          <Input autoComplete="name" maxLength={SUPPORT_LIMITS.name} {...a11y('name')} {...field('name')} />,
        )}
        {row(
          'email',
          t('form.email'),
          <Input
            type="email"
            autoComplete="email"
            maxLength={SUPPORT_LIMITS.email}
            {...a11y('email')}
            {...field('email')}
          />,
        )}
      </div>
      {row(
        'subject',
        t('form.subject'),
        <Input maxLength={SUPPORT_LIMITS.subject} {...a11y('subject')} {...field('subject')} />,
      )}
      {row(
        'message',
        t('form.message'),
        <Textarea rows={6} maxLength={SUPPORT_LIMITS.message} {...a11y('message')} {...field('message')} />,
      )}
      {/* Spam trap: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...field('website')} />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="self-start">
        <Send aria-hidden />
        {sending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}

/** Sends a message to support; react-hook-form, zod and the call load on the first interaction. */
export const ContactForm = onDemandForm({
  View: ContactFormView,
  defaults: ({ defaultSubject }: ContactFormProps) => ({
    name: '',
    email: '',
    subject: defaultSubject ?? '',
    message: '',
    website: '',
  }),
  schema: () => import('#shared/contracts/support.ts').then((m) => m.SendSupportMessageInput),
  logic: () => import('../use-contact-form.ts').then((m) => m.useContactForm),
});
