import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { TokenPageLayout } from '#client/components/layout/token-page-layout.tsx';
import { EmailChangeConfirm } from '#client/features/account/components/email-confirm.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { tokenFromUrl, tokenPageHeaders, tokenPageMeta } from '#client/lib/token-link.ts';
import type { Route } from './+types/account-email-confirm';

export const handle = { i18n: ['account'] };

/** /account/email/confirm?token=…: the link of an e-mail change. Opening it changes nothing; the button confirms. */
export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'account');
  return { token: tokenFromUrl(request), title: t('emailConfirm.title'), description: t('emailConfirm.explain') };
}

/** A click before hydration: back to the page (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = tokenPageMeta('/account/email/confirm');

// The token is in the URL (`lib/token-link.ts`): no cache, no Referer beyond the origin.
export const headers: Route.HeadersFunction = tokenPageHeaders;

export default function AccountEmailConfirmPage() {
  const { t } = useTranslation('account');
  const { token } = useLoaderData<typeof loader>();
  return (
    <TokenPageLayout title={t('emailConfirm.title')}>
      <EmailChangeConfirm token={token} />
    </TokenPageLayout>
  );
}
