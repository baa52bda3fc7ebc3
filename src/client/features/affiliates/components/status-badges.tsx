import { useTranslation } from '#client/lib/use-translation.ts';
import type { AffiliateStatus, PayoutStatus, ReferralStatus } from '#shared/contracts/affiliates.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

/** SPEC §4: completed success, pending warning, anything else destructive (cancelled). */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation('affiliate');
  const variant: BadgeProps['variant'] =
    status === 'completed' ? 'success' : status === 'pending' ? 'warning' : 'destructive';
  return <Badge variant={variant}>{t(`status.${status}`)}</Badge>;
}

export function PayoutStatusBadge({ status, label }: { status: PayoutStatus; label: string }) {
  const variant: BadgeProps['variant'] =
    status === 'paid' ? 'success' : status === 'requested' ? 'warning' : 'destructive';
  return <Badge variant={variant}>{label}</Badge>;
}

/** SPEC §4: active success, inactive secondary, banned destructive. */
export function AffiliateStatusBadge({ status, label }: { status: AffiliateStatus; label: string }) {
  const variant: BadgeProps['variant'] =
    status === 'active' ? 'success' : status === 'inactive' ? 'secondary' : 'destructive';
  return <Badge variant={variant}>{label}</Badge>;
}
