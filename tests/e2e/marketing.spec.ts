import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, usePreferences } from './helpers.ts';

const isMobile = () => test.info().project.name === 'mobile';

/** What each marketing page must show, in English and in German. */
const PAGES: Array<{ path: string; en: string; de: string; check: (page: Page, lang: 'en' | 'de') => Promise<void> }> =
  [
    {
      path: '/',
      en: 'See the order flow behind every move',
      de: 'Sehen Sie den Orderflow hinter jeder Bewegung',
      async check(page, lang) {
        await expect(page.getByTestId('trust-chips').getByRole('listitem')).toHaveCount(5);
        await expect(page.getByTestId('trust-chips')).toContainText(
          lang === 'en' ? '14-day refund if not activated' : '14 Tage Erstattung, wenn nicht aktiviert',
        );
        const testimonials = page.getByTestId('testimonials').getByRole('listitem');
        await expect(testimonials).toHaveCount(4);
        // The testimonials and the demo's signal carry their disclaimers.
        await expect(page.getByTestId('disclaimer-testimonials')).toContainText(
          lang === 'en' ? 'not be representative of other customers' : 'nicht repräsentativ für andere Kunden',
        );
        await expect(page.getByTestId('disclaimer-performance')).toContainText(
          lang === 'en' ? 'Hypothetical or simulated performance results' : 'Hypothetische oder simulierte Ergebnisse',
        );
        await expect(testimonials.locator('img')).toHaveCount(4);
        await expect(
          page.getByRole('link', { name: lang === 'en' ? 'Get Started' : 'Loslegen' }).first(),
        ).toHaveAttribute('href', '/get-started');
        await expect(
          page.getByRole('link', { name: lang === 'en' ? 'Browse all indicators' : 'Alle Indikatoren ansehen' }),
        ).toHaveAttribute('href', '/products');
      },
    },
    {
      path: '/pricing',
      en: 'One payment. Yours for life.',
      de: 'Einmal zahlen. Für immer Ihres.',
      async check(page, lang) {
        // "from" the cheapest indicator in the live catalogue: the admin journey, running beside this
        // one on the same database, adds a cheaper one for a while, so the amount is not fixed here.
        await expect(page.getByTestId('plan-starter')).toContainText(lang === 'en' ? /from \$\d+/ : /ab \$\d+/);
        await expect(page.getByTestId('plan-pro')).toContainText('$299');
        await expect(page.getByTestId('plan-pro')).toContainText(lang === 'en' ? 'Most Popular' : 'Am beliebtesten');
        await expect(page.getByTestId('plan-enterprise')).toContainText(lang === 'en' ? 'Custom' : 'Individuell');
      },
    },
    {
      path: '/get-started',
      en: 'Get started in two steps',
      de: 'In zwei Schritten loslegen',
      async check(page, lang) {
        await expect(
          page
            .getByTestId('step-choose')
            .getByRole('link', { name: lang === 'en' ? 'Browse indicators' : 'Indikatoren ansehen' }),
        ).toHaveAttribute('href', '/products');
        await expect(
          page
            .getByTestId('step-install')
            .getByRole('link', { name: lang === 'en' ? 'Read the documentation' : 'Dokumentation lesen' }),
        ).toHaveAttribute('href', '/docs');
      },
    },
    {
      path: '/docs',
      en: 'Documentation',
      de: 'Dokumentation',
      async check(page, lang) {
        const titles =
          lang === 'en'
            ? [
                'Introduction',
                'Installation',
                'Activation',
                'Settings',
                'Templates',
                'Performance',
                'Orderflow Pulse',
                'Volume Profile Pro',
                'Trend Sentinel',
              ]
            : [
                'Einführung',
                'Installation',
                'Aktivierung',
                'Einstellungen',
                'Vorlagen',
                'Performance',
                'Orderflow Pulse',
                'Volume Profile Pro',
                'Trend Sentinel',
              ];
        await expect(page.locator('main h2').filter({ hasText: /./ }).first()).toHaveText(titles[0]!);
        for (const title of titles)
          await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached();
        // Placeholders are filled from the site settings.
        await expect(page.locator('main')).not.toContainText('{{');
        await expect(page.locator('#introduction')).toBeVisible();
      },
    },
    {
      path: '/tutorials',
      en: 'Tutorials',
      de: 'Tutorials',
      async check(page, lang) {
        const cards = page.getByTestId('tutorial-cards').locator(':scope > li');
        await expect(cards).toHaveCount(3);
        await expect(page.getByTestId('tutorial-imbalance')).toContainText('Video');
        await expect(page.getByTestId('tutorial-imbalance')).toContainText('0:12');
        await expect(page.getByTestId('tutorial-value')).toContainText(
          lang === 'en' ? 'Volume profile' : 'Volumenprofil',
        );
        await expect(page.getByTestId('tutorial-value')).toContainText(
          lang === 'en' ? '8 min read' : '8 Min. Lesezeit',
        );
      },
    },
    {
      path: '/changelog',
      en: 'Changelog',
      de: 'Changelog',
      async check(page, lang) {
        for (const version of ['3.2.0', '3.1.5', '3.1.0'])
          await expect(page.getByRole('heading', { level: 2, name: `Version ${version}` })).toBeVisible();
        // Built from the seeded releases, whose notes are the shop's history (changelog.spec.ts).
        const types = lang === 'en' ? ['New', 'Improved', 'Fixed'] : ['Neu', 'Verbessert', 'Behoben'];
        const entry = page.locator('li:has(> h2#v3\\.2\\.0)');
        for (const type of types) await expect(entry.getByText(type, { exact: true }).first()).toBeVisible();
      },
    },
    {
      path: '/privacy',
      en: 'Privacy Policy',
      de: 'Datenschutzerklärung',
      async check(page, lang) {
        await expect(page.getByTestId('legal-article')).toContainText(
          lang === 'en' ? 'How long we keep data' : 'Zuletzt aktualisiert',
        );
        await expect(page.getByTestId('legal-article')).toContainText('support@');
      },
    },
    {
      path: '/terms',
      en: 'Terms of Service',
      de: 'Nutzungsbedingungen',
      async check(page, lang) {
        await expect(page.getByTestId('legal-article')).toContainText(lang === 'en' ? '14 days' : '14 Tage');
      },
    },
    {
      // The platform vendor disclosures, linked from every page's footer.
      path: '/risk-disclosure',
      en: 'Risk Disclosure',
      de: 'Risikohinweise',
      async check(page, lang) {
        const article = page.getByTestId('legal-article');
        await expect(article.getByRole('heading', { level: 2, name: /CFTC Rule 4\.41/ })).toBeVisible();
        await expect(article).toContainText(
          lang === 'en'
            ? 'Hypothetical or simulated performance results have certain limitations.'
            : 'Hypothetische oder simulierte Ergebnisse unterliegen bestimmten Einschränkungen.',
        );
        await expect(
          article.getByRole('heading', { level: 2, name: lang === 'en' ? '3. Testimonials' : '3. Kundenstimmen' }),
        ).toBeVisible();
      },
    },
  ];

