import { dateFormat } from '#client/lib/intl-formats.ts';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const DAY_AND_MONTH: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/** A medium date in the page's language; UTC so the server and the browser render the same text. */
export const formatDate = (iso: string, lang: string) => dateFormat(lang, DAY).format(new Date(iso));

/** Day and month (and the year when it is not this one), e.g. "3 Nov": the short form of the licence history. */
export const formatShortDate = (iso: string, lang: string) => {
  const date = new Date(iso);
  const thisYear = date.getUTCFullYear() === new Date().getUTCFullYear();
  return dateFormat(lang, thisYear ? DAY_AND_MONTH : DAY).format(date);
};
