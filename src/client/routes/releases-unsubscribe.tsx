import { useTranslation } from '#client/lib/use-translation.ts';
import { RELEASE_NOTICES_UNSUBSCRIBE_PAGE } from '#shared/contracts/releases.constants.ts';
import { getReleaseNoticeSubscription, setReleaseNoticeSubscription } from '#shared/contracts/releases.endpoints.ts';
import { UnsubscribeCard } from '#client/components/mail/unsubscribe-card.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/releases-unsubscribe';

export const handle = { i18n: ['store'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'store');
  const token = (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, 100);
  const state = token ? await context.api(getReleaseNoticeSubscription, { token }) : null;
  return { token, subscription: state?.ok ? state.data : null, title: t('releaseNotices.metaTitle') };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Unsubscribe',
    description: '',
    path: RELEASE_NOTICES_UNSUBSCRIBE_PAGE,
    noindex: true,
  });

/** The page behind each update notice's unsubscribe link: no sign-in, the token is the key. */
export default function ReleasesUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('store');
  return (
    <UnsubscribeCard
      endpoint={setReleaseNoticeSubscription}
      token={loaderData.token}
      initial={loaderData.subscription}
      backTo="/orders"
      texts={{
        title: t('releaseNotices.title'),
        invalid: t('releaseNotices.invalid'),
        question: (email) => t('releaseNotices.question', { email }),
        confirm: t('releaseNotices.confirm'),
        done: (email) => t('releaseNotices.done', { email }),
        resubscribe: t('releaseNotices.resubscribe'),
        back: t('releaseNotices.back'),
        failed: t('releaseNotices.failed'),
        failedText: t('releaseNotices.failedText'),
      }}
    />
  );
}
