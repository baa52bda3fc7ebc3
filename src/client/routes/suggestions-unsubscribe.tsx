import { useTranslation } from '#client/lib/use-translation.ts';
import { getSuggestionSubscription, setSuggestionSubscription } from '#shared/contracts/suggestions.endpoints.ts';
import { UnsubscribeCard } from '#client/components/mail/unsubscribe-card.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
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

/** The page behind each suggestion status e-mail's unsubscribe link. */
export default function SuggestionsUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('suggestions');
  return (
    <UnsubscribeCard
      endpoint={setSuggestionSubscription}
      token={loaderData.token}
      initial={loaderData.subscription}
      backTo="/suggestions"
      texts={{
        title: t('unsubscribe.title'),
        invalid: t('unsubscribe.invalid'),
        question: (email) => t('unsubscribe.question', { email }),
        confirm: t('unsubscribe.confirm'),
        done: (email) => t('unsubscribe.done', { email }),
        resubscribe: t('unsubscribe.resubscribe'),
        back: t('unsubscribe.board'),
        failed: t('unsubscribe.failed'),
        failedText: t('unsubscribe.failedText'),
      }}
    />
  );
}
