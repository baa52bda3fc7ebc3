import { formatUsd } from '#shared/money.ts';
import { cn } from '#client/lib/cn.ts';

/** SPEC §9: USD in en-US format with two decimals, in every language. */
export function Price({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('tabular-nums', className)} data-testid="price">
      {formatUsd(value)}
    </span>
  );
}
