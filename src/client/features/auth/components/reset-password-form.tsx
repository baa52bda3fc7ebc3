import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import { onDemandForm, type FormViewProps } from '#client/lib/first-load/index.ts';
import { NewPasswordField, SubmitButton } from './auth-field.tsx';

export interface ResetPasswordFormProps {
  token: string;
  onSignedIn: (user: AuthUser) => void;
}

export interface ResetPasswordFormViewProps extends FormViewProps<'password' | 'confirm'> {
  errors?: { password?: string; confirm?: string };
  failure?: string | null;
  busy?: boolean;
}

/** The new-password form's markup, the same before and after its logic (`use-reset-password-form.ts`) arrives. */
function ResetPasswordFormView({ id, form, field, errors = {}, failure, busy = false }: ResetPasswordFormViewProps) {
  const { t } = useTranslation('auth');
  return (
    <form method="post" {...form} noValidate className="flex flex-col gap-4">
      {failure ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          <p>{failure}</p>
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            {t('reset.requestNew')}
          </Link>
        </div>
      ) : null}
      <NewPasswordField
        id={`${id}-password`}
        label={t('fields.newPassword')}
        error={errors.password}
        hint={t('hints.password')}
        binding={field('password')}
      />
      <NewPasswordField
        id={`${id}-confirm`}
        label={t('fields.confirmPassword')}
        error={errors.confirm}
        binding={field('confirm')}
      />
      <SubmitButton busy={busy}>{busy ? t('actions.saving') : t('actions.setPassword')}</SubmitButton>
    </form>
  );
}

/** Sets a new password with the mailed token; react-hook-form, zod and the call load on the first interaction. */
export const ResetPasswordForm = onDemandForm({
  View: ResetPasswordFormView,
  defaults: (_: ResetPasswordFormProps) => ({ password: '', confirm: '' }),
  schema: () => import('../reset-password-schema.ts').then((m) => m.ResetPasswordFormSchema),
  logic: () => import('../use-reset-password-form.ts').then((m) => m.useResetPasswordForm),
});
