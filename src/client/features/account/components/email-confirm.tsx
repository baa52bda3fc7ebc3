import CheckCircle2 from 'lucide-react/icons/circle-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useConfirmEmailChange } from '../api/account.ts';

/** Answers a second click cannot change: the link is spent, or the address was taken meanwhile. */
const FINAL = new Set<string>([
  'email_change_link_invalid',
  'email_change_link_expired',
  'email_change_link_used',
  'email_change_in_use',
]);

/**
 * The page the e-mailed link opens: opening it changes nothing, the button confirms (signed in
 * or not). `method="post"` is for a click before hydration, which the route's action answers.
 */
export function EmailChangeConfirm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const confirm = useConfirmEmailChange();
  const toAccount = (
    <Link to="/account" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
      {t('emailConfirm.toAccount')}
    </Link>
  );
  if (!token)
    return (
      <>
        <p role="alert" className="text-sm">
          {t('emailConfirm.missing')}
        </p>
        {toAccount}
      </>
    );
  if (confirm.isSuccess)
    return (
      <>
        <div role="status" className="flex items-start gap-3" data-testid="email-changed">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">{t('emailConfirm.done', { email: confirm.data.email })}</p>
            <p className="text-muted-foreground">{t('emailConfirm.signedOut')}</p>
          </div>
        </div>
        {toAccount}
      </>
    );
  const final = confirm.error instanceof ApiError && FINAL.has(confirm.error.code ?? '');
  return (
    <form
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ token });
      }}
    >
      <p className="text-sm text-muted-foreground">{t('emailConfirm.explain')}</p>
      {confirm.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {errorText(t, confirm.error, t('errors.unknown'))}
        </p>
      ) : null}
      {final ? null : (
        <Button type="submit" disabled={confirm.isPending} data-testid="confirm-email">
          {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {confirm.isPending ? t('emailConfirm.working') : t('emailConfirm.button')}
        </Button>
      )}
      {toAccount}
    </form>
  );
}
