import type { SitemapSource } from '../platform/sitemap.ts';
import { publicIndicatorDates } from './catalogue.repo.ts';

/** Every indicator on sale in sitemap.xml (its detail page), with its last change. */
export const storeSitemapSource: SitemapSource = async (app) => {
  const rows = await publicIndicatorDates(app.db);
  return rows.map((row) => ({ path: `/indicators/${row.id}`, lastModified: row.updatedAt }));
};
