import Layers from 'lucide-react/icons/layers';
import { useCallback, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { IndicatorKind } from '#shared/contracts/store.ts';
import { cn } from '#client/lib/cn.ts';

export const PLACEHOLDER_IMAGE = '/media/indicator-placeholder.webp';

interface IndicatorImageProps {
  src: string | null;
  alt: string;
  kind: IndicatorKind;
  /** Above the fold: load at once and tell the browser it matters. */
  eager?: boolean;
  className?: string;
}

/** The product's 800×500 picture; the placeholder when it has none or it fails to load (SPEC §2). */
export function IndicatorImage({ src, alt, kind, eager = false, className }: IndicatorImageProps) {
  const [failed, setFailed] = useState(false);
  // A server-rendered image can fail before React hydrates and misses its error event.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (!src && kind === 'bundle') return <BundleArt className={className} />;
  return (
    <img
      ref={checkLoaded}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={800}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-[8/5] w-full bg-[#0b1220] object-cover', className)}
      data-testid="indicator-image"
    />
  );
}

/** The Pro Bundle has no chart of its own: a drawn cover instead of a picture to download. */
function BundleArt({ className }: { className?: string }) {
  const { t } = useTranslation('store');
  return (
    <div
      className={cn(
        'relative flex aspect-[8/5] w-full flex-col items-center justify-center gap-3 overflow-hidden bg-[#0b1220] text-white',
        className,
      )}
      data-testid="bundle-art"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(56,189,248,0.35),transparent_55%),radial-gradient(circle_at_75%_80%,rgba(74,222,128,0.25),transparent_50%)]"
      />
      <Layers className="relative size-14 text-sky-300" aria-hidden />
      <p className="relative text-2xl font-bold tracking-widest">PRO BUNDLE</p>
      <p className="relative text-sm text-slate-200">{t('card.bundleArt')}</p>
    </div>
  );
}
