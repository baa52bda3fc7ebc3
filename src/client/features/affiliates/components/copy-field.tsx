import { useTranslation } from '#client/lib/use-translation.ts';
import { CopyButton } from '#client/components/ui/copy-button.tsx';

export function CopyField({
  id,
  value,
  copyLabel,
  testId,
}: {
  id: string;
  value: string;
  copyLabel: string;
  testId?: string;
}) {
  const { t } = useTranslation('affiliate');
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
      <CopyButton
        value={value}
        label={copyLabel}
        texts={{ copy: t('overview.copy'), copied: t('overview.copied'), failed: t('overview.copyFailed') }}
      />
    </div>
  );
}