test.describe('marketing pages', () => {
  for (const { path, en, de, check } of PAGES) {
    for (const [lang, theme] of [
      ['en', 'light'],
      ['de', 'dark'],
    ] as const) {
      test(`${path} in ${lang} (${theme}) shows its heading and content with no axe violations`, async ({ page }) => {
        await usePreferences(page, { lang, theme });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? en : de);
        await check(page, lang);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('risk disclosures', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`every page's footer carries the risk line and links the disclosure (${lang})`, async ({ request }) => {
      const line =
        lang === 'en'
          ? 'Trading futures and forex involves substantial risk of loss'
          : 'Der Handel mit Futures und Forex birgt ein erhebliches Verlustrisiko';
      for (const path of ['/', '/pricing', '/products', '/blog', '/support', '/risk-disclosure', '/no-such-page']) {
        const html = await (await request.get(`${path}?lang=${lang}`)).text();
        const footer = html.slice(html.lastIndexOf('<footer'));
        expect(footer, path).toContain(line);
        expect(footer, path).toMatch(/<a[^>]*href="\/risk-disclosure[?"]/);
      }
    });
  }
});

test.describe('home', () => {
  test('the hero is rendered on the server with its poster as a high-priority image', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('See the order flow behind every move');
    const poster = html.match(/<img[^>]*src="\/media\/hero-poster\.webp"[^>]*>/)?.[0] ?? '';
    expect(poster).toMatch(/fetchpriority="high"/i);
    expect(poster).toContain('hero-poster-640.webp 640w');
    expect(poster).toMatch(/width="1280"/);
    expect(poster).toMatch(/height="720"/);
    expect(html).toMatch(/<video[^>]*preload="none"/);
    expect(html).toContain('"@type":"Organization"');
    const german = await (await request.get('/', { headers: { cookie: 'lang=de' } })).text();
    expect(german).toContain('Sehen Sie den Orderflow hinter jeder Bewegung');
  });

  test('the hero video plays muted when motion is allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
    await page.getByRole('button', { name: 'Pause the background animation' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play the background animation' })).toBeVisible();
  });

  test('the hero video stays still for visitors who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The video starts from the hydrated page's effect, at once or on `load` (goto waits for
    // hydration): after both, a video that was going to play has been told to.
    await page.waitForLoadState('load');
    expect(await page.getByTestId('hero-video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByTestId('hero-poster')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the background animation' })).toBeVisible();
  });

  test('the demo video dialog opens, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('demo-open');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Orderflow Pulse on an ES 1-minute chart' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('demo-video')).toBeVisible();
    await expect(dialog.getByTestId('demo-video')).toHaveAttribute('poster', '/media/demo-poster.webp');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('layout stays put while the page loads (CLS < 0.05)', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    expect(cls).toBeLessThan(0.05);
  });
});

