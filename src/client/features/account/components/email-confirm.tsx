import { useTranslation } from '#client/lib/use-translation.ts';
import { TokenConfirm } from '#client/components/layout/token-confirm.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useConfirmEmailChange } from '../api/account.ts';

/** Answers a second click cannot change: the link is spent, or the address was taken meanwhile. */
const FINAL = new Set<string>([
  'email_change_link_invalid',
  'email_change_link_expired',
  'email_change_link_used',
  'email_change_in_use',
]);

/** The page the e-mailed link to a new address opens; confirming signs the account out everywhere. */
export function EmailChangeConfirm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const confirm = useConfirmEmailChange();
  return (
    <TokenConfirm
      token={token}
      mutation={confirm}
      finalCodes={FINAL}
      back={{ to: '/account', label: t('emailConfirm.toAccount') }}
      texts={{
        missing: t('emailConfirm.missing'),
        explain: t('emailConfirm.explain'),
        error: errorText(t, confirm.error, t('errors.unknown')),
        button: t('emailConfirm.button'),
        working: t('emailConfirm.working'),
      }}
      button={{ testId: 'confirm-email' }}
      done={
        confirm.isSuccess
          ? {
              testId: 'email-changed',
              lines: (
                <>
                  <p className="font-medium">{t('emailConfirm.done', { email: confirm.data.email })}</p>
                  <p className="text-muted-foreground">{t('emailConfirm.signedOut')}</p>
                </>
              ),
            }
          : null
      }
    />
  );
}
