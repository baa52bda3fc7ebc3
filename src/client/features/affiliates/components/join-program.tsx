import Check from 'lucide-react/icons/check';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from 'react-router';
import type { AffiliateJoinForm } from '#shared/contracts/affiliates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { lazyZodResolver, toast } from '#client/lib/first-load/index.ts';
import { useRegisterAffiliate } from '../api/register-affiliate.ts';

const resolver = lazyZodResolver(() =>
  import('#shared/contracts/affiliates.ts').then((m) => m.AffiliateJoinFormSchema),
);

/** The become-affiliate form (SPEC §2, §3: terms acceptance is the only field). */
export function JoinProgram({ onJoined }: { onJoined(): void }) {
  const { t } = useTranslation('affiliate');
  const register = useRegisterAffiliate();
  const form = useForm<AffiliateJoinForm>({ resolver, defaultValues: { acceptTerms: false as unknown as true } });
  const error = form.formState.errors.acceptTerms ? t('messages.termsRequired') : undefined;

  const submit = form.handleSubmit(async () => {
    try {
      await register.mutateAsync();
      toast.success(t('join.success'));
      onJoined();
    } catch (e) {
      toast.error(t('join.failedTitle'), {
        description: errorText(t, e, t('messages.unknown')),
      });
    }
  });

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
        <form
          method="post"
          onSubmit={submit}
          onFocus={resolver.preload}
          onPointerEnter={resolver.preload}
          noValidate
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-3">
              <Controller
                control={form.control}
                name="acceptTerms"
                render={({ field }) => (
                  <Checkbox
                    id="affiliate-terms"
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'affiliate-terms-error' : undefined}
                  />
                )}
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
