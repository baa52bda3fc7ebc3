import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GetBlogPostQuery,
  GetBlogPostResponse,
  ListBlogCategoriesResponse,
  ListBlogPostsQuery,
  ListBlogPostsResponse,
} from '#shared/contracts/blog.ts';
import { blogAdminRoutes } from './blog-admin.routes.ts';
import { buildRss, RSS_ITEM_COUNT } from './blog.rss.ts';
import * as blog from './blog.service.ts';

/** SPEC §7 "Blog" calls, the RSS feed and (nested) the admin calls. */
export const blogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The same for every visitor, so served from the blog cache: emptied by the admin's writes,
  // and stale by itself when the next scheduled post goes live.
  const cache = app.publicCache('blog');
  const staleAt = () => blog.publicAnswersStaleAt(app.db);

  app.get(
    '/_api/blog/posts',
    { schema: { querystring: ListBlogPostsQuery, response: { 200: ListBlogPostsResponse } } },
    async (request, reply) => {
      // Searches are too many and too varied to keep; pages and category filters are few.
      if (request.query.query) return blog.listPosts(app.db, request.query);
      return cache.reply(request, reply, {
        key: `posts?${JSON.stringify(request.query)}`,
        schema: ListBlogPostsResponse,
        load: () => blog.listPosts(app.db, request.query),
        staleAt,
      });
    },
  );

  app.get(
    '/_api/blog/categories',
    { schema: { response: { 200: ListBlogCategoriesResponse } } },
    async (request, reply) =>
      cache.reply(request, reply, {
        key: 'categories',
        schema: ListBlogCategoriesResponse,
        load: () => blog.listCategories(app.db),
        staleAt,
      }),
  );

  app.get(
    '/_api/blog/post',
    { schema: { querystring: GetBlogPostQuery, response: { 200: GetBlogPostResponse } } },
    async (request, reply) =>
      cache.reply(request, reply, {
        key: `post?${JSON.stringify(request.query)}`,
        schema: GetBlogPostResponse,
        load: () => blog.getPost(app.db, request.query.slug),
        staleAt,
      }),
  );

  app.get('/blog/rss.xml', async (_request, reply) => {
    const posts = await blog.latestPosts(app.db, RSS_ITEM_COUNT);
    const { SITE_NAME: siteName, siteUrl } = app.config;
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return buildRss(
      {
        siteName,
        siteUrl,
        description: `Order flow, volume profile, risk management and platform tips from the ${siteName} team.`,
      },
      posts,
    );
  });

  await app.register(blogAdminRoutes);
};
