import CheckCircle2 from 'lucide-react/icons/circle-check';
import Mail from 'lucide-react/icons/mail';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { SupportMessage } from '#shared/contracts/support.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useSetMessageStatus } from '../../api/admin-support.ts';

/** One inbox message: sender, subject, body, open/closed toggle and a reply link for the mail client. */
export function MessageCard({ message }: { message: SupportMessage }) {
  const { t } = useTranslation('admin-support');
  const setStatus = useSetMessageStatus();
  const open = message.status === 'open';
  const reply = `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
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
          <h2 id={`message-${message.id}`} className="font-semibold">
            {message.subject}
          </h2>
          <p className="text-sm text-muted-foreground">
            {message.name} · <span className="break-all">{message.email}</span> ·{' '}
            <LocalDateTime iso={message.createdAt} />
          </p>
        </div>
        <Badge variant={open ? 'warning' : 'secondary'}>{t(`status.${message.status}`)}</Badge>
      </header>
      <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={reply}>
            <Mail aria-hidden />
            {t('reply')}
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={toggle} disabled={setStatus.isPending}>
          {open ? <CheckCircle2 aria-hidden /> : <RotateCcw aria-hidden />}
          {open ? t('close') : t('reopen')}
        </Button>
      </div>
    </article>
  );
}
