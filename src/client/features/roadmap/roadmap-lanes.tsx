import ChevronUp from 'lucide-react/icons/chevron-up';
import MessageSquare from 'lucide-react/icons/message-square';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { ROADMAP_LANES, type RoadmapLane } from '#shared/contracts/suggestions.constants.ts';
import type { RoadmapCard, RoadmapResponse } from '#shared/contracts/suggestions.ts';
import { formatNumber } from '#shared/intl-formats.ts';
import { useContentLang } from '#client/lib/content-lang.ts';
import { SuggestionStatusBadge } from '#client/components/suggestion-status-badge.tsx';

function Card({ card }: { card: RoadmapCard }) {
  const { t, i18n } = useTranslation('roadmap');
  const langOf = useContentLang();
  return (
    <li>
      <Link
        to={`/suggestions?id=${card.id}`}
        className="block rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        data-testid="roadmap-card"
      >
        <span lang={langOf(card.textLanguage)} className="block break-words font-semibold leading-snug">
          {card.suggestionTitle}
        </span>
        <span className="mt-3 flex items-center gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <ChevronUp className="size-4" aria-hidden />
            <span aria-hidden className="tabular-nums">
              {formatNumber(card.upvotes, i18n.language)}
            </span>
            <span className="sr-only">{t('card.votes', { count: card.upvotes })}</span>
          </span>
          <span className="flex items-center gap-1">
            <MessageSquare className="size-4" aria-hidden />
            <span aria-hidden className="tabular-nums">
              {formatNumber(card.commentCount, i18n.language)}
            </span>
            <span className="sr-only">{t('card.comments', { count: card.commentCount })}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

function Lane({ lane, cards }: { lane: RoadmapLane; cards: RoadmapCard[] }) {
  const { t } = useTranslation('roadmap');
  const { t: s } = useTranslation('suggestions');
  const headingId = `roadmap-${lane}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl bg-muted/50 p-4" data-lane={lane}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`lanes.${lane}`)}
        </h2>
        <SuggestionStatusBadge status={lane} label={String(cards.length)} />
      </div>
      <p className="text-sm text-muted-foreground">{t(`hints.${lane}`)}</p>
      {cards.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={s(`status.${lane}`)}>
          {cards.map((card) => (
            <Card key={card.id} card={card} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The three lanes side by side on wide screens, one under another on a phone. */
export function RoadmapLanes({ lanes }: { lanes: RoadmapResponse['lanes'] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {ROADMAP_LANES.map((lane) => (
        <Lane key={lane} lane={lane} cards={lanes[lane]} />
      ))}
    </div>
  );
}
