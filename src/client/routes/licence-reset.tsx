import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { TokenPageLayout } from '#client/components/layout/token-page-layout.tsx';
import { LicenceResetConfirm } from '#client/features/store/components/licence-reset-confirm.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { tokenFromUrl, tokenPageHeaders, tokenPageMeta } from '#client/lib/token-link.ts';
import type { Route } from './+types/licence-reset';

export const handle = { i18n: ['store'] };

/** /licences/reset?token=…: the e-mailed link of a machine reset. Opening it changes nothing; the button confirms. */
export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'store');
  const token = tokenFromUrl(request);
  return { token, title: t('meta.licenceResetTitle'), description: t('licenceReset.subtitle') };
}

/** A click before hydration: back to the page (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = tokenPageMeta('/licences/reset');

// The token is in the URL (`lib/token-link.ts`): no cache, no Referer beyond the origin.
export const headers: Route.HeadersFunction = tokenPageHeaders;

export default function LicenceResetPage() {
  const { t } = useTranslation('store');
  const { token } = useLoaderData<typeof loader>();
  return (
    <TokenPageLayout title={t('licenceReset.title')} subtitle={t('licenceReset.subtitle')}>
      <LicenceResetConfirm token={token} />
    </TokenPageLayout>
  );
}
