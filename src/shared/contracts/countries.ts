// ISO 3166-1 alpha-2: the 249 officially assigned country codes (tax by country). Zod-free,
// so the checkout page can list them; names come from `Intl.DisplayNames` in the page language.

const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');
const KNOWN = new Set(COUNTRY_CODES);

/** `de` → `DE`; null for anything that is not an assigned ISO 3166-1 alpha-2 code. */
export function normaliseCountry(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return KNOWN.has(code) ? code : null;
}

/**
 * The country of the first Accept-Language entry (`de-DE,de;q=0.9` → `DE`, `zh-Hans-CN` → `CN`).
 * A bare language gives its most likely country, CLDR's likely subtags through
 * `Intl.Locale#maximize` (`de` → `DE`, `zh` → `CN`, `pt` → `BR`): a pre-fill
 * the customer changes in one click, better than an empty field for most browsers that send no
 * region. Null when no entry names or implies an assigned country.
 */
function likelyRegion(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined; // not a well-formed language tag (`x-klingon`)
  }
}

export function countryFromAcceptLanguage(header: string | undefined | null): string | null {
  if (!header) return null;
  const entries = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((e) => e.tag && e.tag !== '*' && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of entries) {
    const region =
      tag
        .split('-')
        .slice(1)
        .find((sub) => /^[A-Za-z]{2}$/.test(sub)) ?? likelyRegion(tag);
    const country = region ? normaliseCountry(region) : null;
    if (country) return country;
  }
  return null;
}
