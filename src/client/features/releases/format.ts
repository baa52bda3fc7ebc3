import { dateFormat } from '#client/lib/intl-formats.ts';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

/** A medium date in the page's language; UTC so the server and the browser render the same text. */
export const formatDay = (iso: string, lang: string) => dateFormat(lang, DAY).format(new Date(iso));
