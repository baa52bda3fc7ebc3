import { useTranslation } from '#client/lib/use-translation.ts';
import type { LicenceStatus } from '#shared/contracts/licence-admin.ts';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';

const VARIANT: Record<LicenceStatus, BadgeProps['variant']> = {
  active: 'success',
  suspended: 'warning',
  revoked: 'destructive',
};

export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('admin-licences');
  return (
    <Badge variant={VARIANT[status]} data-testid="licence-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
