import { useRouteLoaderData } from 'react-router';
import { listSuggestions } from '#shared/contracts/suggestions.endpoints.ts';
import { DEFAULT_SUGGESTIONS_VIEW, suggestionsQuery } from '#client/features/suggestions/api/list-suggestions.ts';
import { SuggestionsBoard } from '#client/features/suggestions/components/suggestions-board.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/suggestions';

export const handle = { i18n: ['suggestions'] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'suggestions');
  // The first page (most voted) is rendered on the server; other pages and sorts load in the browser.
  const list = await context.api(listSuggestions, suggestionsQuery(DEFAULT_SUGGESTIONS_VIEW));
  return {
    list: list.ok ? list.data : null,
    title: t('meta.title'),
    description: t('meta.description', { platform: context.site.platformName }),
  };
}

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Suggestions',
    description: data?.description ?? '',
    path: '/suggestions',
  });

export default function SuggestionsPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // A new sign-in or sign-out re-runs the loader, so `voted` flags and the form follow the session.
  return (
    <SuggestionsBoard key={root?.user?.id ?? 'visitor'} signedIn={Boolean(root?.user)} initial={loaderData.list} />
  );
}
