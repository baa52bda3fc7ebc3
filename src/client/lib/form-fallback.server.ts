import { redirect } from 'react-router';
import { safeNextPath } from '#shared/safe-next.ts';

/**
 * The `action` of every page with a form. The forms send their data to `/_api` with fetch once
 * the page's JavaScript runs; they carry `method="post"` only for a submit made before that
 * (Enter in a form the server rendered, a password manager's autofill), so the browser never
 * sends a GET with the fields, the password among them, in the URL, where history, access logs
 * and Referer headers would keep it. That POST lands here and goes back to the same address,
 * query included (`?next=`, `?token=`), with a 303, so the visitor sees the form again, by then
 * usually hydrated. The body is never read, so nothing typed is echoed or kept.
 */
export function backToForm(request: Request): Response {
  const url = new URL(request.url);
  // React Router's marker for an index route's action is not part of the page's address.
  if (url.searchParams.has('index')) url.searchParams.delete('index');
  // A path normalised to `//host…` (`/login/..//x`) would leave the site: only a same-site path.
  return redirect(safeNextPath(`${url.pathname}${url.search}`), 303);
}
