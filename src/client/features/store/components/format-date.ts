/** A medium date in the page's language; UTC so the server and the browser render the same text. */
export const formatDate = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Day and month (and the year when it is not this one), e.g. "3 Nov": the short form of the licence history. */
export const formatShortDate = (iso: string, lang: string) => {
  const date = new Date(iso);
  const thisYear = date.getUTCFullYear() === new Date().getUTCFullYear();
  return date.toLocaleDateString(lang, {
    month: 'short',
    day: 'numeric',
    ...(thisYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
};
