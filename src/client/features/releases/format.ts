/** A medium date in the page's language; UTC so the server and the browser render the same text. */
export const formatDay = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
