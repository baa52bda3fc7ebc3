import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { TokenConfirm } from '#client/components/layout/token-confirm.tsx';
import { Button } from '#client/components/ui/button.tsx';
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

/** The page the e-mailed reset link opens; once confirmed it says how many machines were freed and resets are left. */
export function LicenceResetConfirm({ token }: { token: string }) {
  const { t } = useTranslation('store');
  const confirm = useConfirmLicenceReset();
  return (
    <TokenConfirm
      token={token}
      mutation={confirm}
      finalCodes={FINAL}
      back={{ to: '/orders', label: t('licenceReset.toOrders') }}
      texts={{
        missing: t('licenceReset.missing'),
        explain: t('licenceReset.explain'),
        error: errorText(t, confirm.error, t('licenceReset.failed')),
        button: t('licenceReset.button'),
        working: t('licenceReset.working'),
      }}
      button={{ testId: 'confirm-reset', icon: <RotateCcw aria-hidden /> }}
      done={
        confirm.isSuccess
          ? {
              testId: 'reset-done',
              lines: (
                <>
                  <p className="font-medium">
                    {t('licenceReset.done', { count: confirm.data.freed, indicator: confirm.data.indicator })}
                  </p>
                  <p className="text-muted-foreground">{t('licenceReset.activateAgain')}</p>
                  <p className="text-muted-foreground">{t('licenceReset.left', { count: confirm.data.resetsLeft })}</p>
                </>
              ),
              footer: (
                <Button asChild>
                  <Link to="/orders">{t('licenceReset.toOrders')}</Link>
                </Button>
              ),
            }
          : null
      }
    />
  );
}
