import { lt, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { downloadLinkClaims } from './releases.schema.ts';

/** Claims of links expired this long ago are forgotten (a link lives five minutes). */
const CLAIM_KEPT_MS = 3_600_000;

/**
 * The first client address that fetches a link owns it (docs/decisions/download-links-single-use.md):
 * its retries and `Range` resumes go through, a copy used from another address is refused with
 * 403 `download_link_used`. One insert decides between racing first requests.
 */
export async function claimDownloadLink(db: DbOrTx, signature: string, ip: string): Promise<void> {
  const [claimed] = await db
    .insert(downloadLinkClaims)
    .values({ signature, ip })
    .onConflictDoNothing()
    .returning({ ip: downloadLinkClaims.ip });
  if (claimed) {
    await db.delete(downloadLinkClaims).where(lt(downloadLinkClaims.claimedAt, new Date(Date.now() - CLAIM_KEPT_MS)));
    return;
  }
  const [owner] = await db
    .select({ ip: downloadLinkClaims.ip })
    .from(downloadLinkClaims)
    .where(eq(downloadLinkClaims.signature, signature));
  if (owner && owner.ip !== ip) throw appError('download_link_used');
}
