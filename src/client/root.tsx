import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { THEME_STORAGE_KEY } from '#shared/theme.ts';
import type { Route } from './+types/root';
import stylesheetHref from './app.css?url';
import { GeneralErrorBoundary } from './components/layout/general-error-boundary.tsx';
import { useNonce } from './lib/nonce.tsx';
import { useFollowSystemTheme } from './lib/preferences.ts';
import { useToasterRequested } from './lib/first-load/toast.ts';
import { I18N_BOOT_ID, type I18nBoot } from './lib/i18n.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { lang: context.lang, theme: context.theme, site: context.site, user: context.user };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/media/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/media/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/media/apple-touch-icon.png' },
];

// Runs before first paint so a dark-mode visitor never sees a white flash (DECISIONS "Site"). It reads
// the cookie only: the first local storage read of a page can block the parser for tens of
// milliseconds. The switcher writes both; lib/preferences.ts restores a cookie lost on its own.
const THEME_BOOT = `(function(){try{var m=document.cookie.match(/(?:^|; )${THEME_STORAGE_KEY}=(\\w+)/),p=m?m[1]:'auto',d=p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches),h=document.documentElement;h.classList.toggle('dark',d);h.style.colorScheme=d?'dark':'light'}catch(e){}})();`;

/**
 * The boot JSON of a server i18next instance, made once: the server shares one per language and
 * page (i18n.server.ts). The browser's own instance changes language, so it is never kept.
 */
const bootJson = new WeakMap<object, string>();

function I18nBootData() {
  const { i18n } = useTranslation();
  let json = bootJson.get(i18n);
  if (json === undefined) {
    const lang = (i18n.language ?? DEFAULT_LANGUAGE) as I18nBoot['lang'];
    const boot: I18nBoot = { lang, resources: { [lang]: i18n.store.data[lang] ?? {} } };
    json = JSON.stringify(boot).replace(/</g, '\\u003c');
    if (typeof window === 'undefined') bootJson.set(i18n, json);
  }
  return (
    // A data block, not a script: the parser does not stop to run 20-30 KB of JavaScript before the
    // first paint (Lighthouse saw it take 37 ms of an unthrottled load); entry.client parses it.
    <script
      id={I18N_BOOT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const lang = data?.lang ?? DEFAULT_LANGUAGE;
  return (
    <html lang={lang} className={data?.theme === 'dark' ? 'dark' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT }} />
        {/* With a precedence React writes the stylesheet before the modulepreload hints, so the
            browser asks for the only render-blocking resource first (Lighthouse FCP/LCP). */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        <I18nBootData />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useFollowSystemTheme();
  // One client per browser tab; SPEC §7: query data stays fresh for 60 seconds.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ToasterHost />
    </QueryClientProvider>
  );
}

// Toasts only ever follow a user action: sonner loads with the first one (lib/first-load/toast.ts). A failed
// fetch shows no toast rather than the error page.
const Toaster = lazy((): Promise<{ default: ComponentType }> =>
  import('./lib/first-load/toaster.tsx').catch(() => ({ default: () => null })),
);

function ToasterHost() {
  if (!useToasterRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The last resort, when the root loader itself failed: no site settings, so no header or footer. */
export function ErrorBoundary() {
  return (
    <main className="flex min-h-dvh flex-col justify-center">
      <GeneralErrorBoundary />
    </main>
  );
}
