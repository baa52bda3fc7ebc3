import type { Seeder } from '../platform/seed.ts';
import { supportMessages } from './support.schema.ts';

const HOUR = 3600 * 1000;

/** A few inbox messages so the admin support inbox has something to show (no e-mails sent). */
export const supportSeeder: Seeder = {
  name: 'support-demo',
  async run(tx) {
    const now = Date.now();
    await tx.insert(supportMessages).values([
      {
        name: 'Lucas Ferreira',
        email: 'lucas.ferreira@example.com',
        subject: 'Moving my licence to a new PC',
        message:
          'Hi, I bought Volume Profile Pro last month and I am replacing my trading computer this weekend. How do I move the licence to the new machine without losing it?',
        createdAt: new Date(now - 3 * HOUR),
      },
      {
        name: 'Sarah Klein',
        email: 'sarah.klein@example.com',
        subject: 'Enterprise',
        message:
          'We are a small prop firm with 12 traders. Could you send us an offer for the Pro Bundle on 12 machines, and do you offer invoices in EUR?',
        createdAt: new Date(now - 26 * HOUR),
      },
      {
        name: 'Kenji Watanabe',
        email: 'kenji.w@example.com',
        subject: 'Footprint chart is slow during the open',
        message:
          'My footprint chart freezes for a second or two around 9:30 ET. I load 30 days of tick data on ES. Is that too much? Windows 11, 16 GB RAM.',
        status: 'closed',
        createdAt: new Date(now - 3 * 24 * HOUR),
        closedAt: new Date(now - 2 * 24 * HOUR),
      },
    ]);
  },
};
