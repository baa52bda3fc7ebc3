import { useTranslation } from '#client/lib/use-translation.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useDisconnectGoogle } from '../api/account.ts';
import { AccountSection } from './account-section.tsx';

/** Whether a Google identity signs in to this account; it can be disconnected once a password exists. */
export function GoogleSection({ connected, hasPassword }: { connected: boolean; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const disconnect = useDisconnectGoogle();
  return (
    <AccountSection id="google" title={t('google.title')} description={t('google.description')}>
      <div className="flex flex-col gap-3" data-testid="google-section">
        <p className="flex items-center gap-2 text-sm">
          <Badge variant={connected ? 'secondary' : 'outline'}>
            {connected ? t('google.connected') : t('google.notConnected')}
          </Badge>
        </p>
        {connected && !hasPassword ? (
          <p className="text-sm text-muted-foreground">{t('google.setPasswordFirst')}</p>
        ) : null}
        {connected && hasPassword ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="self-start" disabled={disconnect.isPending}>
                {t('google.disconnect')}
              </Button>
            }
            title={t('google.confirmTitle')}
            description={t('google.confirmText')}
            cancelLabel={t('cancel')}
            confirmLabel={t('google.disconnect')}
            onConfirm={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => toast.success(t('google.disconnected')),
                onError: (error) => toast.error(errorText(t, error, t('errors.unknown'))),
              })
            }
          />
        ) : null}
      </div>
    </AccountSection>
  );
}
