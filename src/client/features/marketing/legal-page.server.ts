import type { ShopLoadContext } from '#shared/load-context.ts';
import { loadContent } from '#client/lib/content.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { notFound } from '#client/lib/route-errors.ts';

/** Each legal page by its path (`content/<lang>/<page>.md`) with the key of its texts in legal.json. */
const LEGAL_PAGES = { privacy: 'privacy', terms: 'terms', 'risk-disclosure': 'riskDisclosure' } as const;
export type LegalPageName = keyof typeof LEGAL_PAGES;

/** Which legal text a request path asks for (with or without a trailing slash); privacy when none. */
export function legalPageOf(pathname: string): LegalPageName {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return last in LEGAL_PAGES ? (last as LegalPageName) : 'privacy';
}

/** Loader body shared by /privacy, /terms and /risk-disclosure: the Markdown text plus its translated head. */
export function loadLegalPage(context: ShopLoadContext, page: LegalPageName) {
  const t = serverT(context.lang, 'legal');
  const content = loadContent(context.lang, page, context.site);
  if (!content) notFound();
  const key = LEGAL_PAGES[page];
  return {
    path: `/${page}`,
    title: t(`${key}.title`),
    description: t(`${key}.description`, { siteName: context.site.siteName }),
    heading: content.title,
    // The page renders the title itself, above the table of contents.
    html: content.html.replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>\s*/, ''),
    headings: content.headings,
    lang: content.lang,
    fallback: content.lang !== context.lang,
  };
}
