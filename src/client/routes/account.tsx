import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { getAccount, listAccountSessions } from '#shared/contracts/account.endpoints.ts';
import { useAccount } from '#client/features/account/api/account.ts';
import { DataSection } from '#client/features/account/components/data-section.tsx';
import { DeleteSection } from '#client/features/account/components/delete-section.tsx';
import { EmailSection } from '#client/features/account/components/email-section.tsx';
import { GoogleSection } from '#client/features/account/components/google-section.tsx';
import { PasswordSection } from '#client/features/account/components/password-section.tsx';
import { ProfileSection } from '#client/features/account/components/profile-section.tsx';
import { SessionsSection } from '#client/features/account/components/sessions-section.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { requireUserPage } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/account';

export const handle = { i18n: ['account'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUserPage(context, request);
  const t = serverT(context.lang, 'account');
  const [account, sessions] = await Promise.all([
    context.api(getAccount, undefined),
    context.api(listAccountSessions, undefined),
  ]);
  // A failed profile read is a failed page: the sections cannot show without it.
  if (!account.ok) throw new Response(null, { status: account.status });
  return {
    account: account.data,
    sessions: sessions.ok ? sessions.data : undefined,
    language: context.lang,
    title: t('meta.title'),
    description: t('meta.description'),
  };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Account',
    description: data?.description ?? '',
    path: '/account',
    noindex: true,
  });

export default function AccountPage() {
  const { t } = useTranslation('account');
  const data = useLoaderData<typeof loader>();
  const account = useAccount(data.account).data ?? data.account;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      </header>
      <ProfileSection account={account} pageLanguage={data.language} />
      <EmailSection email={account.email} hasPassword={account.hasPassword} />
      <PasswordSection hasPassword={account.hasPassword} />
      <SessionsSection initialData={data.sessions} />
      <GoogleSection connected={account.googleConnected} hasPassword={account.hasPassword} />
      <DataSection />
      <DeleteSection email={account.email} hasPassword={account.hasPassword} />
    </div>
  );
}
