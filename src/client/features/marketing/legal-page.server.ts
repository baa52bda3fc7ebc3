import type { ShopLoadContext } from '#shared/load-context.ts';
import { loadContent } from '#client/lib/content.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { notFound } from '#client/lib/route-errors.ts';

export type LegalPageName = 'privacy' | 'terms';

/** Which legal text a request path asks for: `/terms` (with or without a trailing slash), else privacy. */
export function legalPageOf(pathname: string): LegalPageName {
  return pathname.replace(/\/+$/, '').endsWith('/terms') ? 'terms' : 'privacy';
}

/** Loader body shared by /privacy and /terms: the Markdown text plus its translated head. */
export function loadLegalPage(context: ShopLoadContext, page: LegalPageName) {
  const t = serverT(context.lang, 'legal');
  const content = loadContent(context.lang, page, context.site);
  if (!content) notFound();
  return {
    path: `/${page}`,
    title: t(`${page}.title`),
    description: t(`${page}.description`, { siteName: context.site.siteName }),
    heading: content.title,
    // The page renders the title itself, above the table of contents.
    html: content.html.replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>\s*/, ''),
    headings: content.headings,
    lang: content.lang,
    fallback: content.lang !== context.lang,
  };
}
