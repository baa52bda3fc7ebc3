import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/first-load/index.ts';

/** SPEC §9: 'Copied!' feedback for 2000 ms after a copy. */
export const COPY_FEEDBACK_MS = 2_000;

interface Props {
  value: string;
  /** Accessible name before copying, e.g. 'Copy referral link'. */
  label: string;
  texts: { copy: string; copied: string; failed: string };
  size?: ComponentProps<typeof Button>['size'];
  'data-testid'?: string;
}

/** Copies `value` and says 'Copied!' for a while; a refused clipboard shows an error toast. */
export function CopyButton({ value, label, texts, size, 'data-testid': testId }: Props) {
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
      toast.error(texts.failed);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={() => void copy()}
      aria-label={copied ? texts.copied : label}
      data-testid={testId}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? texts.copied : texts.copy}</span>
    </Button>
  );
}
