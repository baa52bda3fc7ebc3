import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { createI18n, I18N_BOOT_ID, type I18nBoot } from './lib/i18n.ts';
import { lazyLocaleBackend } from './lib/i18n.client.ts';
import { whenRouteModulesReady } from './lib/route-modules-ready.ts';

const bootJson = document.getElementById(I18N_BOOT_ID)?.textContent;
const boot: I18nBoot = bootJson ? (JSON.parse(bootJson) as I18nBoot) : { lang: DEFAULT_LANGUAGE, resources: {} };
const i18n = createI18n({
  lang: boot.lang,
  resources: boot.resources,
  namespaces: Object.keys(boot.resources[boot.lang] ?? {}),
  backend: lazyLocaleBackend,
  fallback: false,
});

whenRouteModulesReady(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  }),
);
