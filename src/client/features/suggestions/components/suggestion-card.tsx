import CalendarDays from 'lucide-react/icons/calendar-days';
import Bell from 'lucide-react/icons/bell';
import Check from 'lucide-react/icons/check';
import ChevronUp from 'lucide-react/icons/chevron-up';
import Clock from 'lucide-react/icons/clock';
import GitMerge from 'lucide-react/icons/git-merge';
import LineChart from 'lucide-react/icons/chart-line';
import MessageSquare from 'lucide-react/icons/message-square';
import User from 'lucide-react/icons/user';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { PublicSuggestion } from '#shared/contracts/suggestions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { useContentLang } from '#client/lib/content-lang.ts';
import { formatDayOrNull, formatNumber } from '#shared/intl-formats.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { SuggestionStatusBadge } from '#client/components/suggestion-status-badge.tsx';
import { Switch } from '#client/components/ui/switch.tsx';

// The comments (the thread, its requests and the form) load when needed, not with the board
// (DESIGN JS budget): on the toggle's first hover, focus or click, or at once after hydration
// when the page opens them. Until their code is there, an open thread shows a line of text,
// never a comment box: text typed into a server-rendered box was lost when the real one took
// its place (CI3).
const loadComments = () => import('./suggestion-comments.tsx');
const SuggestionComments = lazy(() => loadComments().then((m) => ({ default: m.SuggestionComments })));

/**
 * SPEC §2 card: title, status, description, submitter, date, style and timeframe, votes; and
 * the "You voted" marker, "Merged into", the comments and the "Notify me" switch.
 */
