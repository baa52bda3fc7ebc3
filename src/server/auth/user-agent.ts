// Names the browser and operating system of a stored User-Agent for the /account session list.
// A small in-house table of the major ones (docs/decisions/account-sessions-list.md): the list only
// has to let a customer tell their own devices apart, and names it cannot place stay null.

/** Checked in order: the first pattern that matches wins (Edge and Opera also say "Chrome"). */
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export interface UserAgentInfo {
  /** "Firefox 133", or null when unknown. */
  browser: string | null;
  /** "Windows", "macOS", "iOS", or null when unknown. */
  os: string | null;
}

export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  if (!userAgent) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser, os };
}
