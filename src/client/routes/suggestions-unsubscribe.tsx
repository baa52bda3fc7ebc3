import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getSuggestionSubscription } from '#shared/contracts/suggestions.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useSetSubscription } from '#client/features/suggestions/api/subscription.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { toast } from '#client/lib/first-load/index.ts';
import type { Route } from './+types/suggestions-unsubscribe';

export const handle = { i18n: ['suggestions'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'suggestions');
  const token = (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, 100);
  const state = token ? await context.api(getSuggestionSubscription, { token }) : null;
  return { token, subscription: state?.ok ? state.data : null, title: t('unsubscribe.metaTitle') };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Unsubscribe',
    description: '',
    path: '/suggestions/unsubscribe',
    noindex: true,
  });

/**
 * The page behind each status e-mail's unsubscribe link. One click switches the e-mails off; the
 * switch is a button rather than the link itself, so mail scanners that open links unsubscribe
 * nobody.
 */
export default function SuggestionsUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('suggestions');
  const [subscription, setSubscription] = useState(loaderData.subscription);
  const mutation = useSetSubscription();
  const change = (subscribed: boolean) =>
    mutation.mutate(
      { token: loaderData.token, subscribed },
      {
        onSuccess: setSubscription,
        onError: () => toast.error(t('unsubscribe.failed'), { description: t('unsubscribe.failedText') }),
      },
    );

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          {subscription?.subscribed === false ? (
            <BellOff className="size-10 text-primary" aria-hidden />
          ) : (
            <BellRing className="size-10 text-primary" aria-hidden />
          )}
          <h1 className="text-2xl font-bold">{t('unsubscribe.title')}</h1>
          {!subscription ? (
            <p role="alert" className="text-muted-foreground">
              {t('unsubscribe.invalid')}
            </p>
          ) : subscription.subscribed ? (
            <>
              <p className="text-muted-foreground">{t('unsubscribe.question', { email: subscription.email })}</p>
              <Button onClick={() => change(false)} disabled={mutation.isPending}>
                {t('unsubscribe.confirm')}
              </Button>
            </>
          ) : (
            <>
              <p role="status" className="text-muted-foreground">
                {t('unsubscribe.done', { email: subscription.email })}
              </p>
              <Button variant="outline" onClick={() => change(true)} disabled={mutation.isPending}>
                {t('unsubscribe.resubscribe')}
              </Button>
            </>
          )}
          <Link to="/suggestions" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('unsubscribe.board')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
