import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { createI18n } from './i18n.ts';
import { resourcesFor } from './i18n.server.ts';

// Numbers inside translated sentences are grouped in the page's language.

const NAMESPACES = ['roadmap', 'suggestions', 'store', 'admin-store'];
const t = (lang: Language) =>
  createI18n({ lang, namespaces: NAMESPACES, resources: resourcesFor([lang, 'en'], NAMESPACES) }).t;

describe('numbers in translated sentences', () => {
  it('are grouped per language: de 1.234, fr 1 234 (narrow no-break space), en 1,234', () => {
    expect(t('en')('card.votes', { ns: 'roadmap', count: 1234 })).toBe('1,234 votes');
    expect(t('de')('card.votes', { ns: 'roadmap', count: 1234 })).toBe('1.234 Stimmen');
    expect(t('fr')('card.comments', { ns: 'suggestions', count: 1234 })).toMatch(/^1\u202f234 /);
    expect(t('de')('indicators.count', { ns: 'admin-store', count: 1234, total: 20500 })).toContain('1.234 von 20.500');
  });

  it('keep the plural form the count asks for', () => {
    expect(t('en')('card.votes', { ns: 'roadmap', count: 1 })).toBe('1 vote');
    expect(t('de')('card.comments', { ns: 'suggestions', count: 1 })).toBe('1 Kommentar');
  });

  it('leave a value that is already text as it is (a price with its currency)', () => {
    expect(t('de')('indicators.count', { ns: 'admin-store', count: 2, total: '1.234' })).toContain('2 von 1.234');
  });

  it('every language groups a count (Spanish from five digits on, as its convention is)', () => {
    for (const lang of LANGUAGE_CODES)
      expect(t(lang)('card.votes', { ns: 'roadmap', count: 12345 }), lang).toMatch(/12\D345/);
    expect(t('es')('card.votes', { ns: 'roadmap', count: 1234 })).toBe('1234 votos');
  });
});
