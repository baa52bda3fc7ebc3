import MailCheck from 'lucide-react/icons/mail-check';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useRequestSignInLink } from '../api/sign-in-link.ts';

/**
 * Shown while failed sign-ins from other addresses lock the account (`login_account_locked`):
 * its owner can have a single-use sign-in link e-mailed, valid for 15 minutes.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const request = useRequestSignInLink();
  return (
    <aside className="flex flex-col gap-2 rounded-md border bg-muted/50 p-4 text-sm" data-testid="sign-in-link-offer">
      {request.isSuccess ? (
        <p role="status" className="flex items-center gap-2">
          <MailCheck className="size-4 text-primary" aria-hidden />
          {t('signInLink.sent')}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">{t('signInLink.offer')}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={request.isPending}
              onClick={() => request.mutate({ email })}
            >
              {t('signInLink.send')}
            </Button>
          </div>
        </>
      )}
    </aside>
  );
}