export function SuggestionCard({
  suggestion: s,
  onVote,
  voting,
  signedIn = false,
  isAdmin = false,
  onSubscribe,
  initiallyOpen = false,
}: {
  suggestion: PublicSuggestion;
  onVote(s: PublicSuggestion): void;
  voting: boolean;
  signedIn?: boolean;
  isAdmin?: boolean;
  onSubscribe?(s: PublicSuggestion, subscribed: boolean): void;
  /** Open the comments at once (a link to this one suggestion). */
  initiallyOpen?: boolean;
}) {
  const { t, i18n } = useTranslation('suggestions');
  const langOf = useContentLang();
  const date = formatDayOrNull(s.createdAt, i18n.language);
  const headingId = `suggestion-${s.id}-title`;
  const commentsId = useId();
  const notifyId = useId();
  const [commentsOpen, setCommentsOpen] = useState(initiallyOpen);
  const hydrated = useHydrated();
  const merged = s.mergedInto !== null;
  return (
    <Card className="flex gap-4 p-4 sm:p-6" aria-labelledby={headingId} role="article" data-testid="suggestion-card">
      <div className="flex shrink-0 flex-col items-center">
        <Button
          variant={s.voted ? 'default' : 'outline'}
          className={cn(
            'h-auto min-w-16 flex-col gap-0.5 px-3 py-2 aria-disabled:cursor-wait',
            !s.voted && 'text-foreground',
          )}
          aria-pressed={s.voted}
          aria-label={t(s.voted ? 'card.unvoteLabel' : 'card.voteLabel', {
            title: s.suggestionTitle,
            count: s.upvotes,
          })}
          // While the vote is sent the button stays focusable: a disabled button drops the
          // keyboard focus to the page, and the voter would have to find their place again.
          disabled={merged}
          aria-disabled={voting || undefined}
          onClick={() => {
            if (!voting) onVote(s);
          }}
          data-testid="vote-button"
        >
          <ChevronUp aria-hidden />
          <span className="text-lg font-bold tabular-nums leading-none" data-testid="vote-count">
            {formatNumber(s.upvotes, i18n.language)}
          </span>
          <span className="text-xs font-medium">{s.voted ? t('card.voted') : t('card.vote')}</span>
        </Button>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={headingId}
            lang={langOf(s.textLanguage)}
            className="min-w-0 break-words text-lg font-semibold leading-snug"
          >
            {s.suggestionTitle}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            {s.voted ? (
              <Badge variant="secondary" className="gap-1" data-testid="you-voted">
                <Check className="size-3" aria-hidden />
                {t('card.youVoted')}
              </Badge>
            ) : null}
            <SuggestionStatusBadge status={s.status} label={t(`status.${s.status}`)} />
          </div>
        </div>
        {s.mergedInto ? (
          <p
            className="flex items-center gap-2 rounded-md border border-dashed p-2 text-sm text-muted-foreground"
            data-testid="merged-into"
          >
            <GitMerge className="size-4 shrink-0" aria-hidden />
            <span>
              {t('card.mergedInto')}{' '}
              <Link
                to={`/suggestions?id=${s.mergedInto.id}`}
                lang={langOf(s.mergedInto.textLanguage)}
                className="font-medium text-primary underline underline-offset-2"
              >
                {s.mergedInto.suggestionTitle}
              </Link>
            </span>
          </p>
        ) : null}
        <p lang={langOf(s.textLanguage)} className="whitespace-pre-line break-words text-sm text-muted-foreground">
          {s.description}
        </p>
        {s.features ? (
          <div className="rounded-md bg-muted/60 p-3 text-sm">
            <p className="font-medium">{t('card.features')}</p>
            <p lang={langOf(s.textLanguage)} className="mt-1 whitespace-pre-line break-words text-muted-foreground">
              {s.features}
            </p>
          </div>
        ) : null}
        <dl className="flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>
              <User className="size-3.5" aria-hidden />
              <span className="sr-only">{t('card.submittedBy')}</span>
            </dt>
            <dd>{s.name}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays className="size-3.5" aria-hidden />
              <span className="sr-only">{t('card.submittedOn')}</span>
            </dt>
            <dd>{date ? <time dateTime={s.createdAt ?? undefined}>{date}</time> : t('card.noDate')}</dd>
          </div>
          {s.tradingStyle ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <LineChart className="size-3.5" aria-hidden />
                <span className="sr-only">{t('form.tradingStyle')}</span>
              </dt>
              <dd>{t(`tradingStyle.${s.tradingStyle}`)}</dd>
            </div>
          ) : null}
          {s.timeframe ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock className="size-3.5" aria-hidden />
                <span className="sr-only">{t('form.timeframe')}</span>
              </dt>
              <dd>{t(`timeframe.${s.timeframe}`)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2"
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            onClick={() => setCommentsOpen((open) => !open)}
            onPointerEnter={() => void loadComments()}
            onFocus={() => void loadComments()}
            data-testid="comments-toggle"
          >
            <MessageSquare aria-hidden />
            {t('card.comments', { count: s.commentCount })}
          </Button>
          {signedIn && !merged && onSubscribe ? (
            <div className="flex items-center gap-2">
              <Bell className="size-4 text-muted-foreground" aria-hidden />
              <label htmlFor={notifyId} className="text-sm">
                {t('card.notifyMe')}
              </label>
              <Switch
                id={notifyId}
                checked={s.subscribed}
                onCheckedChange={(checked) => onSubscribe(s, checked)}
                data-testid="notify-switch"
              />
            </div>
          ) : null}
        </div>
        <div id={commentsId} hidden={!commentsOpen}>
          {commentsOpen ? (
            <Suspense fallback={<CommentsPending />}>
              {hydrated ? (
                <SuggestionComments
                  suggestionId={s.id}
                  signedIn={signedIn}
                  isAdmin={isAdmin}
                  open={commentsOpen}
                  closed={merged}
                />
              ) : (
                <CommentsPending />
              )}
            </Suspense>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** An open thread while its code loads (server-rendered with `?id=`): text only, nothing to type into. */
function CommentsPending() {
  const { t } = useTranslation('suggestions');
  return (
    <p className="border-t pt-3 text-sm text-muted-foreground" data-testid="comments-pending">
      {t('comments.loading')}
    </p>
  );
}

/** The five placeholder cards of SPEC §2/§9 while a page loads in the browser. */
export function SuggestionCardSkeletons({ count = 5 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="flex gap-4 p-4 sm:p-6" data-testid="suggestion-skeleton">
          <Skeleton className="h-20 w-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </Card>
      ))}
    </>
  );
}
