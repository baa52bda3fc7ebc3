import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';

/**
 * The hero's looping chart animation. The poster `<img>` is what the server renders and what
 * the browser paints first (the LCP element, fetched with high priority); the video sits on
 * top, downloads nothing until the page has loaded, and fades in once it really plays. It
 * stays paused for visitors who asked for reduced motion or to save data, and the button
 * lets anyone stop it (WCAG 2.2.2).
 */
export function HeroVideo() {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not render the `muted` attribute on the server; browsers only autoplay muted video.
    video.muted = true;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (reduced || saveData) return;
    const start = () => void video.play().catch(() => setPlaying(false));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl border bg-[#0b1220] shadow-2xl ring-1 ring-black/5">
      <img
        src="/media/hero-poster.webp"
        srcSet="/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w"
        // Phones get the 640 variant even at 1.75x density: it is the LCP image, so bytes beat a few extra pixels.
        sizes="(min-width: 1024px) 600px, (min-width: 640px) calc(100vw - 2rem), 360px"
        width={1280}
        height={720}
        fetchPriority="high"
        decoding="async"
        alt={t('hero.posterAlt')}
        className="absolute inset-0 size-full object-cover"
        data-testid="hero-poster"
      />
      <video
        ref={ref}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${shown ? 'opacity-100' : 'opacity-0'}`}
        width={1280}
        height={720}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
        onPlaying={() => {
          setPlaying(true);
          setShown(true);
        }}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/hero.webm" type="video/webm" />
        <source src="/media/hero.mp4" type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute bottom-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        aria-label={playing ? t('hero.pauseVideo') : t('hero.playVideo')}
      >
        {playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
