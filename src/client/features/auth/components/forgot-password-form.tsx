import MailCheck from 'lucide-react/icons/mail-check';
import { useTranslation } from '#client/lib/use-translation.ts';
import { onDemandForm, type FormViewProps } from '#client/lib/first-load/index.ts';
import { EmailField, SubmitButton } from './auth-field.tsx';

export interface ForgotPasswordFormViewProps extends FormViewProps<'email'> {
  error?: string;
  failure?: string | null;
  busy?: boolean;
  /** The address a link was sent to: replaces the form with the confirmation. */
  sentTo?: string | null;
}

/** The reset request form's markup, the same before and after its logic (`use-forgot-password-form.ts`) arrives. */
function ForgotPasswordFormView({
  id,
  form,
  field,
  error,
  failure,
  busy = false,
  sentTo,
}: ForgotPasswordFormViewProps) {
  const { t } = useTranslation('auth');
  if (sentTo) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
        data-testid="reset-sent"
      >
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p>{t('forgot.sent', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form method="post" {...form} noValidate className="flex flex-col gap-4">
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {failure}
        </p>
      ) : null}
      <EmailField id={`${id}-email`} error={error} binding={field('email')} />
      <SubmitButton busy={busy}>{busy ? t('actions.sending') : t('actions.sendLink')}</SubmitButton>
    </form>
  );
}

/** Asks for a reset link; react-hook-form, zod and the call load on the first interaction. */
export const ForgotPasswordForm = onDemandForm({
  View: ForgotPasswordFormView,
  defaults: () => ({ email: '' }),
  schema: () => import('#shared/contracts/auth.ts').then((m) => m.ForgotPasswordInput),
  logic: () => import('../use-forgot-password-form.ts').then((m) => m.useForgotPasswordForm),
});
