import { PlayCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';

/**
 * The 'see on chart' clip in a dialog (Radix: focus trapped, Escape closes, focus returns to
 * the trigger). Nothing is downloaded until the visitor opens it.
 */
export interface DemoLabels {
  title: string;
  description: string;
  unsupported: string;
  download: string;
}

export function DemoVideoDialog({ trigger, labels }: { trigger: ReactNode; labels: DemoLabels }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-4xl p-4 sm:p-6" data-testid="demo-dialog">
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        {open ? <DemoVideo labels={labels} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DemoVideo({ labels }: { labels: DemoLabels }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    // The visitor asked to see it, but a motion-sensitive visitor starts it with the controls.
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) void video.play().catch(() => undefined);
  }, []);
  return (
    <video
      ref={ref}
      className="aspect-video w-full rounded-md bg-[#0b1220]"
      width={1280}
      height={720}
      poster="/media/demo-poster.webp"
      preload="metadata"
      controls
      muted
      loop
      playsInline
      data-testid="demo-video"
    >
      <source src="/media/demo.webm" type="video/webm" />
      <source src="/media/demo.mp4" type="video/mp4" />
      <p>
        {labels.unsupported} <a href="/media/demo.mp4">{labels.download}</a>
      </p>
    </video>
  );
}

/** The poster as a large play button, for the home page's demo section (lazy: below the fold). */
export function DemoPosterButton() {
  const { t } = useTranslation('home');
  return (
    <DemoVideoDialog
      labels={useHomeDemoLabels()}
      trigger={
        <button type="button" className="group relative block w-full overflow-hidden rounded-xl border bg-[#0b1220] shadow-lg" aria-label={t('demo.watch')}>
          <img src="/media/demo-poster.webp" width={1280} height={720} loading="lazy" decoding="async" alt="" className="aspect-video w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]" />
          <span className="absolute inset-0 flex items-center justify-center bg-black/20">
            <span className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-lg">
              <PlayCircle className="size-5" aria-hidden />
              {t('demo.watch')}
            </span>
          </span>
        </button>
      }
    />
  );
}

/** The dialog's texts from the home namespace. */
export function useHomeDemoLabels(): DemoLabels {
  const { t } = useTranslation('home');
  return { title: t('demo.title'), description: t('demo.description'), unsupported: t('demo.unsupported'), download: t('demo.download') };
}
