import { describe, expect, it } from 'vitest';
import { mailTexts } from './mail-text.ts';

// E-mails group the numbers of their sentences in the recipient's language, as pages do.
describe('numbers in e-mail sentences', () => {
  it('are grouped in the e-mail language', () => {
    expect(mailTexts('de').t('licence.reset.quota', { limit: 1200 })).toContain('auf 1.200 pro Jahr');
    expect(mailTexts('en').t('licence.reset.quota', { limit: 1200 })).toContain('1,200 per year');
  });
});
