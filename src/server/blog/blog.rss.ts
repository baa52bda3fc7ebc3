import de from '#client/locales/de/blog.json' with { type: 'json' };
import en from '#client/locales/en/blog.json' with { type: 'json' };
import es from '#client/locales/es/blog.json' with { type: 'json' };
import fr from '#client/locales/fr/blog.json' with { type: 'json' };
import ptBR from '#client/locales/pt-BR/blog.json' with { type: 'json' };
import zh from '#client/locales/zh/blog.json' with { type: 'json' };
import type { BlogCategory, BlogPost } from '#shared/contracts/blog.ts';
import type { Language } from '#shared/languages.ts';
import { localizedUrl } from '#shared/seo.ts';

/** The blog's title and description in each language (the pages' own texts). */
const META: Record<Language, typeof en.meta> = {
  en: en.meta,
  'pt-BR': ptBR.meta,
  es: es.meta,
  de: de.meta,
  fr: fr.meta,
  zh: zh.meta,
};

export const RSS_ITEM_COUNT = 20;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
// A CDATA section cannot contain its own terminator; split it across two sections.
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export interface RssChannel {
  siteName: string;
  siteUrl: string;
  language: Language;
  /** One category's feed; the whole blog's without. */
  category?: BlogCategory;
}

/**
 * RSS 2.0 in one language with the full (sanitised) post body in content:encoded and a
 * self link (atom:link). Items link to the post's page in that language (its own slug, `?lang=`).
 * Each item names its own language (`dc:language`, and `xml:lang` when it is not the feed's): an
 * English fallback in a German feed says so.
 */
export function buildRss(channel: RssChannel, posts: BlogPost[]): string {
  const { siteUrl, language, category } = channel;
  const meta = META[language];
  const channelPath = category ? `/blog?category=${encodeURIComponent(category.slug)}` : '/blog';
  const channelUrl = localizedUrl(siteUrl, channelPath, language);
  const selfPath = category ? `/blog/category/${encodeURIComponent(category.slug)}/rss.xml` : '/blog/rss.xml';
  const title = `${channel.siteName} – ${meta.title}${category ? `: ${category.name}` : ''}`;
  const description = meta.description.replace('{{platform}}', channel.siteName);
  const lastBuild = posts[0]?.publishedAt ? new Date(posts[0].publishedAt) : new Date(0);
  const items = posts.map((post) => {
    const link = localizedUrl(siteUrl, `/blog/${encodeURIComponent(post.slug)}`, language);
    // The item's language is its body's; a title or excerpt in another one (a partial translation,
    // or an English fallback) says so with xml:lang, as the page marks it with lang.
    const itemLanguage = post.languages.content;
    const langOf = (block: Language) => (block === itemLanguage ? '' : ` xml:lang="${block}"`);
    const lines = [
      `      <title${langOf(post.languages.title)}>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author.displayName)}</dc:creator>`] : []),
      ...post.categories.map((c) => `      <category>${escapeXml(c.name)}</category>`),
      `      <description${langOf(post.languages.excerpt)}>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
      `      <dc:language>${itemLanguage}</dc:language>`,
    ];
    // An item in another language than the feed's (an English fallback in a German feed) says so
    // on the item, which its title, body and description inherit.
    const itemLang = itemLanguage === language ? '' : ` xml:lang="${itemLanguage}"`;
    return `    <item${itemLang}>\n${lines.join('\n')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(channelUrl)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${language.toLowerCase()}</language>`,
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(localizedUrl(siteUrl, selfPath, language))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
