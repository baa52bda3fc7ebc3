import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '#shared/contracts/endpoint.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#shared/languages.ts';
import { localizedUrl } from '#shared/seo.ts';
import { sitemapSources, type SitemapEntry } from './sitemap.ts';

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every language's address is an entry of its own, each with the same alternates:
 * an entry without `alternates` exists in every language at its path, so it becomes one entry per
 * language; one with them (a translated post) lists each translation itself.
 */
const eachLanguage = (entry: SitemapEntry): SitemapEntry[] =>
  entry.alternates || entry.language ? [entry] : LANGUAGE_CODES.map((language) => ({ ...entry, language }));

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.siteUrl;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /orders',
      `Disallow: ${API_PREFIX}`,
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = (await Promise.all(sitemapSources.map((source) => source(app)))).flat().flatMap(eachLanguage);
    const urls = entries.map((entry) => {
      const translations = entry.alternates ?? LANGUAGE_CODES.map((language) => ({ language, path: entry.path }));
      const english = translations.find((t) => t.language === DEFAULT_LANGUAGE) ?? { path: entry.path };
      const alternates = [
        ...translations.map((t) => ({ hreflang: t.language, href: localizedUrl(base, t.path, t.language) })),
        { hreflang: 'x-default', href: localizedUrl(base, english.path, DEFAULT_LANGUAGE) },
      ]
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join('\n');
      const loc = localizedUrl(base, entry.path, entry.language ?? DEFAULT_LANGUAGE);
      const lastmod = entry.lastModified ? `\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      return `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod}\n${alternates}\n  </url>`;
    });
    reply.type('application/xml').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
};
