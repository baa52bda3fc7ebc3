import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { EmailChangeConfirm } from '#client/features/account/components/email-confirm.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { tokenFromUrl, tokenPageHeaders } from '#client/lib/token-link.ts';
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

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? '',
    description: data?.description ?? '',
    path: '/account/email/confirm',
    noindex: true,
  });

// The token is in the URL (`lib/token-link.ts`): no cache, no Referer beyond the origin.
export const headers: Route.HeadersFunction = tokenPageHeaders;

export default function AccountEmailConfirmPage() {
  const { t } = useTranslation('account');
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('emailConfirm.title')}</h1>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          <EmailChangeConfirm token={token} />
        </CardContent>
      </Card>
    </div>
  );
}
