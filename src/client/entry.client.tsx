import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { createI18n } from './lib/i18n.ts';
import { lazyLocaleBackend } from './lib/i18n.client.ts';

const boot = window.__I18N__ ?? { lang: DEFAULT_LANGUAGE, resources: {} };
const i18n = createI18n({
  lang: boot.lang,
  resources: boot.resources,
  namespaces: Object.keys(boot.resources[boot.lang] ?? {}),
  backend: lazyLocaleBackend,
  fallback: false,
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
