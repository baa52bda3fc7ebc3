import type { SuggestionStatus } from '#shared/contracts/suggestions.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

const VARIANT: Record<SuggestionStatus, BadgeProps['variant']> = {
  under_review: 'secondary',
  planned: 'default',
  in_progress: 'warning',
  completed: 'success',
  rejected: 'destructive',
};

/** The status colours used on the board, the roadmap and in the admin table alike. */
export function SuggestionStatusBadge({ status, label }: { status: SuggestionStatus; label: string }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {label}
    </Badge>
  );
}
