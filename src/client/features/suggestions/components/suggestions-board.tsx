import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import {
  SUGGESTION_SORTS,
  SUGGESTIONS_PAGE_SIZE,
  type SuggestionSort,
} from '#shared/contracts/suggestions.constants.ts';
import type { ListSuggestionsResponse, PublicSuggestion } from '#shared/contracts/suggestions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { DEFAULT_SUGGESTIONS_VIEW, useSuggestions, type SuggestionsView } from '../api/list-suggestions.ts';
import { useSubscribeSuggestion } from '../api/subscribe-suggestion.ts';
import { useVoteSuggestion } from '../api/vote-suggestion.ts';
import { LOGIN_TO_VOTE } from './login-link.ts';
import { SuggestionCard, SuggestionCardSkeletons } from './suggestion-card.tsx';
import { formatNumber } from '#shared/intl-formats.ts';

// The form sits behind a toggle, so it (and react-hook-form, about 15 KB gzip) loads on the
// toggle's first hover or focus, not with the page (DESIGN JS budget).
const loadForm = () => import('./suggestion-form.tsx');
const SuggestionForm = lazy(() => loadForm().then((m) => ({ default: m.SuggestionForm })));

interface Props {
  signedIn: boolean;
  isAdmin?: boolean;
  /** The view the server rendered: the default, or one suggestion (`?id=`). */
  initialView?: SuggestionsView;
  /** The first page as the server rendered it (most voted, page 1), or null when that call failed. */
  initial: ListSuggestionsResponse | null;
}

