import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GetBlogPostQuery, GetBlogPostResponse, ListBlogCategoriesResponse, ListBlogPostsQuery, ListBlogPostsResponse } from '#shared/contracts/blog.ts';
import { blogAdminRoutes } from './blog-admin.routes.ts';
import { buildRss, RSS_ITEM_COUNT } from './blog.rss.ts';
import * as blog from './blog.service.ts';

/** SPEC §7 "Blog" calls, the RSS feed and (nested) the admin calls. */
export const blogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/_api/blog/posts', { schema: { querystring: ListBlogPostsQuery, response: { 200: ListBlogPostsResponse } } }, async (request) => blog.listPosts(app.db, request.query));

  app.get('/_api/blog/categories', { schema: { response: { 200: ListBlogCategoriesResponse } } }, async () => blog.listCategories(app.db));

  app.get('/_api/blog/post', { schema: { querystring: GetBlogPostQuery, response: { 200: GetBlogPostResponse } } }, async (request) => blog.getPost(app.db, request.query.slug));

  app.get('/blog/rss.xml', async (_request, reply) => {
    const posts = await blog.latestPosts(app.db, RSS_ITEM_COUNT);
    const { SITE_NAME: siteName, siteUrl } = app.config;
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return buildRss({ siteName, siteUrl, description: `Order flow, volume profile, risk management and platform tips from the ${siteName} team.` }, posts);
  });

  await app.register(blogAdminRoutes);
};
