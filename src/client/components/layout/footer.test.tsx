import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#client/lib/i18n.ts';
import de from '#client/locales/de/common.json' with { type: 'json' };
import en from '#client/locales/en/common.json' with { type: 'json' };
import type { SiteSettings } from '#shared/site.ts';
import { Disclaimer } from './disclaimer.tsx';
import { Footer } from './footer.tsx';

// The platform vendor disclosures as the server renders them, in the page's
// language unless the shop owner set their own text (DISCLAIMER_*).

/** The root loader's site settings; `disclaimers` as the server reads them from DISCLAIMER_* (config.test.ts). */
const site = (disclaimers: Partial<SiteSettings['disclaimers']> = {}): SiteSettings => ({
  siteName: 'NovaTick',
  siteUrl: 'http://shop.test',
  supportEmail: 'support@shop.test',
  platformName: 'NinjaTrader 8',
  platformMinVersion: '8.1',
  liveChatUrl: null,
  disclaimers: { footer: null, performance: null, testimonials: null, ...disclaimers },
});

async function render(element: React.ReactNode, lang: 'en' | 'de') {
  const handler = createStaticHandler([{ path: '*', element }]);
  const context = await handler.query(new Request('http://shop.test/pricing'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n({ lang, namespaces: ['common'], resources: { en: { common: en }, de: { common: de } } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const footerLine = (html: string) => /data-testid="disclaimer-footer"[^>]*>([^<]*)</.exec(html)?.[1];

describe('the footer of every page', () => {
  it('carries the short risk disclosure in the page language and links the full one', async () => {
    const english = await render(<Footer site={site()} />, 'en');
    expect(footerLine(english)).toBe(en.footer.risk);
    expect(english).toMatch(/<a[^>]*href="\/risk-disclosure"[^>]*>Risk disclosure<\/a>/);
    const german = await render(<Footer site={site()} />, 'de');
    expect(footerLine(german)).toBe(de.footer.risk);
    expect(german).toContain('>Risikohinweise</a>');
  });

  it('shows the shop owner’s text (DISCLAIMER_FOOTER) instead, in every language', async () => {
    const own = site({ footer: 'Trading is risky. Read our disclosure.' });
    for (const lang of ['en', 'de'] as const)
      expect(footerLine(await render(<Footer site={own} />, lang))).toBe('Trading is risky. Read our disclosure.');
  });
});

describe('the disclaimers beside performance claims and testimonials', () => {
  it('read the translated default, or DISCLAIMER_PERFORMANCE and DISCLAIMER_TESTIMONIALS when set', async () => {
    const html = await render(
      <>
        <Disclaimer kind="performance" site={site()} />
        <Disclaimer kind="testimonials" site={site()} />
      </>,
      'de',
    );
    expect(html).toContain(de.disclaimer.performance);
    expect(html).toContain(de.disclaimer.testimonials);
    const own = site({ performance: 'Simulated results only.', testimonials: 'Individual views.' });
    const custom = await render(
      <>
        <Disclaimer kind="performance" site={own} />
        <Disclaimer kind="testimonials" site={own} />
      </>,
      'de',
    );
    expect(custom).toContain('Simulated results only.');
    expect(custom).toContain('Individual views.');
    expect(custom).not.toContain(de.disclaimer.performance);
  });
});
