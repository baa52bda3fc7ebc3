import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { BlogPostFields, SlugSchema } from '#shared/contracts/blog.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';
import { splitSeedFile } from './seed-posts.ts';

/**
 * Hand-written translations of some demo posts: `content/blog/<language>/<NN>-<slug>.md`,
 * named like the English post they translate. The front matter holds the translation's own slug,
 * title, excerpt and SEO fields; the body is Markdown like the original's.
 */
export interface SeedPostTranslation {
  /** The English post's slug (the file name's). */
  postSlug: string;
  language: TranslationLanguage;
  slug: string;
  title: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  body: string;
}

/** Search engines cut a meta description after about 160 characters (meta-length.test.ts). */
const SEO_DESCRIPTION_MAX = 160;

const TranslationFrontMatter = z.strictObject({
  slug: SlugSchema,
  title: BlogPostFields.title,
  excerpt: BlogPostFields.excerpt,
  seoTitle: BlogPostFields.seoTitle.min(1),
  seoDescription: z.string().trim().min(1).max(SEO_DESCRIPTION_MAX),
});

/** One translation file's text; throws with the language and file name when it is malformed. */
export function parseSeedPostTranslation(
  language: TranslationLanguage,
  fileName: string,
  text: string,
): SeedPostTranslation {
  const label = `${language}/${fileName}`;
  const { slug, fields, body } = splitSeedFile(fileName, text, label);
  const parsed = TranslationFrontMatter.safeParse(fields);
  if (!parsed.success) throw new Error(`${label}: ${z.prettifyError(parsed.error)}`);
  return { postSlug: slug, language, ...parsed.data, body };
}

/** Every translation in `content/blog/<language>/`, language by language in file-name order. */
export function readSeedPostTranslations(dir = resolve(process.cwd(), 'content/blog')): SeedPostTranslation[] {
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const folder = join(dir, language);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => parseSeedPostTranslation(language, name, readFileSync(join(folder, name), 'utf8')));
  });
}
