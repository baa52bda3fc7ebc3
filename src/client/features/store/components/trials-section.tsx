import FlaskConical from 'lucide-react/icons/flask-conical';
import Loader2 from 'lucide-react/icons/loader-circle';
import Zap from 'lucide-react/icons/zap';
import { useNavigate } from 'react-router';
import type { TrialDto } from '#shared/contracts/store.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useAddToCart } from '../api/add-to-cart.ts';

/** One trial: its key and machine, when it ends, and "Buy to keep it" (the same key becomes the licence). */
function TrialRow({ trial }: { trial: TrialDto }) {
  const { t, i18n } = useTranslation('licence-terms');
  const navigate = useNavigate();
  const buy = useAddToCart();
  const date = formatDay(trial.endsAt, i18n.language);
  const onBuy = () =>
    buy.mutate(trial.indicatorId, {
      onSuccess: () => navigate('/checkout'),
      onError: (error) => toast.error(errorText(t, error, t('trials.buyFailed'))),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="trial">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {trial.name}
          {trial.expired ? <Badge variant="warning">{t('trials.expiredBadge')}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">{trial.key}</code>
          {' · '}
          {trial.machineName ?? trial.machineId}
        </p>
        <p
          className={trial.expired ? 'text-sm text-warning' : 'text-sm text-muted-foreground'}
          data-testid="trial-ends"
        >
          {trial.expired ? t('trials.ended', { date }) : t('trials.endsOn', { date })}
        </p>
      </div>
      <Button onClick={onBuy} disabled={buy.isPending} data-testid="trial-buy">
        {buy.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Zap aria-hidden />}
        {t('trials.buy')}
      </Button>
    </li>
  );
}

/** The customer's free trials not bought yet, on /orders. */
export function TrialsSection({ trials }: { trials: TrialDto[] }) {
  const { t } = useTranslation('licence-terms');
  if (trials.length === 0) return null;
  return (
    <section aria-labelledby="trials-title" className="mb-10" data-testid="trials">
      <h2 id="trials-title" className="mb-2 flex items-center gap-2 text-2xl font-bold tracking-tight">
        <FlaskConical className="size-6 text-primary" aria-hidden />
        {t('trials.title')}
      </h2>
      <p className="mb-4 text-muted-foreground">{t('trials.intro')}</p>
      <ul className="divide-y rounded-lg border bg-card">
        {trials.map((trial) => (
          <TrialRow key={trial.id} trial={trial} />
        ))}
      </ul>
    </section>
  );
}
