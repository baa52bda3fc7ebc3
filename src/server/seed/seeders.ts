import type { Seeder } from '../platform/seed.ts';
import { affiliatesSeeder } from '../affiliates/affiliates.seed.ts';
import { authSeeder } from '../auth/auth.seed.ts';
import { blogSeeder } from '../blog/blog.seed.ts';
import { blogTranslationsSeeder } from '../blog/blog-translations.seed.ts';
import { invoicesSeeder } from '../invoices/invoices.seed.ts';
import { releasesSeeder } from '../releases/releases.seed.ts';
import { storeSeeder } from '../store/store.seed.ts';
import { suggestionsSeeder } from '../suggestions/suggestions.seed.ts';
import { supportSeeder } from '../support/support.seed.ts';

/** Demo data, in dependency order (users before orders before referrals). Domains add theirs. */
export const seeders: Seeder[] = [
  authSeeder,
  blogSeeder,
  blogTranslationsSeeder,
  supportSeeder,
  storeSeeder,
  releasesSeeder,
  affiliatesSeeder,
  suggestionsSeeder,
  // Last: numbers the orders the seeders above wrote.
  invoicesSeeder,
];
