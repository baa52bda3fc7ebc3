import { describe, expect, it } from 'vitest';
import { statusMail } from './suggestions.mail.ts';

const base = {
  name: 'Maker',
  title: 'Footprint\r\ncharts',
  unsubscribeToken: 'tok',
  siteName: 'NovaTick',
  siteUrl: 'http://shop.test',
};

describe('suggestion status e-mail', () => {
  it('to the submitter, in English, with the title on one line and an unsubscribe link', () => {
    const mail = statusMail({ ...base, role: 'submitter', language: 'en', status: 'planned' });
    expect(mail.subject).toBe('Your suggestion "Footprint charts" is now Planned');
    expect(mail.text).toContain(
      'the status of your suggestion "Footprint charts" has changed to: Planned. It is on our roadmap.',
    );
    expect(mail.text).toContain('http://shop.test/suggestions/unsubscribe?token=tok');
    expect(mail.text).toContain('— The NovaTick team');
  });

  it('to a subscriber, in French, with language-prefixed links', () => {
    const mail = statusMail({ ...base, role: 'subscriber', language: 'fr', status: 'completed' });
    expect(mail.subject).toBe('Une suggestion que vous suivez est maintenant : Terminée – Footprint charts');
    expect(mail.text).toContain('Bonjour Maker,');
    expect(mail.text).toContain('Elle est terminée et disponible dans la dernière version.');
    expect(mail.text).toContain('http://shop.test/suggestions/unsubscribe?token=tok&lang=fr');
  });
});
