import UserCheck from 'lucide-react/icons/user-check';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** SPEC §4: `account_linking_required` shows this card; 'Got it' dismisses it. */
export function AccountExistsCard({ email, onDismiss }: { email?: string; onDismiss: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Card role="alert" className="border-primary/40 bg-primary/5" data-testid="account-exists">
      <CardHeader className="flex-row items-center gap-3 pb-2">
        <UserCheck className="size-5 shrink-0 text-primary" aria-hidden />
        <CardTitle className="text-base">{t('accountExists.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>{email ? t('accountExists.text', { email }) : t('accountExists.textNoEmail')}</p>
        <Button type="button" size="sm" className="self-start" onClick={onDismiss}>
          {t('accountExists.ok')}
        </Button>
      </CardContent>
    </Card>
  );
}
