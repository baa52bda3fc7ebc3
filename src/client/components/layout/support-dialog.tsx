import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { SiteSettings } from '#shared/site.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';

/** Header support dialog: live chat when a chat service is configured, e-mail always (DECISIONS "Site"). */
export default function SupportDialog({ site, defaultOpen }: { site: SiteSettings; defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('supportDialog.open')}>
          <LifeBuoy aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('supportDialog.title')}</DialogTitle>
          <DialogDescription>
            {site.liveChatUrl ? t('supportDialog.description') : t('supportDialog.descriptionEmail')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {site.liveChatUrl ? (
            <Button asChild variant="outline" className="h-auto justify-start py-3">
              <a href={site.liveChatUrl} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                <span className="text-left">
                  <span className="block font-semibold">{t('supportDialog.chat')}</span>
                  <span className="block text-xs text-muted-foreground">{t('supportDialog.chatHint')}</span>
                </span>
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline" className="h-auto justify-start py-3">
            <a href={`mailto:${site.supportEmail}`}>
              <Mail aria-hidden />
              <span className="text-left">
                <span className="block font-semibold">{t('supportDialog.email')}</span>
                <span className="block text-xs text-muted-foreground">{site.supportEmail}</span>
              </span>
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">{t('supportDialog.replyTime')}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
