import { describe, expect, it } from 'vitest';
import { licenceMail } from './licence-mail.ts';

const order = {
  to: 'ana@example.com',
  displayName: 'Ana Souza',
  orderId: 42,
  totalCents: 26_766,
  items: [
    { name: 'Delta Gauge', key: 'NT-AAAA-BBBB-CCCC', machineLimit: 1 },
    { name: 'Pro Bundle', key: 'NT-DDDD-EEEE-FFFF', machineLimit: 2 },
  ],
  siteName: 'NovaTick',
  siteUrl: 'http://shop.test',
};

describe('licence e-mail', () => {
  it('in English: keys with their machine count (one and many), links and the total', () => {
    const mail = licenceMail({ ...order, language: 'en' });
    expect(mail).toMatchObject({ kind: 'licence.keys', subject: 'NovaTick: your licence keys for order #42' });
    expect(mail.text).toContain('Hello Ana Souza,');
    expect(mail.text).toContain('Thank you for your order #42 ($267.66). Here are your licence keys:');
    expect(mail.text).toContain('  Delta Gauge\n  NT-AAAA-BBBB-CCCC  (1 machine)');
    expect(mail.text).toContain('  Pro Bundle\n  NT-DDDD-EEEE-FFFF  (2 machines)');
    expect(mail.text).toContain('http://shop.test/orders?lang=en');
    expect(mail.text).toContain('http://shop.test/docs?lang=en#activation');
  });

  it("in the order's language (Spanish); keys and product names are never translated", () => {
    const mail = licenceMail({ ...order, language: 'es' });
    expect(mail.subject).toBe('NovaTick: tus claves de licencia del pedido #42');
    expect(mail.text).toContain('Hola Ana Souza:');
    expect(mail.text).toContain('  Delta Gauge\n  NT-AAAA-BBBB-CCCC  (1 equipo)');
    expect(mail.text).toContain('  Pro Bundle\n  NT-DDDD-EEEE-FFFF  (2 equipos)');
    expect(mail.text).toContain('Buen trading,');
  });
});
