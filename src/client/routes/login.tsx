import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { redirect, useLoaderData, useRouteLoaderData } from 'react-router';
import { listAuthProviders } from '#shared/contracts/auth.endpoints.ts';
import { safeNextPath } from '#shared/safe-next.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { LoginPanel, type LoginTab } from '#client/features/auth/components/login-panel.tsx';
import { useCompleteSignIn } from '#client/features/auth/use-complete-sign-in.ts';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/login';

export const handle = { i18n: ['auth'] };

/** The affiliate code the `?ref=` capture remembered (an httpOnly cookie, so read here). */
function referralCookie(request: Request): string | undefined {
  const match = /(?:^|;\s*)ref=([A-Za-z0-9_-]{1,64})(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next'));
  // Already signed in: nothing to do here.
  if (context.user) throw redirect(next);
  const providers = await context.api(listAuthProviders, undefined);
  const t = serverT(context.lang, 'auth');
  return {
    next,
    tab: (url.searchParams.get('tab') === 'register' ? 'register' : 'login') as LoginTab,
    providers: providers.ok ? providers.data.providers : [],
    // `?ref=` on this very visit, else the code the `ref` cookie remembers.
    referralCode: (url.searchParams.get('ref') ?? referralCookie(request))?.slice(0, 64) ?? undefined,
    title: t('meta.title'),
    description: t('meta.description', { siteName: context.site.siteName }),
  };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Log In',
    description: data?.description ?? '',
    path: '/login',
    // A form, not content: search engines keep it out of their results.
    noindex: true,
  });

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [tab, setTab] = useState<LoginTab>(data.tab);
  const complete = useCompleteSignIn(data.next);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {tab === 'login' ? t('page.loginTitle') : t('page.registerTitle')}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {tab === 'login' ? t('page.loginSubtitle', { siteName: root?.site.siteName }) : t('page.registerSubtitle')}
        </p>
      </div>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <LoginPanel
            tab={tab}
            onTabChange={setTab}
            providers={data.providers}
            supportEmail={root?.site.supportEmail ?? ''}
            referralCode={data.referralCode}
            onSignedIn={(user, delayMs) => complete(user, delayMs)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
