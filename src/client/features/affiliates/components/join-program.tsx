import Check from 'lucide-react/icons/check';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useRegisterAffiliate } from '../api/register-affiliate.ts';

/**
 * The become-affiliate form (SPEC §2, §3: terms acceptance is the only field). Its one rule
 * (`AffiliateJoinFormSchema`: the box ticked) is checked here, without react-hook-form and zod,
 * which would be 16 KB gzip of first-load JavaScript for a checkbox (DESIGN JS budget).
 */
export function JoinProgram({ onJoined }: { onJoined(): void }) {
  const { t } = useTranslation('affiliate');
  const register = useRegisterAffiliate();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !accepted ? t('messages.termsRequired') : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!accepted) return;
    try {
      await register.mutateAsync();
      toast.success(t('join.success'));
      onJoined();
    } catch (e) {
      toast.error(t('join.failedTitle'), {
        description: errorText(t, e, t('messages.unknown')),
      });
    }
  };

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('join.title')}</h2>
        <CardDescription>{t('join.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="mb-6 flex flex-col gap-2">
          {(['benefitCommission', 'benefitUnlimited', 'benefitPayouts'] as const).map((key) => (
            <li key={key} className="flex items-center gap-2 text-sm">
              <Check className="size-4 text-success" aria-hidden />
              {t(`join.${key}`)}
            </li>
          ))}
        </ul>
        <form method="post" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                id="affiliate-terms"
                checked={accepted}
                onCheckedChange={setAccepted}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'affiliate-terms-error' : undefined}
              />
              <Label htmlFor="affiliate-terms" className="leading-5">
                {t('join.termsBefore')}{' '}
                <Link to="/terms" className="text-primary underline underline-offset-2" target="_blank">
                  {t('join.termsLink')}
                </Link>
              </Label>
            </div>
            {error && (
              <p id="affiliate-terms-error" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" className="self-start" disabled={register.isPending}>
            {register.isPending ? t('join.submitting') : t('join.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
