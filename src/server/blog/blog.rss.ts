import type { BlogPost } from '#shared/contracts/blog.ts';

export const RSS_ITEM_COUNT = 20;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
// A CDATA section cannot contain its own terminator; split it across two sections.
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS 2.0 with the full (sanitised) post body in content:encoded and a self link (atom:link). */
export function buildRss(site: { siteName: string; siteUrl: string; description: string }, posts: BlogPost[]): string {
  const channelUrl = `${site.siteUrl}/blog`;
  const lastBuild = posts[0]?.publishedAt ? new Date(posts[0].publishedAt) : new Date(0);
  const items = posts.map((post) => {
    const link = `${site.siteUrl}/blog/${encodeURIComponent(post.slug)}`;
    const lines = [
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author.displayName)}</dc:creator>`] : []),
      ...post.categories.map((c) => `      <category>${escapeXml(c.name)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
    ];
    return `    <item>\n${lines.join('\n')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.siteName} Blog`)}</title>`,
    `    <link>${escapeXml(channelUrl)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${site.siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
