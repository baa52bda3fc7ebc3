import { defineEndpoint } from './endpoint.ts';

// The blog API (SPEC §7 "Blog") and its admin calls. Plain data plus a lazy schema import, so
// pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./blog.ts');

/** GET /_api/blog/posts: one page of published posts (category, search, featured). */
export const listBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/_api/blog/posts',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.ListBlogPostsQuery, response: c.ListBlogPostsResponse })),
});

/** GET /_api/blog/categories: the categories the sidebar lists. */
export const listBlogCategories = defineEndpoint({
  method: 'GET',
  path: '/_api/blog/categories',
  role: 'public',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListBlogCategoriesResponse })),
});

/** GET /_api/blog/post?slug=: one published post and its related posts. */
export const getBlogPost = defineEndpoint({
  method: 'GET',
  path: '/_api/blog/post',
  role: 'public',
  errors: ['blog_post_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.GetBlogPostQuery, response: c.GetBlogPostResponse })),
});

/** GET /_api/admin/blog/posts: every post (drafts and scheduled too), searchable, by status. */
export const listAdminBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/blog/posts',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.AdminListBlogPostsQuery, response: c.AdminListBlogPostsResponse })),
});

/** GET /_api/admin/blog/post?id=: one post as the editor edits it. */
export const getAdminBlogPost = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/blog/post',
  role: 'admin',
  errors: ['blog_post_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.IdQuery, response: c.AdminBlogPostResponse })),
});

/** POST /_api/admin/blog/posts: a new post (draft, scheduled or published). */
export const createBlogPost = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/posts',
  role: 'admin',
  errors: ['blog_slug_taken', 'blog_category_unknown', 'blog_content_too_deep'],
  schemas: () => schemas().then((c) => ({ body: c.CreateBlogPostInput, response: c.AdminBlogPostResponse })),
});

/** POST /_api/admin/blog/posts/update: saves an existing post. */
export const updateBlogPost = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/posts/update',
  role: 'admin',
  errors: ['blog_post_not_found', 'blog_slug_taken', 'blog_category_unknown', 'blog_content_too_deep'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateBlogPostInput, response: c.AdminBlogPostResponse })),
});

/** POST /_api/admin/blog/posts/delete */
export const deleteBlogPost = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/posts/delete',
  role: 'admin',
  errors: ['blog_post_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.IdInput, response: c.SuccessResponse })),
});

/** POST /_api/admin/blog/preview: the editor's text as the sanitised HTML the post would show. */
export const previewBlogContent = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/preview',
  role: 'admin',
  errors: ['blog_content_too_deep'],
  schemas: () => schemas().then((c) => ({ body: c.PreviewBlogContentInput, response: c.PreviewBlogContentResponse })),
});

/** GET /_api/admin/blog/categories: every category with its post count. */
export const listAdminBlogCategories = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/blog/categories',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.AdminListBlogCategoriesResponse })),
});

/** POST /_api/admin/blog/categories */
export const createBlogCategory = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/categories',
  role: 'admin',
  errors: ['blog_slug_taken', 'blog_category_name_taken'],
  schemas: () => schemas().then((c) => ({ body: c.CreateBlogCategoryInput, response: c.AdminBlogCategoryResponse })),
});

/** POST /_api/admin/blog/categories/update */
export const updateBlogCategory = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/categories/update',
  role: 'admin',
  errors: ['blog_category_not_found', 'blog_slug_taken', 'blog_category_name_taken'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateBlogCategoryInput, response: c.AdminBlogCategoryResponse })),
});

/** POST /_api/admin/blog/categories/delete: its posts stay, without the category. */
export const deleteBlogCategory = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/blog/categories/delete',
  role: 'admin',
  errors: ['blog_category_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.IdInput, response: c.SuccessResponse })),
});
