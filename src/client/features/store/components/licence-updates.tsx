import type { OrderLicenceDto } from '#shared/contracts/store.ts';
import { RenewButton } from './renew-button.tsx';
import { UpdatesWindow } from './updates-window.tsx';

/**
 * A licence's updates window on /orders, with "Renew updates" when the renewal is due. Loaded
 * only for a licence that has a window (most licences get updates forever: DESIGN JS budget).
 */
export default function LicenceUpdates({ licence }: { licence: OrderLicenceDto }) {
  return (
    <UpdatesWindow licence={licence} action={licence.renewalDue ? <RenewButton licence={licence} /> : undefined} />
  );
}
