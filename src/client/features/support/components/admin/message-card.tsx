import CheckCircle2 from 'lucide-react/icons/circle-check';
import Reply from 'lucide-react/icons/reply';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { useContentLang } from '#client/lib/content-lang.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { SupportMessage } from '#shared/contracts/support.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useSetMessageStatus } from '../../api/admin-support.ts';
import { ReplyForm } from './reply-form.tsx';

/** One inbox message: sender, subject, body, the replies sent from the shop, a reply box and open/closed. */
export function MessageCard({ message }: { message: SupportMessage }) {
  const { t } = useTranslation('admin-support');
  // The customer's words (and the shop's replies to them) in the language they were written in.
  const lang = useContentLang()(message.language);
  const setStatus = useSetMessageStatus();
  const [replying, setReplying] = useState(false);
  const open = message.status === 'open';
  const toggle = () =>
    setStatus.mutate(
      { id: message.id, status: open ? 'closed' : 'open' },
      {
        onSuccess: () => toast.success(open ? t('closed') : t('reopened')),
        onError: (error) => toast.error(errorText(t, error, t('updateFailed'))),
      },
    );
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border bg-card p-5"
      data-testid="support-message"
      aria-labelledby={`message-${message.id}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`message-${message.id}`} lang={lang} className="font-semibold">
            {message.subject}
          </h2>
          <p className="text-sm text-muted-foreground">
            {message.name} · <span className="break-all">{message.email}</span> ·{' '}
            <LocalDateTime iso={message.createdAt} />
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {message.answeredAt && <Badge variant="success">{t('answered')}</Badge>}
          <Badge variant={open ? 'warning' : 'secondary'}>{t(`status.${message.status}`)}</Badge>
        </div>
      </header>
      <p lang={lang} className="whitespace-pre-wrap break-words text-sm">
        {message.message}
      </p>
      {message.replies.length > 0 && (
        <section aria-label={t('thread')} className="flex flex-col gap-2 border-l-2 pl-4">
          {message.replies.map((reply) => (
            <div key={reply.id} data-testid="support-reply" className="flex flex-col gap-1">
              <p className="text-xs text-muted-foreground">
                {t('repliedBy', { name: reply.authorName })} · <LocalDateTime iso={reply.createdAt} />
              </p>
              <p lang={lang} className="whitespace-pre-wrap break-words text-sm">
                {reply.body}
              </p>
            </div>
          ))}
        </section>
      )}
      {replying && <ReplyForm messageId={message.id} email={message.email} />}
      <div className="flex flex-wrap gap-2">
        {!replying && (
          <Button size="sm" onClick={() => setReplying(true)}>
            <Reply aria-hidden />
            {t('reply')}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={toggle} disabled={setStatus.isPending}>
          {open ? <CheckCircle2 aria-hidden /> : <RotateCcw aria-hidden />}
          {open ? t('close') : t('reopen')}
        </Button>
      </div>
    </article>
  );
}
