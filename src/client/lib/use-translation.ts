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
export const useTranslation: typeof useI18nextTranslation =
  typeof window === 'undefined' ? (useServerTranslation as typeof useI18nextTranslation) : useI18nextTranslation;

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

/**
 * `t(key)` with nothing to interpolate always answers the same text for one instance (its
 * language and resources never change on the server), and most of a page's calls are such: each
 * is looked up in i18next once, then read from a map. A call with options goes to i18next.
 */
function remembered(t: I18n['t']): I18n['t'] {
  const lookUp = t as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const kept = (...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== 'string') return lookUp(...args);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = lookUp(key)));
    return text;
  };
  return kept as unknown as I18n['t'];
}
