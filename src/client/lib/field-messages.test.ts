import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '#shared/contracts/fields.constants.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { translateFieldMessage } from './field-messages.ts';

describe('shared field messages in six languages', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s has every one, and English is the contract text', async (lang) => {
    const common = (await import(`../locales/${lang}/common.json`)).default;
    const t = i18next.createInstance();
    await t.init({ lng: lang, ns: ['common'], defaultNS: 'common', resources: { [lang]: { common } } });
    for (const message of [
      FIELD_MESSAGES.page,
      FIELD_MESSAGES.pageTooBig,
      FIELD_MESSAGES.nulCharacter,
      FIELD_MESSAGES.tooDeep,
      FIELD_MESSAGES.tooManyValues,
    ]) {
      const text = translateFieldMessage(t.t, message);
      expect(text).toBeTruthy();
      if (lang === 'en') expect(text).toBe(message);
      else expect(text).not.toBe(message);
    }
    expect(translateFieldMessage(t.t, 'Something else.')).toBeUndefined();
  });
});
