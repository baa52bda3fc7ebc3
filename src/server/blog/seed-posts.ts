import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The demo blog's posts are Markdown files in `content/blog/`, named `<NN>-<slug>.md`: the
 * number orders them (newest published first, then the draft and the scheduled post), the rest
 * is the slug. A front matter of `key: value` lines (the first `: ` splits) carries the rest;
 * the body is rendered and sanitised by the seeder like an admin save.
 */
export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  /** The author's e-mail, one of the seeder's demo authors. */
  author: string;
  categories: string[];
  featured: boolean;
  image: number;
  status: 'published' | 'draft' | 'scheduled';
  body: string;
}

const FrontMatter = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  author: z.email(),
  categories: z.string().transform((list) => list.split(',').map((slug) => slug.trim())),
  image: z.coerce.number().int().positive(),
  featured: z
    .enum(['true', 'false'])
    .default('false')
    .transform((flag) => flag === 'true'),
  status: z.enum(['published', 'draft', 'scheduled']).default('published'),
});

const FILE_NAME = /^\d+-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n\n/;

/**
 * A seed file's English slug (from its name), front matter lines as fields and body; throws with
 * `label` (the file name) when the file is malformed. Shared by the posts and their translations.
 */
export function splitSeedFile(fileName: string, text: string, label = fileName) {
  const slug = FILE_NAME.exec(fileName)?.[1];
  const match = FRONT_MATTER.exec(text);
  if (!slug || !match) throw new Error(`${label}: expected <NN>-<slug>.md with a --- front matter ---`);
  const fields = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const colon = line.indexOf(': ');
      if (colon < 1) throw new Error(`${label}: front matter line "${line}" is not "key: value"`);
      return [line.slice(0, colon), line.slice(colon + 2)];
    }),
  );
  return { slug, fields, body: text.slice(match[0].length).replace(/\n$/, '') };
}

/** One post file's text as a post; throws with the file name when the file is malformed. */
export function parseSeedPost(fileName: string, text: string): SeedPost {
  const { slug, fields, body } = splitSeedFile(fileName, text);
  const parsed = FrontMatter.safeParse(fields);
  if (!parsed.success) throw new Error(`${fileName}: ${z.prettifyError(parsed.error)}`);
  return { slug, ...parsed.data, body };
}

/** Every post in `content/blog/`, in file-name order. */
export function readSeedPosts(dir = resolve(process.cwd(), 'content/blog')): SeedPost[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseSeedPost(name, readFileSync(join(dir, name), 'utf8')));
}
