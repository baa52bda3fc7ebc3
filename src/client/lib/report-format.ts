// Numbers on the admin's report screens (analytics, customers, the dashboard's summary card).
// Money is #shared/money.ts's (SPEC §9: en-US in every language); days are #shared/intl-formats.ts's.
import { numberFormat } from '#shared/intl-formats.ts';

const COUNT: Intl.NumberFormatOptions = {};
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

export const formatCount = (n: number, lang: string) => numberFormat(lang, COUNT).format(n);

export const formatPercent = (ratio: number, lang: string) => numberFormat(lang, PERCENT).format(ratio);
