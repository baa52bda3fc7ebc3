import de from '#client/locales/de/tutorials.json' with { type: 'json' };
import en from '#client/locales/en/tutorials.json' with { type: 'json' };
import es from '#client/locales/es/tutorials.json' with { type: 'json' };
import fr from '#client/locales/fr/tutorials.json' with { type: 'json' };
import ptBR from '#client/locales/pt-BR/tutorials.json' with { type: 'json' };
import zh from '#client/locales/zh/tutorials.json' with { type: 'json' };
import { DOC_SECTION_IDS } from '#shared/docs-sections.ts';
import { TUTORIAL_LINKS, type TutorialKey } from '#shared/tutorial-links.ts';
import { loadContent } from '#client/lib/content.server.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import type { Config } from '../../platform/config.ts';
import { htmlToText, type SearchDocument } from '../search-document.ts';

const TUTORIAL_TEXTS: Record<Language, typeof en> = { en, 'pt-BR': ptBR, es, de, fr, zh };

type Site = Pick<Config, 'SITE_NAME' | 'SUPPORT_EMAIL' | 'PLATFORM_NAME' | 'PLATFORM_MIN_VERSION'>;

/** The docs: one document per section file (`content/<lang>/docs/<id>.md`), linked to its anchor. */
export function loadDocsDocuments(config: Site): SearchDocument[] {
  const site = {
    siteName: config.SITE_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    platformName: config.PLATFORM_NAME,
    platformMinVersion: config.PLATFORM_MIN_VERSION,
  };
  return LANGUAGE_CODES.flatMap((language) =>
    DOC_SECTION_IDS.flatMap((id): SearchDocument[] => {
      const page = loadContent(language, `docs/${id}`, site, { headingOffset: 1, idPrefix: id });
      // A missing translation falls back to English, which is indexed under `en` already.
      if (!page || page.lang !== language) return [];
      const body = htmlToText(page.html.replace(/^<h2[^>]*>[\s\S]*?<\/h2>/, ''));
      return [{ kind: 'docs', sourceId: id, language, title: page.title, body, url: `/docs#${id}` }];
    }),
  );
}

/** The tutorials page's cards, from its translations. */
export function loadTutorialDocuments(): SearchDocument[] {
  return LANGUAGE_CODES.flatMap((language) =>
    (Object.keys(TUTORIAL_LINKS) as TutorialKey[]).map((key) => {
      const item = TUTORIAL_TEXTS[language].items[key];
      return {
        kind: 'tutorial' as const,
        sourceId: key,
        language,
        title: item.title,
        body: `${item.category} ${item.text}`,
        url: TUTORIAL_LINKS[key] ?? '/tutorials',
      };
    }),
  );
}
