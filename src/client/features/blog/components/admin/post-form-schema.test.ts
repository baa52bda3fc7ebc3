import { describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '#shared/contracts/blog.ts';
import { formDefaults, isTranslationComplete, PostFormSchema, toPayload } from './post-form-schema.ts';

const english = { title: 'Delta', slug: 'delta', excerpt: 'Short.', content: 'Body.', publish: 'draft' as const };
const form = () => ({ ...formDefaults(), ...english });

describe('post editor form: language tabs', () => {
  it('sends no translation for an empty tab, and every written one (the API replaces them all)', () => {
    const values = form();
    values.translations.fr = { ...values.translations.fr, title: 'Le delta', slug: 'le-delta', excerpt: 'Court.' };
    const parsed = PostFormSchema.parse(values);
    expect(toPayload(parsed).translations).toEqual({
      fr: {
        title: 'Le delta',
        slug: 'le-delta',
        excerpt: 'Court.',
        content: null,
        seoTitle: null,
        seoDescription: null,
        featuredImageAlt: null,
      },
    });
    expect(toPayload(PostFormSchema.parse(form())).translations).toEqual({});
  });

  it("applies the contract's rules to a tab once something is written, at the field's own path", () => {
    const values = form();
    values.translations.de = { ...values.translations.de, excerpt: 'Kurz.' };
    values.translations.zh = { ...values.translations.zh, title: 'x'.repeat(201), slug: 'Not A Slug' };
    const issues = PostFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['translations.de.title', 'Title is required.'],
        ['translations.de.slug', 'Slug is required.'],
        ['translations.zh.title', 'Title must be 200 characters or less.'],
        ['translations.zh.slug', 'Use only lowercase letters, numbers and single hyphens.'],
      ]),
    );
  });

  it('keeps the image alt text of a loaded translation, which has no field in the tab', () => {
    const values = formDefaults({
      translations: {
        es: {
          title: 'Delta',
          slug: 'delta-es',
          excerpt: null,
          content: null,
          seoTitle: null,
          seoDescription: null,
          featuredImageAlt: 'Un gráfico',
        },
      },
    } as AdminBlogPost);
    Object.assign(values, english);
    expect(toPayload(PostFormSchema.parse(values)).translations?.es?.featuredImageAlt).toBe('Un gráfico');
  });

  it('calls a translation complete with a title, an excerpt and a body, as the list does', () => {
    expect(isTranslationComplete({ title: 'T', excerpt: 'E', content: 'C' })).toBe(true);
    expect(isTranslationComplete({ title: 'T', excerpt: ' ', content: 'C' })).toBe(false);
    expect(isTranslationComplete(undefined)).toBe(false);
  });
});