test.describe('pricing', () => {
  test('Enterprise leads to the support form with the subject filled in', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByTestId('plan-enterprise').getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/support\?subject=Enterprise%20licence$/);
  });

  test('the Enterprise subject is translated', async ({ page }) => {
    await usePreferences(page, { lang: 'de' });
    await page.goto('/pricing');
    await expect(
      page.getByTestId('plan-enterprise').getByRole('link', { name: 'Vertrieb kontaktieren' }),
    ).toHaveAttribute('href', '/support?subject=Enterprise-Lizenz');
  });

  test('plan buttons lead to the catalogue and to the Pro Bundle item when the store lists one', async ({
    page,
    request,
  }) => {
    const response = await request.get('/_api/indicators');
    const body: unknown = response.ok() ? await response.json() : null;
    const list = (
      Array.isArray(body) ? body : ((body as { indicators?: unknown[] } | null)?.indicators ?? [])
    ) as Array<{ id: number; kind?: string }>;
    const bundle = list.find((item) => item.kind === 'bundle');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-starter').getByRole('link')).toHaveAttribute('href', '/products');
    await expect(page.getByTestId('plan-pro').getByRole('link', { name: 'Get the Pro Bundle' })).toHaveAttribute(
      'href',
      bundle ? `/indicators/${bundle.id}` : '/products',
    );
  });
});

test.describe('docs navigation', () => {
  test('section links jump to their anchors and the section in view is highlighted', async ({ page }) => {
    await page.goto('/docs');
    if (isMobile()) {
      const picker = page.getByTestId('docs-picker');
      await picker.selectOption('templates');
      await expect(page).toHaveURL(/\/docs#templates$/);
      await expect(page.locator('#templates')).toBeInViewport();
      await expect(picker).toHaveValue('templates');
      await page.locator('#trend-sentinel').evaluate((el) => el.scrollIntoView());
      await expect(picker).toHaveValue('trend-sentinel');
    } else {
      const sidebar = page.getByTestId('docs-sidebar');
      await sidebar.getByRole('link', { name: 'Activation' }).click();
      await expect(page).toHaveURL(/\/docs#activation$/);
      await expect(page.locator('#activation')).toBeInViewport();
      await expect(sidebar.getByRole('link', { name: 'Activation' })).toHaveAttribute('aria-current', 'location');
      // Scrolling on its own moves the highlight.
      await page.locator('#volume-profile-pro').evaluate((el) => el.scrollIntoView());
      await expect(sidebar.getByRole('link', { name: 'Volume Profile Pro' })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(sidebar.getByRole('link', { name: 'Activation' })).not.toHaveAttribute('aria-current', 'location');
    }
  });

  test('a deep link opens at its section', async ({ page }) => {
    await page.goto('/docs#performance');
    await expect(page.locator('#performance')).toBeInViewport();
    if (isMobile()) await expect(page.getByTestId('docs-picker')).toHaveValue('performance');
    else
      await expect(page.getByTestId('docs-sidebar').getByRole('link', { name: 'Performance' })).toHaveAttribute(
        'aria-current',
        'location',
      );
  });
});

test.describe('tutorials', () => {
  test('the video tutorial plays in a dialog and article tutorials open the docs', async ({ page }) => {
    await page.goto('/tutorials');
    await expect(page.getByTestId('tutorial-value').getByRole('link', { name: 'Read the tutorial' })).toHaveAttribute(
      'href',
      '/docs#volume-profile-pro',
    );
    const trigger = page.getByTestId('tutorial-video-open');
    await trigger.click();
    await expect(page.getByRole('dialog').getByTestId('demo-video')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('the navigation call to action leads to /get-started', async ({ page }) => {
  await page.goto('/pricing');
  if (isMobile()) await page.getByTestId('mobile-menu-toggle').click();
  const scope = isMobile() ? page.getByTestId('mobile-menu') : page.locator('header').first();
  await scope.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get started in two steps');
});
