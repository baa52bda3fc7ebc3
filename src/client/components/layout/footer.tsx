import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { SiteSettings } from '#shared/site.ts';
import { RISK_DISCLOSURE_PATH } from './disclaimer.tsx';

export function Footer({ site }: { site: SiteSettings }) {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const columns = [
    {
      title: t('footer.product'),
      links: [
        ['/products', t('nav.products')],
        ['/pricing', t('nav.pricing')],
        ['/changelog', t('nav.changelog')],
        ['/get-started', t('nav.getStarted')],
        ['/orders', t('nav.orders')],
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        ['/docs', t('nav.docs')],
        ['/tutorials', t('nav.tutorials')],
        ['/blog', t('nav.blog')],
        ['/suggestions', t('nav.suggestions')],
        ['/roadmap', t('nav.roadmap')],
      ],
    },
    {
      title: t('footer.company'),
      links: [
        ['/support', t('nav.support')],
        ['/affiliate', t('nav.affiliate')],
        ['/privacy', t('footer.privacy')],
        ['/terms', t('footer.terms')],
        [RISK_DISCLOSURE_PATH, t('footer.riskDisclosure')],
      ],
    },
  ] as const;
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold">{site.siteName}</p>
          <p className="text-sm text-muted-foreground">{t('footer.tagline', { platform: site.platformName })}</p>
          <a className="text-sm text-primary underline-offset-4 hover:underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="text-muted-foreground hover:text-foreground">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:gap-8">
          <p className="shrink-0">{t('footer.copyright', { year, siteName: site.siteName })}</p>
          {/* The short risk disclosure on every page; DISCLAIMER_FOOTER replaces it. */}
          <p data-testid="disclaimer-footer" className="sm:max-w-3xl sm:text-right">
            {site.disclaimers.footer ?? t('footer.risk')}
          </p>
        </div>
      </div>
    </footer>
  );
}
