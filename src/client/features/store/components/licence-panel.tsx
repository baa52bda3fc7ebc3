import { Check, Copy, KeyRound, Laptop, Loader2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ActivationDto, OrderLicenceDto } from '#shared/contracts/store.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useFreeMachine } from '../api/free-machine.ts';
import { storeErrorText } from '../messages.ts';
import { formatDate } from './format-date.ts';

/** SPEC §9: copy feedback lasts 2000 ms. */
const COPY_FEEDBACK_MS = 2_000;

function CopyKeyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('store');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      toast.error(t('toast.copyFailed'));
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={copied ? t('licence.copied') : label} data-testid="copy-key">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? t('licence.copied') : t('licence.copy')}</span>
    </Button>
  );
}

function MachineRow({ licenceId, activation }: { licenceId: number; activation: ActivationDto }) {
  const { t, i18n } = useTranslation('store');
  const free = useFreeMachine();
  const machine = activation.machineName ?? activation.machineId;
  const onConfirm = () =>
    free.mutate(
      { licenceId, machineId: activation.machineId },
      {
        onSuccess: () => toast.success(t('toast.machineFreed')),
        onError: (error) => toast.error(storeErrorText(t, error, 'toast.freeFailed')),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="machine">
      <div className="flex min-w-0 items-center gap-2">
        <Laptop className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{machine}</p>
          <p className="text-xs text-muted-foreground">
            {activation.machineName ? <span className="font-mono">{activation.machineId} · </span> : null}
            {t('licence.activatedOn', { date: formatDate(activation.activatedAt, i18n.language) })}
          </p>
        </div>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={free.isPending} aria-label={t('licence.deactivateMachine', { machine })}>
            {free.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <X aria-hidden />}
            {t('licence.deactivate')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('licence.confirmTitle', { machine })}</AlertDialogTitle>
            <AlertDialogDescription>{t('licence.confirmText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('licence.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={onConfirm}>{t('licence.confirm')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

/** An item's licence: the key with a copy button, and the machines it is active on (each can be freed). */
export function LicencePanel({ licence, itemName }: { licence: OrderLicenceDto; itemName: string }) {
  const { t } = useTranslation('store');
  const revoked = licence.status === 'revoked';
  return (
    <div className="mt-3 rounded-md border bg-muted/40 p-3" data-testid="licence">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound className="size-4 text-primary" aria-hidden />
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('licence.key')}</span>
        {revoked ? <Badge variant="destructive">{t('licence.revoked')}</Badge> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className={`rounded bg-background px-2 py-1 font-mono text-sm tracking-wider sm:text-base ${revoked ? 'line-through opacity-70' : ''}`} data-testid="licence-key">
          {licence.key}
        </code>
        {revoked ? null : <CopyKeyButton value={licence.key} label={t('licence.copyKey', { name: itemName })} />}
      </div>
      {revoked ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('licence.revokedText')}</p>
      ) : (
        <div className="mt-3">
          <p className="text-sm font-medium" data-testid="machine-count">
            {t('licence.machines', { used: licence.activations.length, limit: licence.machineLimit })}
          </p>
          {licence.activations.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('licence.noMachines')}{' '}
              <Link to="/docs#activation" className="text-primary underline underline-offset-2">
                {t('licence.howTo')}
              </Link>
            </p>
          ) : (
            <ul className="divide-y">
              {licence.activations.map((activation) => (
                <MachineRow key={activation.machineId} licenceId={licence.id} activation={activation} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
