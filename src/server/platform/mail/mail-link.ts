import type { Language } from '#shared/languages.ts';

/**
 * An address of the site (`${siteUrl}/orders`, `…/reset-password?token=…`, `…/docs#activation`) as
 * a mail writes it: in the reader's language, `?lang=` always, English too. A
 * page's `?lang=` wins over the browser's language and the cookie, so a German reader who opens
 * the mail in a colleague's English browser still reads German.
 */
export function mailLink(address: string, language: Language): string {
  const url = new URL(address);
  url.searchParams.set('lang', language);
  return url.toString();
}
