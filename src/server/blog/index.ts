// The blog's public face: the translations of posts, for the site search's blog documents.
export { translationsOfPosts } from './blog-translations.repo.ts';
