// Releases' public face: the changelog (a page of the store) and the mail list of release notices.
export { RELEASE_NOTICES_LIST } from './announce.ts';
export { changelog } from './changelog.service.ts';
export { forgetDownloader } from './notices.repo.ts';
