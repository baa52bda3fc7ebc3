export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'auto';
/** SPEC §4: the preference lives in local storage under this key; a cookie of the same name lets the server render it. */
export const THEME_STORAGE_KEY = 'theme-preference';

export function parseTheme(value: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;
}
