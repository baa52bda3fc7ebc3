import { renderToString } from 'react-dom/server';
import { I18nextProvider, Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

const resources = {
  de: {
    common: {
      greet: 'Hallo {{name}}',
      items_one: '{{count}} Stück',
      items_other: '{{count}} Stücke',
      nav: { home: 'Startseite' },
    },
    store: { buy: 'Kaufen', from: '<small>ab</small> {{price}}' },
  },
  en: {
    common: {
      greet: 'Hello {{name}}',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      nav: { home: 'Home' },
    },
    store: { buy: 'Buy', from: '<small>from</small> {{price}}' },
  },
};

/** The test's own keys, not the shop's typed ones. */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

function Probe() {
  const t = useTranslation().t as unknown as LooseT;
  const store = useTranslation('store');
  const nav = useTranslation('common', { keyPrefix: 'nav' });
  const [tuple] = useTranslation(['store', 'common']);
  const texts = [
    t('greet', { name: 'Ana' }),
    t('greet', { name: 'Bo' }),
    t('greet', { name: 'Ana' }),
    t('items', { count: 1 }),
    t('items', { count: 2 }),
    t('items', { count: 1 }),
    (store.t as unknown as LooseT)('buy'),
    (nav.t as unknown as LooseT)('home'),
    (tuple as unknown as LooseT)('buy'),
    store.i18n.language,
  ];
  return <p>{texts.join('|')}</p>;
}

describe('useTranslation on the server', () => {
  it("answers in the render's language, per namespace and key prefix, as react-i18next does", () => {
    const de = createI18n({ lang: 'de', namespaces: ['common', 'store'], resources });
    const en = createI18n({ lang: 'en', namespaces: ['common', 'store'], resources });
    const render = (i18n: typeof de) =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Probe />
        </I18nextProvider>,
      );
    expect(render(de)).toBe('<p>Hallo Ana|Hallo Bo|Hallo Ana|1 Stück|2 Stücke|1 Stück|Kaufen|Startseite|Kaufen|de</p>');
    // Answers are kept per instance: a second language never gets the first one's.
    expect(render(en)).toBe('<p>Hello Ana|Hello Bo|Hello Ana|1 item|2 items|1 item|Buy|Home|Buy|en</p>');
    expect(render(de)).toBe('<p>Hallo Ana|Hallo Bo|Hallo Ana|1 Stück|2 Stücke|1 Stück|Kaufen|Startseite|Kaufen|de</p>');
  });

  it("gives Trans the namespace it was asked for (Trans reads the key's namespace from `t`)", () => {
    function Price() {
      const { t } = useTranslation('store');
      return (
        <p>
          <Trans t={t} i18nKey={'from' as never} values={{ price: '$69' }} components={{ small: <small /> }} />
        </p>
      );
    }
    const de = createI18n({ lang: 'de', namespaces: ['common', 'store'], resources });
    const html = renderToString(
      <I18nextProvider i18n={de}>
        <Price />
      </I18nextProvider>,
    );
    expect(html).toBe('<p><small>ab</small> $69</p>');
  });
});
