import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';

import type { DemoLabels } from './demo-video.tsx';

/**
 * The 'see on chart' clip in a dialog (Radix: focus trapped, Escape closes, focus returns to
 * the trigger). Loaded on demand by demo-video.tsx; the video downloads only once it is open.
 */
export default function DemoVideoDialog({
  trigger,
  labels,
  defaultOpen = false,
}: {
  trigger: ReactNode;
  labels: DemoLabels;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
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
