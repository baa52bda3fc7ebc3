import { describe, expect, it } from 'vitest';
import { refundMail } from './refund-mail.ts';

const base = {
  to: 'ana@example.com',
  displayName: 'Ana Souza',
  orderId: 42,
  totalCents: 24_850,
  revokedKeys: ['NT-AAAA-BBBB'],
  site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' },
};

describe('refund e-mail', () => {
  it('in English: the order, the amount, the revoked keys and the orders link', () => {
    const mail = refundMail({ ...base, language: 'en' });
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      kind: 'order.refunded',
      subject: 'NovaTick: order #42 refunded',
    });
    expect(mail.text).toContain('Hello Ana Souza,');
    expect(mail.text).toContain('Your order #42 has been refunded ($248.50).');
    expect(mail.text).toContain('These licence keys from the order no longer activate:\n  NT-AAAA-BBBB');
    expect(mail.text).toContain('Your orders:\nhttp://shop.test/orders?lang=en');
    expect(mail.text).toContain('Questions? Just reply to this e-mail.');
  });

  it("in the order's language (French), without a key list when no key was revoked", () => {
    const mail = refundMail({ ...base, language: 'fr', revokedKeys: [] });
    expect(mail.subject).toBe('NovaTick : commande n° 42 remboursée');
    expect(mail.text).toContain('Bonjour Ana Souza,');
    expect(mail.text).toContain('Votre commande n° 42 a été remboursée ($248.50).');
    expect(mail.text).not.toContain('clés de licence');
    expect(mail.text).toContain('— L’équipe NovaTick');
  });

  it('a partial refund names its amount, the total so far and the order total (German)', () => {
    const mail = refundMail({ ...base, language: 'de', partial: { refundCents: 10_890, refundedCents: 10_890 } });
    expect(mail.subject).toBe('NovaTick: Bestellung #42 teilweise erstattet');
    expect(mail.text).toContain(
      'Wir haben $108.90 Ihrer Bestellung #42 ($248.50) erstattet. Bisher erstattet: $108.90.',
    );
    expect(mail.text).toContain('NT-AAAA-BBBB');
  });
});
