import { describe, expect, it } from 'vitest';
import { payoutPaidMail, payoutRejectedMail, reversalMail } from './affiliate-mail.ts';

const who = { to: 'jane@example.com', displayName: 'Jane Doe', siteName: 'NovaTick' };

describe('affiliate e-mails', () => {
  it('payout sent, in English and in Spanish', () => {
    const en = payoutPaidMail({ ...who, language: 'en', amountCents: 5_000, reference: 'PP-123' });
    expect(en).toMatchObject({
      kind: 'affiliate.payout.paid',
      subject: 'NovaTick: your payout of $50.00 has been sent',
    });
    expect(en.text).toContain('Your affiliate payout of $50.00 has been sent.\nPayment reference: PP-123');
    const es = payoutPaidMail({ ...who, language: 'es', amountCents: 5_000, reference: 'PP-123' });
    expect(es.subject).toBe('NovaTick: tu pago de $50.00 ha sido enviado');
    expect(es.text).toContain('Hola Jane Doe:');
    expect(es.text).toContain('Referencia del pago: PP-123');
  });

  it('payout refused, in English and in Chinese, with the reason as written', () => {
    const en = payoutRejectedMail({
      ...who,
      language: 'en',
      amountCents: 6_000,
      reason: 'PayPal account could not be verified.',
    });
    expect(en).toMatchObject({
      kind: 'affiliate.payout.rejected',
      subject: 'NovaTick: your payout request of $60.00 was not approved',
    });
    expect(en.text).toContain('Reason: PayPal account could not be verified.');
    expect(en.text).toContain('The amount is back in your affiliate balance.');
    const zh = payoutRejectedMail({
      ...who,
      language: 'zh',
      amountCents: 6_000,
      reason: 'PayPal account could not be verified.',
    });
    expect(zh.subject).toBe('NovaTick：您的 $60.00 提现申请未获批准');
    expect(zh.text).toContain('原因：PayPal account could not be verified.');
  });

  it('commission reversed, in Portuguese, for an unknown tag falls back to English', () => {
    const mail = {
      ...who,
      orderId: 7,
      reversedCents: 2_000,
      balanceCents: 1_000,
      site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' },
    };
    expect(reversalMail({ ...mail, language: 'pt-BR' }).text).toContain('Seu saldo de afiliado agora é $10.00.');
    expect(reversalMail({ ...mail, language: 'pt' }).subject).toBe(
      'NovaTick: comissão estornada após um reembolso (pedido #7)',
    );
    expect(reversalMail({ ...mail, language: 'xx' }).subject).toBe(
      'NovaTick: commission reversed after a refund (order #7)',
    );
  });
});
