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

/** `?id=12`: the board shows that one suggestion (links from the roadmap, e-mails and merge notices). */
function focusedId(request: Request): number | undefined {
  const id = Number(new URL(request.url).searchParams.get('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'suggestions');
  // The first page (most voted) is rendered on the server; other pages and sorts load in the browser.
  const view = { ...DEFAULT_SUGGESTIONS_VIEW, id: focusedId(request) };
  const list = await context.api(listSuggestions, suggestionsQuery(view));
  return {
    view,
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
    <SuggestionsBoard
      key={`${root?.user?.id ?? 'visitor'}:${loaderData.view.id ?? ''}`}
      signedIn={Boolean(root?.user)}
      isAdmin={root?.user?.role === 'admin'}
      initialView={loaderData.view}
      initial={loaderData.list}
    />
  );
}
