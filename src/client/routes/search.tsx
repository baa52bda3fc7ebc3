import { useTranslation } from '#client/lib/use-translation.ts';
import { Form } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#shared/contracts/search.constants.ts';
import { siteSearch } from '#shared/contracts/search.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SearchResults } from '#client/features/search/components/search-results.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/search';

export const handle = { i18n: [] };

/** /search?q=: the full results, rendered on the server (works without JavaScript, can be shared). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'common');
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const head = {
    title: q.trim() ? t('search.pageTitleQuery', { query: q.trim().slice(0, 60) }) : t('search.pageTitle'),
    description: t('search.pageDescription'),
  };
  const answer = await context.api(siteSearch, { q, lang: context.lang, limit: 50 });
  if (!answer.ok) return { ...head, q, results: [], hint: null, error: answer.error };
  return { ...head, q, results: answer.data.results, hint: answer.data.hint ?? null, error: null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(rootData(matches), { title: data?.title ?? '', description: data?.description ?? '', path: '/search' }),
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('common');
  const { q, results, hint, error } = loaderData;
  const query = q.trim();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('search.pageTitle')}</h1>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.label')}
        </label>
        <Input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          maxLength={SEARCH_MAX_LENGTH * 2}
          placeholder={t('search.placeholder')}
          className="flex-1"
        />
        <Button type="submit">{t('search.submit')}</Button>
      </Form>
      <div className="mt-8" aria-live="polite">
        {error ? (
          <p role="alert" className="text-destructive">
            {errorText(t, error, t('search.failed'))}
          </p>
        ) : hint || !query ? (
          <p className="text-muted-foreground">{t('search.tooShort')}</p>
        ) : results.length === 0 ? (
          <p className="text-muted-foreground">{t('search.empty', { query })}</p>
        ) : (
          <>
            <p className="mb-6 text-sm text-muted-foreground">{t('search.count', { count: results.length })}</p>
            <SearchResults results={results} lang={i18n.language} />
          </>
        )}
      </div>
    </div>
  );
}
