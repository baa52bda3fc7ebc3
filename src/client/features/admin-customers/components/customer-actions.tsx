import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminCustomerDetail } from '#shared/contracts/admin-customers.ts';
import { ConfirmActionButton, type ConfirmActionProps } from '#client/components/ui/confirm-action-button.tsx';
import { useCustomerAction } from '../api/customers.ts';

/** Disable or enable sign-in, promote or demote, send a password reset: each asks first. */
export function CustomerActions({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation('admin-customers');
  const action = useCustomerAction(customer.id);
  const busy = action.isPending;
  const confirm = (props: Omit<ConfirmActionProps, 'cancelLabel' | 'disabled'>) => (
    <ConfirmActionButton {...props} cancelLabel={t('actions.cancel')} disabled={busy} />
  );
  const who = { email: customer.email };
  return (
    <div className="flex flex-wrap gap-2">
      {customer.disabled
        ? confirm({
            label: t('actions.enable'),
            icon: UserCheck,
            title: t('actions.enableTitle', who),
            text: t('actions.enableText'),
            onConfirm: () => action.mutate({ kind: 'signIn', enabled: true }),
          })
        : confirm({
            label: t('actions.disable'),
            icon: UserX,
            title: t('actions.disableTitle', who),
            text: t('actions.disableText'),
            onConfirm: () => action.mutate({ kind: 'signIn', enabled: false }),
            destructive: true,
          })}
      {customer.role === 'admin'
        ? confirm({
            label: t('actions.demote'),
            icon: ShieldOff,
            title: t('actions.demoteTitle', who),
            text: t('actions.demoteText'),
            onConfirm: () => action.mutate({ kind: 'role', role: 'user' }),
          })
        : confirm({
            label: t('actions.promote'),
            icon: ShieldCheck,
            title: t('actions.promoteTitle', who),
            text: t('actions.promoteText'),
            onConfirm: () => action.mutate({ kind: 'role', role: 'admin' }),
          })}
      {confirm({
        label: t('actions.reset'),
        icon: KeyRound,
        title: t('actions.resetTitle', who),
        text: t('actions.resetText'),
        onConfirm: () => action.mutate({ kind: 'passwordReset' }),
      })}
    </div>
  );
}
