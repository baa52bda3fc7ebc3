import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';
import { SectionHeading } from './section-heading.tsx';

// The three flagship indicators documented in /docs; names are product names and stay untranslated.
export const FEATURED_INDICATORS = [
  { key: 'orderflow', name: 'Orderflow Pulse', image: '/media/orderflow-pulse.webp', docs: '/docs#orderflow-pulse' },
  {
    key: 'profile',
    name: 'Volume Profile Pro',
    image: '/media/volume-profile-pro.webp',
    docs: '/docs#volume-profile-pro',
  },
  { key: 'trend', name: 'Trend Sentinel', image: '/media/trend-sentinel.webp', docs: '/docs#trend-sentinel' },
] as const;

/** What the home page shows of a catalogue product: its copy in the page's language. */
export type FeaturedProduct = Pick<IndicatorDto, 'name' | 'shortDescription' | 'categories' | 'languages'>;

/**
 * The three flagships with the catalogue's own short description and category, so the home page
 * says what the product page says; the locale's text only stands in when the catalogue has no
 * such product (renamed or removed by the shop owner) or could not be read.
 */
export function FeaturedIndicators({ products = [] }: { products?: FeaturedProduct[] }) {
  const { t } = useTranslation('home');
  const langOf = useContentLang();
  const byName = new Map(products.map((product) => [product.name, product]));
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="featured-title" title={t('featured.title')} text={t('featured.text')} />
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURED_INDICATORS.map((item) => {
          const product = byName.get(item.name);
          const category = product?.categories[0];
          return (
            <li
              key={item.key}
              className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
            >
              <img
                src={item.image}
                srcSet={`${item.image.replace('.webp', '-400.webp')} 400w, ${item.image.replace('.webp', '-640.webp')} 640w, ${item.image} 800w`}
                // The card's width: a third of the max-w-7xl container (px-4, gap-6) from md, full width below.
                // Phones are given 360px, as in the hero, so 1.75x phones take the 640 variant (Chromium picks the
                // first candidate dense enough and 380 px × 1.75 is just over 640).
                sizes="(min-width: 1280px) 400px, (min-width: 768px) calc((100vw - 5rem) / 3), (min-width: 640px) calc(100vw - 2rem), 360px"
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
                alt={t(`featured.${item.key}.alt`)}
                className="aspect-[8/5] w-full bg-[#0b1220] object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p
                  lang={category ? langOf(category.language) : undefined}
                  className="text-xs font-semibold uppercase tracking-wide text-primary"
                >
                  {category ? category.name : t(`featured.${item.key}.category`)}
                </p>
                <h3 className="text-lg font-semibold">{item.name}</h3>
                <p
                  lang={product?.shortDescription ? langOf(product.languages.shortDescription) : undefined}
                  className="flex-1 text-sm text-muted-foreground"
                >
                  {product?.shortDescription ?? t(`featured.${item.key}.text`)}
                </p>
                <Link
                  to={item.docs}
                  className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('featured.guide', { name: item.name })}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link to="/products">{t('featured.browse')}</Link>
        </Button>
      </div>
    </section>
  );
}
