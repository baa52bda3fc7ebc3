import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useRevalidator } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from '#shared/languages.ts';
import { DEFAULT_THEME, THEME_STORAGE_KEY, parseTheme, type Theme } from '#shared/theme.ts';

const YEAR = 31_536_000;

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}

function safeStorage(action: () => void) {
  try {
    action();
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
}

export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

function readCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The boot script in root.tsx reads only the cookie. A preference left only in local storage
 * (cookies cleared, or set before the cookie existed) is applied and written back here.
 */
function restoreThemeCookie() {
  if (readCookie(THEME_STORAGE_KEY)) return;
  let stored: string | null = null;
  safeStorage(() => (stored = localStorage.getItem(THEME_STORAGE_KEY)));
  const theme = parseTheme(stored);
  if (theme !== stored) return;
  writeCookie(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
}

/**
 * While the preference is auto, follow the system's dark-mode switch live; restores the theme
 * cookie from local storage when it is missing (mounted once, in root).
 */
export function useFollowSystemTheme() {
  useEffect(() => {
    restoreThemeCookie();
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      let stored: string | null = null;
      safeStorage(() => (stored = localStorage.getItem(THEME_STORAGE_KEY)));
      if (parseTheme(stored) === 'auto') applyTheme('auto');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
}

/** Theme preference (SPEC §4): light, dark or auto; stored under `theme-preference`. */
export function useTheme(initial: Theme) {
  const [theme, setThemeState] = useState<Theme>(initial);

  useEffect(() => {
    let stored: string | null = null;
    safeStorage(() => (stored = localStorage.getItem(THEME_STORAGE_KEY)));
    // localStorage exists only in the browser: read after hydration, so the server's HTML matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setThemeState(parseTheme(stored ?? initial));
  }, [initial]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    safeStorage(() => localStorage.setItem(THEME_STORAGE_KEY, next));
    writeCookie(THEME_STORAGE_KEY, next);
    applyTheme(next);
  }, []);

  return { theme: theme ?? DEFAULT_THEME, setTheme };
}

/** Switches language everywhere: i18next, `<html lang>`, storage and the cookie the server reads. */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  return useCallback(
    async (lang: Language) => {
      safeStorage(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, lang));
      writeCookie(LANGUAGE_COOKIE, lang);
      document.documentElement.lang = lang;
      await i18n.changeLanguage(lang);
      // Loaders translate titles and render Markdown server-side: fetch them again.
      await revalidator.revalidate();
    },
    [i18n, revalidator],
  );
}
