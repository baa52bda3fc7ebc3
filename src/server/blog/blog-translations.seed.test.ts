import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlogPost, listBlogCategories, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { loadConfig } from '../platform/config.ts';
import type { Seeder } from '../platform/seed.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { blogPostTranslations } from './blog.schema.ts';
import { blogSeeder } from './blog.seed.ts';
import { blogTranslationsSeeder } from './blog-translations.seed.ts';

// The demo blog speaks six languages. Six posts are translated by hand, each at its
// own slug; the rest stay English and show as the marked fallback.

const GERMAN = {
  english: 'volume-profile-value-area-basics',
  slug: 'volumenprofil-grundlagen-value-area-poc',
  title: 'Volumenprofil-Grundlagen: Value Area, POC und warum sie zählen',
};

let t: TestApp;
let api: ApiClient;
const de = { 'accept-language': 'de-DE,de;q=0.9' };
const run = (seeder: Seeder) =>
  t.app.db.transaction((tx) => seeder.run(tx, { config: loadConfig({}), log: t.app.log, notes: [] }));

beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  await run(blogSeeder);
  await run(blogTranslationsSeeder);
});
afterAll(() => t.close());

describe('the demo blog in German', () => {
  it('serves a seeded post in German at its German slug, with all six languages linked', async () => {
    const { post } = await api.ok(getBlogPost, { slug: GERMAN.slug }, de);
    expect(post).toMatchObject({
      slug: GERMAN.slug,
      title: GERMAN.title,
      language: 'de',
      languages: { title: 'de', excerpt: 'de', content: 'de' },
      categories: [{ slug: 'volume-profile', name: 'Volumenprofil', language: 'de' }],
    });
    expect(post.content).toContain('Die drei Werte, die jeder nutzt');
    expect(post.seoDescription.length).toBeLessThanOrEqual(160);
    expect(post.translations.map((l) => l.language)).toEqual(['en', 'de', 'es', 'fr', 'pt-BR', 'zh']);
    expect(post.translations[0]).toEqual({ language: 'en', slug: GERMAN.english });
    // The English slug finds the same post, answered in German.
    expect((await api.ok(getBlogPost, { slug: GERMAN.english }, de)).post.title).toBe(GERMAN.title);
  });

  it('lists German titles first-hand and the English-only posts as marked English', async () => {
    const { posts, pagination } = await api.ok(listBlogPosts, { limit: 50 }, de);
    expect(pagination.totalCount).toBe(16);
    const german = posts.filter((p) => p.language === 'de');
    expect(german).toHaveLength(6);
    expect(german.map((p) => p.title)).toContain(GERMAN.title);
    const english = posts.find((p) => p.slug === 'drawdown-recovery-math')!;
    expect(english).toMatchObject({ language: 'en', languages: { title: 'en', excerpt: 'en', content: 'en' } });
  });

  it('names every category in German', async () => {
    const categories = await api.ok(listBlogCategories, undefined, de);
    expect(categories).toHaveLength(6);
    expect(categories.every((c) => c.language === 'de')).toBe(true);
    expect(categories.map((c) => c.name)).toContain('Neue Versionen');
  });

  it('puts the German titles and slugs in the German feed', async () => {
    const rss = (await t.app.inject({ method: 'GET', url: '/blog/rss.xml?lang=de', headers: { host: 'shop.test' } }))
      .body;
    expect(rss).toContain(GERMAN.title);
    expect(rss).toContain(`/blog/${GERMAN.slug}?lang=de`);
  });
});

describe('seeding again', () => {
  it('keeps a translation the shop owner edited and adds nothing twice', async () => {
    const german = and(eq(blogPostTranslations.language, 'de'), eq(blogPostTranslations.slug, GERMAN.slug));
    await t.app.db.update(blogPostTranslations).set({ title: 'Vom Inhaber bearbeitet' }).where(german);
    const before = (await t.app.db.select().from(blogPostTranslations)).length;
    await run(blogTranslationsSeeder);
    expect((await t.app.db.select().from(blogPostTranslations)).length).toBe(before);
    expect(before).toBe(30);
    const [row] = await t.app.db.select().from(blogPostTranslations).where(german);
    expect(row!.title).toBe('Vom Inhaber bearbeitet');
  });
});
