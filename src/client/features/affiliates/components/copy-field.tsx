import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';

/** SPEC §9: 'Copied!' feedback for 2000 ms after a copy. */
export const COPY_FEEDBACK_MS = 2000;

export function CopyField({ id, value, copyLabel, testId }: { id: string; value: string; copyLabel: string; testId?: string }) {
  const { t } = useTranslation('affiliate');
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
      toast.error(t('overview.copyFailed'));
    }
  };

  return (
    <div className="flex gap-2">
      <input
        id={id}
        readOnly
        value={value}
        data-testid={testId}
        onFocus={(e) => e.currentTarget.select()}
        className="h-10 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-sm"
      />
      <Button type="button" variant="outline" onClick={() => void copy()} aria-label={copied ? t('overview.copied') : copyLabel}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        <span aria-live="polite">{copied ? t('overview.copied') : t('overview.copy')}</span>
      </Button>
    </div>
  );
}
