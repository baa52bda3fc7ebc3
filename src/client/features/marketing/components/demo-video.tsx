import PlayCircle from 'lucide-react/icons/circle-play';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { onDemand } from '#client/lib/first-load/index.ts';

export interface DemoLabels {
  title: string;
  description: string;
  unsupported: string;
  download: string;
}

// The dialog (Radix) loads on the trigger's first hover or focus and opens on the first click,
// like the header's widgets (DESIGN JS budget).
const DemoVideoDialogWidget = onDemand(() => import('./demo-video-dialog.tsx'));

/** `trigger` opens the 'see on chart' clip in a dialog. */
export function DemoVideoDialog({
  trigger,
  labels,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  labels: DemoLabels;
}) {
  return (
    <DemoVideoDialogWidget
      trigger={trigger}
      labels={labels}
      placeholder={(opener) => cloneElement(trigger, { ...opener, 'aria-haspopup': 'dialog', 'aria-expanded': false })}
    />
  );
}

/** The poster as a large play button, for the home page's demo section (lazy: below the fold). */
export function DemoPosterButton() {
  const { t } = useTranslation('home');
  return (
    <DemoVideoDialog
      labels={useHomeDemoLabels()}
      trigger={
        <button
          type="button"
          className="group relative block w-full overflow-hidden rounded-xl border bg-[#0b1220] shadow-lg"
          aria-label={t('demo.watch')}
        >
          <img
            src="/media/demo-poster.webp"
            srcSet="/media/demo-poster-640.webp 640w, /media/demo-poster.webp 1280w"
            // Half of the max-w-7xl demo section (px-4, gap-10) from lg, full width below; phones are
            // given 360px, as in the hero, so 1.75x phones take the 640 variant.
            sizes="(min-width: 1280px) 604px, (min-width: 1024px) calc(50vw - 2.25rem), (min-width: 640px) calc(100vw - 2rem), 360px"
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            alt=""
            className="aspect-video w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
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
  return {
    title: t('demo.title'),
    description: t('demo.description'),
    unsupported: t('demo.unsupported'),
    download: t('demo.download'),
  };
}
