import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import Clock from 'lucide-react/icons/clock';
import PlayCircle from 'lucide-react/icons/circle-play';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TUTORIAL_LINKS } from '#shared/tutorial-links.ts';
import { DemoVideoDialog } from './demo-video.tsx';

/** SPEC §2: three static cards. Articles open the docs section they walk through; the video plays in a dialog. */
export const TUTORIALS = [
  {
    key: 'install',
    kind: 'article',
    image: '/media/hero-poster-640.webp',
    srcSet: '/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w',
    width: 640,
    height: 360,
    to: TUTORIAL_LINKS.install,
  },
  {
    key: 'imbalance',
    kind: 'video',
    image: '/media/demo-poster.webp',
    srcSet: '/media/demo-poster-640.webp 640w, /media/demo-poster.webp 1280w',
    width: 1280,
    height: 720,
  },
  {
    key: 'value',
    kind: 'article',
    image: '/media/volume-profile-pro.webp',
    srcSet:
      '/media/volume-profile-pro-400.webp 400w, /media/volume-profile-pro-640.webp 640w, /media/volume-profile-pro.webp 800w',
    width: 800,
    height: 500,
    to: TUTORIAL_LINKS.value,
  },
] as const;

// The card's width: a third of the max-w-6xl list (page px-4, gap-6) from md, full width below;
// phones are given 360px, as in the home page's hero, so 1.75x phones take the 640 variants.
const CARD_SIZES =
  '(min-width: 1184px) 368px, (min-width: 768px) calc((100vw - 5rem) / 3), (min-width: 640px) calc(100vw - 2rem), 360px';

export function TutorialCards() {
  const { t } = useTranslation('tutorials');
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3" data-testid="tutorial-cards">
      {TUTORIALS.map((item) => (
        <li
          key={item.key}
          className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
          data-testid={`tutorial-${item.key}`}
        >
          <div className="relative">
            <img
              src={item.image}
              srcSet={item.srcSet}
              sizes={CARD_SIZES}
              width={item.width}
              height={item.height}
              decoding="async"
              alt=""
              className="aspect-video w-full bg-[#0b1220] object-cover"
            />
            {item.kind === 'video' ? (
              <span className="absolute inset-0 flex items-center justify-center">
                <PlayCircle className="size-14 rounded-full bg-black/50 text-white" aria-hidden />
              </span>
            ) : null}
          </div>
          <div className="flex flex-1 flex-col gap-3 p-5">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <Badge variant={item.kind === 'video' ? 'default' : 'secondary'}>
                {item.kind === 'video' ? (
                  <PlayCircle className="mr-1 size-3" aria-hidden />
                ) : (
                  <BookOpen className="mr-1 size-3" aria-hidden />
                )}
                {t(`kind.${item.kind}`)}
              </Badge>
              <Badge variant="outline">{t(`items.${item.key}.category`)}</Badge>
              <span className="inline-flex items-center gap-1 text-muted-foreground">
                <Clock className="size-3.5" aria-hidden />
                {t(`items.${item.key}.duration`)}
              </span>
            </div>
            <h2 className="text-lg font-semibold leading-snug">{t(`items.${item.key}.title`)}</h2>
            <p className="flex-1 text-sm text-muted-foreground">{t(`items.${item.key}.text`)}</p>
            {item.kind === 'video' ? (
              <DemoVideoDialog
                labels={{
                  title: t(`items.${item.key}.title`),
                  description: t(`items.${item.key}.text`),
                  unsupported: t('video.unsupported'),
                  download: t('video.download'),
                }}
                trigger={
                  <Button variant="outline" className="self-start" data-testid="tutorial-video-open">
                    <PlayCircle aria-hidden />
                    {t('action.watch')}
                  </Button>
                }
              />
            ) : (
              <Button asChild variant="outline" className="self-start">
                <Link to={item.to}>
                  {t('action.read')}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
