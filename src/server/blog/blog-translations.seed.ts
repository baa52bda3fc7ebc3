import type { TranslationLanguage } from '#shared/languages.ts';
import type { Tx } from '../platform/db.ts';
import type { Seeder } from '../platform/seed.ts';
import * as repo from './blog.repo.ts';
import * as translations from './blog-translations.repo.ts';
import { renderPostContent } from './blog.sanitize.ts';
import { readSeedPostTranslations } from './seed-post-translations.ts';

/** The demo blog categories' names (by slug) in the other five languages, written by hand. */
const SEED_CATEGORY_NAMES: Record<string, Record<TranslationLanguage, string>> = {
  'order-flow': {
    'pt-BR': 'Fluxo de ordens',
    es: 'Flujo de órdenes',
    de: 'Orderflow',
    fr: 'Flux d’ordres',
    zh: '订单流',
  },
  'volume-profile': {
    'pt-BR': 'Perfil de volume',
    es: 'Perfil de volumen',
    de: 'Volumenprofil',
    fr: 'Profil de volume',
    zh: '成交量分布',
  },
  'market-structure': {
    'pt-BR': 'Estrutura de mercado',
    es: 'Estructura de mercado',
    de: 'Marktstruktur',
    fr: 'Structure de marché',
    zh: '市场结构',
  },
  'risk-management': {
    'pt-BR': 'Gestão de risco',
    es: 'Gestión del riesgo',
    de: 'Risikomanagement',
    fr: 'Gestion du risque',
    zh: '风险管理',
  },
  'platform-tips': {
    'pt-BR': 'Dicas da plataforma',
    es: 'Consejos de plataforma',
    de: 'Plattform-Tipps',
    fr: 'Astuces plateforme',
    zh: '平台技巧',
  },
  'release-news': {
    'pt-BR': 'Novas versões',
    es: 'Novedades de versiones',
    de: 'Neue Versionen',
    fr: 'Nouvelles versions',
    zh: '版本发布',
  },
};

async function seedCategoryNames(tx: Tx) {
  const bySlug = new Map((await repo.listCategories(tx)).map((c) => [c.slug, c.id]));
  await translations.insertCategoryNamesIfAbsent(
    tx,
    Object.entries(SEED_CATEGORY_NAMES).flatMap(([slug, names]) => {
      const categoryId = bySlug.get(slug);
      if (categoryId === undefined) return [];
      return Object.entries(names).map(([language, name]) => ({
        categoryId,
        language: language as TranslationLanguage,
        name,
      }));
    }),
  );
}

async function seedPostTranslations(tx: Tx) {
  const rows = [];
  for (const t of readSeedPostTranslations()) {
    const postId = await repo.findPostIdBySlug(tx, t.postSlug);
    // The shop owner may have deleted or renamed the demo post since.
    if (postId === undefined) continue;
    rows.push({
      postId,
      language: t.language,
      slug: t.slug,
      title: t.title,
      excerpt: t.excerpt,
      // As the admin editor saves a Markdown translation: the source kept, its sanitised HTML served.
      contentSource: t.body,
      content: renderPostContent('markdown', t.body),
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
    });
  }
  await translations.insertPostTranslationsIfAbsent(tx, rows);
}

/**
 * The demo blog in six languages: the categories' names and six posts translated by
 * hand (`content/blog/<language>/`); the other posts stay English-only to show the fallback. A
 * seeder of its own, after `blog-demo`, so databases seeded before it get the translations too;
 * a translation or name already there (written by the shop owner) is kept.
 */
export const blogTranslationsSeeder: Seeder = {
  name: 'blog-translations-demo',
  async run(tx) {
    await seedCategoryNames(tx);
    await seedPostTranslations(tx);
  },
};
