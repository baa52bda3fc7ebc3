import { useTranslation } from '#client/lib/use-translation.ts';
import type {
  CommissionStatus,
  ReferralFlagReason,
  ReferralReviewStatus,
} from '#shared/contracts/affiliate-commissions.constants.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

// Each commission and review status has its own badge, on the affiliate dashboard and
// the admin pages alike.

const COMMISSION_VARIANTS: Record<CommissionStatus | 'paid', BadgeProps['variant']> = {
  pending: 'warning',
  review: 'outline',
  approved: 'success',
  declined: 'destructive',
  paid: 'default',
};

export function CommissionStatusBadge({ status }: { status: CommissionStatus | 'paid' }) {
  const { t } = useTranslation('commissions');
  return (
    <Badge variant={COMMISSION_VARIANTS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

const REVIEW_VARIANTS: Record<ReferralReviewStatus, BadgeProps['variant']> = {
  flagged: 'warning',
  approved: 'success',
  declined: 'destructive',
};

export function ReviewStatusBadge({ status }: { status: ReferralReviewStatus }) {
  const { t } = useTranslation('commissions');
  return <Badge variant={REVIEW_VARIANTS[status]}>{t(`review.${status}`)}</Badge>;
}

export function FlagReasonBadge({ reason }: { reason: ReferralFlagReason }) {
  const { t } = useTranslation('commissions');
  return (
    <Badge variant="outline" className="whitespace-normal">
      {t(`reasons.${reason}`)}
    </Badge>
  );
}
