// Site search's public face: ranking and matching blog posts by a query (the blog's list uses it).
export { postIdsMatching, postRank } from './search.repo.ts';