/** /suggestions (SPEC §2): the form behind a toggle, and the sorted, paged list of cards. */
export function SuggestionsBoard({
  signedIn,
  isAdmin = false,
  initialView = DEFAULT_SUGGESTIONS_VIEW,
  initial,
}: Props) {
  const { t, i18n } = useTranslation('suggestions');
  const navigate = useNavigate();
  const formId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const [view, setView] = useState<SuggestionsView>(initialView);
  const isInitialView =
    view.page === initialView.page && view.sortBy === initialView.sortBy && view.id === initialView.id;
  const serverFailed = isInitialView && initial === null;
  const list = useSuggestions(view, {
    initialData: isInitialView ? (initial ?? undefined) : undefined,
    enabled: !serverFailed,
  });
  const vote = useVoteSuggestion();
  const subscribe = useSubscribeSuggestion();
  const onSubscribe = (s: PublicSuggestion, subscribed: boolean) =>
    subscribe.mutate(
      { id: s.id, subscribed },
      {
        onSuccess: () => toast.success(subscribed ? t('notify.on') : t('notify.off'), { id: 'suggestions-notify' }),
        onError: (error) => toast.error(errorText(t, error, t('notify.failed'))),
      },
    );
  const [votingId, setVotingId] = useState<number | null>(null);
  const failed = serverFailed || list.isError;

  // SPEC §8: a load failure shows a toast as well as the inline message.
  useEffect(() => {
    if (failed)
      toast.error(t('list.loadError'), { id: 'suggestions-load-error', description: t('list.loadErrorText') });
  }, [failed, t]);

  // Moving to another page brings its first card into view.
  const listTop = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(view.page);
  useEffect(() => {
    if (lastPage.current !== view.page) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    lastPage.current = view.page;
  }, [view.page]);

  const onVote = (s: PublicSuggestion) => {
    if (!signedIn) {
      toast.info(t('vote.signInTitle'), {
        id: 'suggestions-sign-in',
        description: t('vote.signInText'),
        action: { label: t('vote.signIn'), onClick: () => void navigate(LOGIN_TO_VOTE) },
      });
      return;
    }
    setVotingId(s.id);
    vote.mutate(s.id, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401)
          toast.info(t('vote.signInTitle'), {
            description: t('vote.signInText'),
            action: { label: t('vote.signIn'), onClick: () => void navigate(LOGIN_TO_VOTE) },
          });
        else
          toast.error(t('vote.failed'), {
            description:
              error instanceof ApiError && error.code === 'rate_limited'
                ? t('vote.rateLimited')
                : errorText(t, error, t('vote.failedText')),
          });
      },
      onSettled: () => setVotingId(null),
    });
  };

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / SUGGESTIONS_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="mb-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('header.title')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('header.subtitle')}</p>
        </div>
        <Button
          size="lg"
          variant={formOpen ? 'outline' : 'default'}
          aria-expanded={formOpen}
          aria-controls={formId}
          onClick={() => setFormOpen((open) => !open)}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          className="shrink-0"
        >
          {formOpen ? <X aria-hidden /> : <Plus aria-hidden />}
          {formOpen ? t('header.cancel') : t('header.suggest')}
        </Button>
      </header>

      <div id={formId} hidden={!formOpen}>
        {formOpen ? (
          <Card className="mb-10">
            <CardHeader>
              <h2 className="text-xl font-semibold leading-tight">{t('form.heading')}</h2>
              <p className="text-sm text-muted-foreground">
                {signedIn ? t('form.introMember') : t('form.introVisitor')}
              </p>
            </CardHeader>
            <CardContent>
              <Suspense fallback={null}>
                <SuggestionForm
                  signedIn={signedIn}
                  onSubmitted={() => {
                    setFormOpen(false);
                    setView((v) => ({ ...v, page: 1 }));
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </Suspense>
            </CardContent>
          </Card>
        ) : null}
      </div>

      <section aria-labelledby="suggestions-list-heading" aria-busy={list.isFetching || undefined}>
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="suggestions-list-heading" ref={listTop} className="scroll-mt-24 text-2xl font-bold">
            {t('list.title')}
            {data ? (
              <span className="ml-2 text-base font-normal text-muted-foreground">
                ({formatNumber(data.total, i18n.language)})
              </span>
            ) : null}
          </h2>
          <div className="flex items-center gap-2">
            <Label htmlFor="suggestions-sort" className="shrink-0 text-sm text-muted-foreground">
              {t('list.sortLabel')}
            </Label>
            <NativeSelect
              id="suggestions-sort"
              className="w-44"
              value={view.sortBy}
              onChange={(e) => setView({ page: 1, sortBy: e.target.value as SuggestionSort })}
            >
              {SUGGESTION_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sort.${sort}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {view.id ? (
          <p className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/60 p-3 text-sm">
            <span>{t('list.focused')}</span>
            <Button variant="outline" size="sm" onClick={() => setView({ ...DEFAULT_SUGGESTIONS_VIEW })}>
              {t('list.showAll')}
            </Button>
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-6 text-center">
            {t('list.loadError')}. {t('list.loadErrorText')}
          </p>
        ) : !data ? (
          <div className="flex flex-col gap-4" aria-label={t('list.loading')}>
            <SuggestionCardSkeletons />
          </div>
        ) : data.suggestions.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-10 text-center">
            <Lightbulb className="size-10 text-primary" aria-hidden />
            <div>
              <p className="text-lg font-semibold">{t('list.emptyTitle')}</p>
              <p className="mt-1 text-muted-foreground">{t('list.emptyText')}</p>
            </div>
            <Button onClick={() => setFormOpen(true)} aria-controls={formId}>
              <Plus aria-hidden />
              {t('list.emptyAction')}
            </Button>
          </div>
        ) : (
          <>
            <ol className="flex flex-col gap-4">
              {data.suggestions.map((s) => (
                <li key={s.id}>
                  <SuggestionCard
                    suggestion={s}
                    onVote={onVote}
                    voting={votingId === s.id}
                    signedIn={signedIn}
                    isAdmin={isAdmin}
                    onSubscribe={onSubscribe}
                    initiallyOpen={view.id === s.id}
                  />
                </li>
              ))}
            </ol>
            {totalPages > 1 ? (
              <nav aria-label={t('list.pagination')} className="mt-8 flex items-center justify-between gap-3">
                <Button
                  variant="outline"
                  disabled={view.page <= 1}
                  onClick={() => setView((v) => ({ ...v, page: v.page - 1 }))}
                >
                  <ChevronLeft aria-hidden />
                  {t('list.previous')}
                </Button>
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  {t('list.pageOf', { page: view.page, total: totalPages })}
                </span>
                <Button
                  variant="outline"
                  disabled={view.page >= totalPages}
                  onClick={() => setView((v) => ({ ...v, page: v.page + 1 }))}
                >
                  {t('list.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
