import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RELEASE_FILE_PATH, RELEASE_MESSAGES } from '#shared/contracts/releases.constants.ts';
import { appSecret } from '../platform/app-secret.ts';
import { appError } from '../error-catalogue.ts';
import type { ByteRange, FileStorage } from './storage/file-storage.ts';
import { verifyDownloadToken } from './download-link.ts';
import { claimDownloadLink } from './download-link-claims.ts';
import { downloadableRelease } from './releases.service.ts';

/**
 * The one `bytes=` range of a `Range` header within `size` bytes; null to send the whole file (no
 * header, several ranges or one that does not parse, which RFC 9110 lets a server ignore);
 * 416 when it starts beyond the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) throw rangeError();
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
    if (to !== '' && Number(to) < start) return null;
  }
  if (start >= size) throw rangeError();
  return { start, end };
}

const rangeError = () => appError('range_not_satisfiable', { message: RELEASE_MESSAGES.rangeNotSatisfiable });

const queryToken = (request: FastifyRequest) =>
  request.query && typeof request.query === 'object' && 'token' in request.query ? request.query.token : undefined;

/**
 * GET RELEASE_FILE_PATH?token=: the file behind a signed download link, streamed from the disk
 * with `Range` support so a broken download resumes, or a redirect to S3. The link works without a session (a
 * download manager, the add-on), but a signed-in visitor must be the user it was made for; the
 * licence is checked again at every request, and only the address that used the link first may
 * use it again (retries, resumes: docs/decisions/download-links-single-use.md).
 */
export function registerFileRoute(app: FastifyInstance, storage: FileStorage) {
  app.get(RELEASE_FILE_PATH, { compress: false }, async (request, reply) => {
    const grant = verifyDownloadToken(appSecret(app.config), queryToken(request));
    if (request.user && request.user.id !== grant.userId) throw appError('download_link_other_user');
    const release = await downloadableRelease(app.db, grant.userId, grant.releaseId);
    // The first address to use the link owns it; a copy elsewhere is refused.
    await claimDownloadLink(app.db, grant.signature, request.ip);
    // S3: the bytes come from a presigned URL that lasts as long as the link, handed out only now,
    // after the checks above (a bare presigned URL would be bound to no user and outlive a refund).
    const direct = await storage.directUrl(release.storageKey, {
      expiresInSeconds: Math.max(1, grant.expiresAt - Math.floor(Date.now() / 1000)),
      fileName: release.fileName,
    });
    if (direct) return reply.header('cache-control', 'private, no-store').redirect(direct, 302);
    const etag = `"${release.sha256}"`;
    const ifRange = request.headers['if-range'];
    let range: ByteRange | null = null;
    try {
      range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, release.size);
    } catch (error) {
      reply.header('content-range', `bytes */${release.size}`);
      throw error;
    }
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${release.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('cache-control', 'private, no-store');
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${release.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', release.size);
    }
    return reply.send(await storage.read(release.storageKey, range ?? undefined));
  });
}
