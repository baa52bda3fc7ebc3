import BadgeCheck from 'lucide-react/icons/badge-check';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { COMMENT_LIMITS } from '#shared/contracts/suggestions.constants.ts';
import type { SuggestionComment } from '#shared/contracts/suggestions.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import {
  useCreateComment,
  useDeleteComment,
  useSuggestionComments,
  useUpdateComment,
} from '../api/suggestion-comments.ts';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { CommentText } from './comment-text.tsx';
import { LOGIN_TO_VOTE } from './login-link.ts';

/** The client's own check of the 2–2,000 characters, in the visitor's language; null when fine. */
function useBodyProblem() {
  const { t } = useTranslation('suggestions');
  return (body: string) => {
    const length = body.trim().length;
    if (length < COMMENT_LIMITS.bodyMin) return t('comments.tooShort');
    if (length > COMMENT_LIMITS.body) return t('comments.tooLong');
    return null;
  };
}

function CommentEditor({
  initial,
  label,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  trap,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(body: string, website: string): Promise<boolean>;
  onCancel?(): void;
  trap?: boolean;
}) {
  const { t } = useTranslation('suggestions');
  const id = useId();
  const [body, setBody] = useState(initial);
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useBodyProblem();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(body);
    setProblem(found);
    if (found) return;
    if (await onSubmit(body.trim(), website)) setBody('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="relative flex flex-col gap-2" noValidate>
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        maxLength={COMMENT_LIMITS.body + 100}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        rows={3}
        data-testid="comment-body"
      />
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {trap ? (
        // Spam trap, as on the suggestion and support forms: people never see it, bots fill it.
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy} data-testid="comment-submit">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  suggestionId,
  isAdmin,
}: {
  comment: SuggestionComment;
  suggestionId: number;
  isAdmin: boolean;
}) {
  const { t, i18n } = useTranslation('suggestions');
  const langOf = useContentLang();
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(suggestionId);
  const remove = useDeleteComment(suggestionId);
  const failed = (error: unknown) => toast.error(errorText(t, error, t('comments.failed')));
  const date = formatDayOrNull(comment.createdAt, i18n.language);
  return (
    <li
      className={
        comment.official ? 'rounded-md border border-primary/40 bg-primary/5 p-3' : 'rounded-md bg-muted/50 p-3'
      }
      data-testid="comment"
    >
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{comment.authorName}</span>
        {comment.official ? (
          <Badge className="gap-1" data-testid="comment-official">
            <BadgeCheck className="size-3" aria-hidden />
            {t('comments.official')}
          </Badge>
        ) : null}
        {date ? <time dateTime={comment.createdAt}>{date}</time> : null}
        {comment.editedAt ? <span>{t('comments.edited')}</span> : null}
        {comment.hidden && comment.body !== null ? <Badge variant="warning">{t('comments.hiddenBadge')}</Badge> : null}
      </div>
      {editing ? (
        <CommentEditor
          initial={comment.body ?? ''}
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          busy={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            try {
              await update.mutateAsync({ id: comment.id, body });
              setEditing(false);
              return true;
            } catch (error) {
              failed(error);
              return false;
            }
          }}
        />
      ) : comment.body === null ? (
        <p className="text-sm italic text-muted-foreground">{t('comments.hiddenPlaceholder')}</p>
      ) : (
        <CommentText text={comment.body} lang={langOf(comment.textLanguage)} />
      )}
      {!editing && (comment.canEdit || comment.canDelete || isAdmin) ? (
        <div className="mt-2 flex flex-wrap gap-1">
          {comment.canEdit ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </Button>
          ) : null}
          {isAdmin ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: comment.id, hidden: !comment.hidden }, { onError: failed })}
            >
              {comment.hidden ? t('comments.show') : t('comments.hide')}
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t('comments.deleteConfirm'))) remove.mutate(comment.id, { onError: failed });
              }}
            >
              {t('comments.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A suggestion's thread: loaded when opened, 20 comments a page, and the form for signed-in users. */
export function SuggestionComments({
  suggestionId,
  signedIn,
  isAdmin,
  open,
  closed,
}: {
  suggestionId: number;
  signedIn: boolean;
  isAdmin: boolean;
  open: boolean;
  /** Merged suggestions take no new comments. */
  closed: boolean;
}) {
  const { t } = useTranslation('suggestions');
  const [page, setPage] = useState(1);
  const list = useSuggestionComments(suggestionId, page, open);
  const create = useCreateComment(suggestionId);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <div className="flex flex-col gap-3 border-t pt-3" data-testid="comments">
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('comments.loadError')}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted-foreground">{t('comments.loading')}</p>
      ) : data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {data.comments.map((c) => (
            <CommentItem key={c.id} comment={c} suggestionId={suggestionId} isAdmin={isAdmin} />
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={t('comments.pagination')} className="flex items-center justify-between gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('list.previous')}
          </Button>
          <span className="text-muted-foreground">{t('list.pageOf', { page, total: pages })}</span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('list.next')}
          </Button>
        </nav>
      ) : null}
      {closed ? null : signedIn ? (
        <CommentEditor
          initial=""
          trap
          label={isAdmin ? t('comments.replyLabel') : t('comments.addLabel')}
          submitLabel={t('comments.post')}
          busy={create.isPending}
          onSubmit={async (body, website) => {
            try {
              await create.mutateAsync({ suggestionId, body, website });
              // The newest comment is on the last page.
              if (data) setPage(Math.max(1, Math.ceil((data.total + 1) / data.limit)));
              return true;
            } catch (error) {
              toast.error(errorText(t, error, t('comments.failed')));
              return false;
            }
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link to={LOGIN_TO_VOTE} className="text-primary underline underline-offset-2">
            {t('comments.signIn')}
          </Link>
        </p>
      )}
    </div>
  );
}
