import { dateFormat, formatDay } from '#shared/intl-formats.ts';

const DAY_AND_MONTH: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/** Day and month (and the year when it is not this one), e.g. "3 Nov": the short form of the licence history. */
export const formatShortDate = (iso: string, lang: string) => {
  const date = new Date(iso);
  if (date.getUTCFullYear() !== new Date().getUTCFullYear()) return formatDay(date, lang);
  return dateFormat(lang, DAY_AND_MONTH).format(date);
};
