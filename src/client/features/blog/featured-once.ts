/** Page 1 shows the featured posts in their own block: the list below leaves those out, so no post shows twice. */
export function withoutFeatured<T extends { id: number }>(posts: T[], featured: ReadonlyArray<{ id: number }>): T[] {
  if (featured.length === 0) return posts;
  const shown = new Set(featured.map((post) => post.id));
  return posts.filter((post) => !shown.has(post.id));
}
