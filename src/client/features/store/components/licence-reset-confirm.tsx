import CheckCircle2 from 'lucide-react/icons/circle-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useConfirmLicenceReset } from '../api/licence-reset.ts';

/** Answers a second click cannot change: the link is spent or the licence cannot be reset now. */
const FINAL = new Set<string>([
  'licence_reset_link_invalid',
  'licence_reset_link_expired',
  'licence_reset_link_used',
  'licence_reset_quota_used',
  'licence_reset_too_soon',
  'licence_revoked',
]);

/**
 * The page the e-mailed reset link opens: one button confirms (signed in or not), then it says
 * how many machines were freed and how many resets are left. `method="post"` is for a click
 * before hydration, which the route's action answers with the same page.
 */
export function LicenceResetConfirm({ token }: { token: string }) {
  const { t } = useTranslation('store');
  const confirm = useConfirmLicenceReset();
  const toOrders = (
    <Link to="/orders" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
      {t('licenceReset.toOrders')}
    </Link>
  );
  if (!token)
    return (
      <>
        <p role="alert" className="text-sm">
          {t('licenceReset.missing')}
        </p>
        {toOrders}
      </>
    );
  if (confirm.isSuccess) {
    const { freed, indicator, resetsLeft } = confirm.data;
    return (
      <>
        <div role="status" className="flex items-start gap-3" data-testid="reset-done">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">{t('licenceReset.done', { count: freed, indicator })}</p>
            <p className="text-muted-foreground">{t('licenceReset.activateAgain')}</p>
            <p className="text-muted-foreground">{t('licenceReset.left', { count: resetsLeft })}</p>
          </div>
        </div>
        <Button asChild>
          <Link to="/orders">{t('licenceReset.toOrders')}</Link>
        </Button>
      </>
    );
  }
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
      <p className="text-sm text-muted-foreground">{t('licenceReset.explain')}</p>
      {confirm.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {errorText(t, confirm.error, t('licenceReset.failed'))}
        </p>
      ) : null}
      {final ? null : (
        <Button type="submit" disabled={confirm.isPending} data-testid="confirm-reset">
          {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
          {confirm.isPending ? t('licenceReset.working') : t('licenceReset.button')}
        </Button>
      )}
      {toOrders}
    </form>
  );
}
