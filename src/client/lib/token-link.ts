// Pages opened from an e-mailed link whose address carries a secret token (`?token=…`):
// /reset-password, /licences/reset and /account/email/confirm.
import { rootData, seoMeta } from './seo.ts';

/** The link's token, at most 200 characters; '' when the address has none. */
export function tokenFromUrl(request: Request): string {
  return new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? '';
}

/**
 * The page's headers: no cache keeps it, and no Referer carries more than the origin, to this
 * site or any other. Not `no-referrer`: with it the browser sends `Origin: null` on the form's
 * POST (a submit before hydration), which React Router refuses as cross-site with a bare 400.
 */
export const tokenPageHeaders = () => ({
  'Referrer-Policy': 'strict-origin',
  'Cache-Control': 'no-store',
});

/** The head of a token page: its title and description from the loader, never indexed. */
export const tokenPageMeta =
  (path: string) =>
  ({
    data,
    matches,
  }: {
    data: { title: string; description: string } | undefined;
    matches: Parameters<typeof rootData>[0];
  }) =>
    seoMeta(rootData(matches), {
      title: data?.title ?? '',
      description: data?.description ?? '',
      path,
      noindex: true,
    });
