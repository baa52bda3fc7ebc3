import Quote from 'lucide-react/icons/quote';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Disclaimer } from '#client/components/layout/disclaimer.tsx';
import type { SiteSettings } from '#shared/site.ts';
import { SectionHeading } from './section-heading.tsx';

// Quotes are about using the tools and the service, never about profits (risk disclaimer).
const TESTIMONIALS = [
  { key: 't1', name: 'Marcus T.', avatar: '/media/avatar-1.webp' },
  { key: 't2', name: 'Elena R.', avatar: '/media/avatar-2.webp' },
  { key: 't3', name: 'Jake W.', avatar: '/media/avatar-3.webp' },
  { key: 't4', name: 'Priya S.', avatar: '/media/avatar-4.webp' },
] as const;

/** Customers' quotes with the testimonials disclaimer under them. */
export function Testimonials({ site }: { site: Pick<SiteSettings, 'disclaimers'> }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/40 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-title" title={t('testimonials.title')} text={t('testimonials.text')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="testimonials">
          {TESTIMONIALS.map((item) => (
            <li key={item.key}>
              <figure className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
                <Quote className="size-6 text-primary" aria-hidden />
                <blockquote className="flex-1 text-sm leading-relaxed">
                  {t(`testimonials.${item.key}.quote`)}
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <img
                    src={item.avatar}
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    alt=""
                    className="size-12 rounded-full"
                  />
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted-foreground">{t(`testimonials.${item.key}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <Disclaimer kind="testimonials" site={site} className="mt-6" />
      </div>
    </section>
  );
}
