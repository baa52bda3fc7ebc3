import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation as useI18nextTranslation } from 'react-i18next';

/**
 * `useTranslation` for every component: react-i18next's in the browser, where the language can
 * change and a namespace can arrive later; a lookup on the server, where neither happens (the render's
 * i18next is made once per language and page and only read: i18n.server.ts). react-i18next's hook
 * builds a fixed `t` and copies the whole i18next instance into a wrapper object on every call,
 * because a server render has no refs to keep them in: with a hundred calls a page, that was a
 * tenth of the render's CPU. Here each (instance, namespaces, key prefix) gets its answer once.
 * The hook order differs between the two, never within one of them.
 */
export const useTranslation: typeof useI18nextTranslation = import.meta.env.SSR
  ? (useServerTranslation as typeof useI18nextTranslation)
  : useI18nextTranslation;

type Answer = [I18n['t'], I18n, boolean] & { t: I18n['t']; i18n: I18n; ready: boolean };

const answers = new WeakMap<I18n, Map<string, Answer>>();

/**
 * The page's i18next instance, straight from the provider, with none of react-i18next's change
 * subscriptions: the page's language never changes without a new page load on the server, and
 * readers of the language alone (`lib/content-lang.ts`) need none in the browser either.
 */
export function usePageI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/** Namespaces and `keyPrefix` as react-i18next takes them; the language is always the render's. */
function useServerTranslation(ns?: string | readonly string[], options?: { keyPrefix?: string }) {
  const i18n = usePageI18n();
  let kept = answers.get(i18n);
  if (!kept) answers.set(i18n, (kept = new Map()));
  const key = `${typeof ns === 'string' ? ns : (ns ?? []).join(',')}|${options?.keyPrefix ?? ''}`;
  let answer = kept.get(key);
  if (!answer) {
    const first = typeof ns === 'string' ? ns : ns?.[0];
    const t = remembered(
      i18n.getFixedT(i18n.language, (first ?? i18n.options.defaultNS) as never, options?.keyPrefix as never),
    );
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Answer;
    kept.set(key, answer);
  }
  return answer;
}

/** Texts kept per `t`: past this, the map starts again (names, counts and dates in options vary). */
const KEPT_TEXTS_MAX = 2_000;

/** Options made of plain values only (a name, a count, a default text), joined into a map key; else null. */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null) return null;
  let key = '';
  for (const [name, value] of Object.entries(options)) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function' || typeof value === 'symbol') return null;
    key += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return key;
}

/**
 * One instance's `t` answers the same text for the same key and plain options (its language and
 * resources never change on the server), and a page asks for the same few again and again (each
 * card's "Details", "Up to 3 machines"): each is looked up in i18next once, then read from a map.
 * Options holding an object (a date to format, returnObjects' answers) always go to i18next.
 */
function remembered(t: I18n['t']): I18n['t'] {
  const lookUp = t as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const kept = (...args: unknown[]) => {
    const [key, options] = args;
    const variant = args.length <= 2 && typeof key === 'string' ? optionsKey(options) : null;
    if (variant === null) return lookUp(...args);
    const mapKey = key + variant;
    let text = texts.get(mapKey);
    if (text === undefined) {
      text = lookUp(...args);
      if (typeof text === 'string') {
        if (texts.size >= KEPT_TEXTS_MAX) texts.clear();
        texts.set(mapKey, text);
      }
    }
    return text;
  };
  // The fixed `t`'s own `lng`, `ns` and `keyPrefix` go along: `<Trans t={t}>` reads its namespace
  // from them, and without them looked the key up in the default namespace (the server then wrote
  // the key itself, "plans.starter.from", until the browser's render replaced it).
  return Object.assign(kept, t) as unknown as I18n['t'];
}
