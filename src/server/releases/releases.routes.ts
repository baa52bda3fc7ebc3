import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_FILE_PATH } from '#shared/contracts/releases.constants.ts';
import { ChangelogResponse } from '#shared/contracts/releases.ts';
import {
  getChangelog,
  latestRelease,
  latestReleaseByPost,
  listReleases,
  requestDownload,
  updateRelease,
  uploadRelease,
  withdrawRelease,
} from '#shared/contracts/releases.endpoints.ts';
import { signLicenceAnswers } from '../licences/index.ts';
import { appSecret } from '../platform/app-secret.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import * as changelog from './changelog.service.ts';
import { signDownloadToken } from './download-link.ts';
import { registerFileRoute } from './file.routes.ts';
import { registerNoticeRoutes } from './notices.routes.ts';
import * as releases from './releases.service.ts';
import { logDownload } from './releases.repo.ts';
import { createFileStorage } from './storage/file-storage.ts';
import { withinUpdates } from '../store/index.ts';
import { receiveUpload } from './upload.ts';

/** Per user: a few downloads a minute is plenty; a loop is not. */
const DOWNLOAD_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};

/**
 * Per licence key: the add-on checks for updates now and then, not in a loop. Counted after the
 * body is parsed (`preHandler`), so the POST form is limited by its key too; each form has its own count.
 */
export const LATEST_RATE_LIMIT = {
  max: 20,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const input = request.method === 'POST' ? request.body : request.query;
    const key = input && typeof input === 'object' && 'key' in input ? String(input.key).slice(0, 128) : '';
    return key ? `licence-latest:${key}` : request.ip;
  },
};

/** Releases per product, uploads, customer downloads and the add-on's update check. */
export const releasesRoutes: FastifyPluginAsync = async (app) => {
  const storage = createFileStorage(app.config);
  // Only this plugin's routes accept multipart bodies.
  await app.register(multipart);
  // The changelog is the same for every visitor of a language; the admin's writes empty it.
  const changelogCache = app.publicCache('changelog');

  // Always the shop's own link, on S3 too: the file route checks the user and the licence before
  // it redirects to a presigned URL.
  const linkFor = (release: { id: number }, userId: number) => {
    const { token, expiresAt } = signDownloadToken(appSecret(app.config), { releaseId: release.id, userId });
    return { url: `${app.config.siteUrl}${RELEASE_FILE_PATH}?token=${token}`, expiresAt: expiresAt.toISOString() };
  };

  // Multipart, unlike every other write (platform/security.ts); an admin's browser still has to
  // send it from the shop's own origin.
  await registerEndpoint(
    app,
    uploadRelease,
    async ({ request }) => {
      const upload = await receiveUpload(request, {
        maxBytes: app.config.RELEASE_MAX_BYTES,
        stagingDir: `${app.config.DATA_DIR}/tmp`,
        beforeFile: async (fields) => {
          await releases.checkUploadFields(app.db, fields);
        },
      });
      try {
        const release = await releases.createRelease(
          app.db,
          storage,
          upload.fields,
          upload.file,
          requestLanguage(request),
        );
        await changelogCache.invalidate();
        return { release };
      } finally {
        await upload.file.discard();
      }
    },
    { config: { multipart: true } },
  );

  await registerEndpoint(app, updateRelease, async ({ input, request }) => {
    const release = await releases.updateRelease(app.db, input, requestLanguage(request));
    await changelogCache.invalidate();
    return { release };
  });

  await registerEndpoint(app, withdrawRelease, async ({ input, request }) => {
    const release = await releases.withdrawRelease(app.db, input, requestLanguage(request));
    await changelogCache.invalidate();
    return { release };
  });

  await registerEndpoint(app, getChangelog, async ({ input, request, reply }) => {
    const language = input.lang ?? requestLanguage(request);
    return changelogCache.reply(request, reply, {
      key: `changelog?page=${input.page}&lang=${language}`,
      schema: ChangelogResponse,
      load: () => changelog.changelog(app.db, input.page, language),
    });
  });

  await registerEndpoint(app, listReleases, async ({ input, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return {
      releases: await releases.listReleases(app.db, currentUser(request), input.indicatorId, requestLanguage(request)),
    };
  });

  await registerEndpoint(
    app,
    requestDownload,
    async ({ input, request }) => {
      const user = currentUser(request);
      const release = await releases.downloadableRelease(app.db, user.id, input.releaseId);
      await logDownload(app.db, { userId: user.id, releaseId: release.id, ip: request.ip });
      return linkFor(release, user.id);
    },
    { config: { rateLimit: DOWNLOAD_RATE_LIMIT } },
  );

  const latestFor = async (input: { key: string; product: number }, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    const owner = await releases.licenceOwner(app.db, input.key, input.product);
    const latest = await releases.latestRelease(app.db, input.product);
    // A version after the key's updates window is still named, without a link.
    const updatesExpired = !withinUpdates(latest.publishedAt, owner.updatesUntil);
    const link = updatesExpired ? null : linkFor(latest, owner.userId);
    return {
      version: latest.version,
      minPlatformVersion: latest.minPlatformVersion,
      size: latest.size,
      sha256: latest.sha256,
      notes: releases.notesIn(latest.notes, requestLanguage(request)),
      publishedAt: (latest.publishedAt ?? latest.createdAt).toISOString(),
      updatesUntil: owner.updatesUntil?.toISOString() ?? null,
      updatesExpired,
      ...(link ? { downloadUrl: link.url, expiresAt: link.expiresAt } : {}),
    };
  };
  // Signed like the rest of the licence API (licences/signed-answers.ts).
  const latestLimit = {
    config: { rateLimit: LATEST_RATE_LIMIT },
    onSend: signLicenceAnswers(() => app.licenceSigner),
  };
  await registerEndpoint(
    app,
    latestRelease,
    ({ input, request, reply }) => latestFor(input, request, reply),
    latestLimit,
  );
  await registerEndpoint(
    app,
    latestReleaseByPost,
    ({ input, request, reply }) => latestFor(input, request, reply),
    latestLimit,
  );

  registerFileRoute(app, storage);
  await registerNoticeRoutes(app);
};
