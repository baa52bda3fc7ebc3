import LogIn from 'lucide-react/icons/log-in';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

/** SPEC §2 / DECISIONS "Accounts": /affiliate shows this notice to visitors instead of redirecting. */
export function AuthRequired() {
  const { t } = useTranslation('affiliate');
  return (
    <Card className="mx-auto max-w-lg" data-testid="affiliate-auth-required">
      <CardHeader className="flex-row items-center gap-3">
        <ShieldAlert className="size-6 text-warning" aria-hidden />
        <h2 className="text-lg font-semibold leading-tight">{t('authRequired.title')}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground">{t('authRequired.text')}</p>
        <Button asChild className="self-start">
          <Link to="/login?next=%2Faffiliate">
            <LogIn aria-hidden />
            {t('authRequired.signIn')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
