import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BLOG_CATEGORY_RSS_PATH,
  BLOG_RSS_PATH,
  GetBlogPostResponse,
  ListBlogCategoriesResponse,
  ListBlogPostsResponse,
} from '#shared/contracts/blog.ts';
import { getBlogPost, listBlogCategories, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { blogAdminRoutes } from './blog-admin.routes.ts';
import { buildRss, RSS_ITEM_COUNT } from './blog.rss.ts';
import * as blog from './blog.service.ts';

/** SPEC §7 "Blog" calls, the RSS feed and (nested) the admin calls. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  // The same for every visitor, so served from the blog cache: emptied by the admin's writes,
  // and stale by itself when the next scheduled post goes live.
  const cache = app.publicCache('blog');
  const staleAt = () => blog.publicAnswersStaleAt(app.db);
  // Rendered pages show these answers (the blog, its posts, the home page's latest posts).
  app.pageCache.staleWhen(staleAt);
  // Answers are in the request's language, so cached per language, and `Vary` says so.
  const inLanguage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'accept-language, cookie');
    return requestLanguage(request);
  };

  await registerEndpoint(app, listBlogPosts, async ({ input, request, reply }) => {
    const language = inLanguage(request, reply);
    // Searches are too many and too varied to keep; pages and category filters are few. They read
    // the site-search index, so they wait for a sync a write asked for.
    if (input.query) {
      await app.searchIndex.idle();
      return blog.listPosts(app.db, input, language);
    }
    return cache.reply(request, reply, {
      key: `${language} posts?${JSON.stringify(input)}`,
      schema: ListBlogPostsResponse,
      load: () => blog.listPosts(app.db, input, language),
      staleAt,
    });
  });

  await registerEndpoint(app, listBlogCategories, async ({ request, reply }) => {
    const language = inLanguage(request, reply);
    return cache.reply(request, reply, {
      key: `${language} categories`,
      schema: ListBlogCategoriesResponse,
      load: () => blog.listCategories(app.db, language),
      staleAt,
    });
  });

  await registerEndpoint(app, getBlogPost, async ({ input, request, reply }) => {
    const language = inLanguage(request, reply);
    return cache.reply(request, reply, {
      key: `${language} post?${JSON.stringify(input)}`,
      schema: GetBlogPostResponse,
      load: () => blog.getPost(app.db, input.slug, language),
      staleAt,
    });
  });

  // XML, not API calls: registered by hand, their paths from the contract. One feed per language
  // (`?lang=`, cookie, Accept-Language, as pages) and per category.
  const { SITE_NAME: siteName, siteUrl } = app.config;
  const sendRss = (reply: FastifyReply, xml: string) => {
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .header('vary', 'accept-language, cookie');
    return xml;
  };
  app.get(BLOG_RSS_PATH, async (request, reply) => {
    const language = requestLanguage(request);
    const posts = await blog.latestPosts(app.db, RSS_ITEM_COUNT, language);
    return sendRss(reply, buildRss({ siteName, siteUrl, language }, posts));
  });
  app.get<{ Params: { slug: string } }>(BLOG_CATEGORY_RSS_PATH, async (request, reply) => {
    const language = requestLanguage(request);
    const category = await blog.findCategory(app.db, request.params.slug, language);
    if (!category) return reply.status(404).type('text/plain; charset=utf-8').send('Category not found.');
    const posts = await blog.latestPosts(app.db, RSS_ITEM_COUNT, language, category.slug);
    return sendRss(reply, buildRss({ siteName, siteUrl, language, category }, posts));
  });

  await app.register(blogAdminRoutes);
};
