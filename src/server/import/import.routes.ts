import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { createReadStream } from 'node:fs';
import { getImport, resumeImport, rollbackImport, startImport } from '#shared/contracts/import.endpoints.ts';
import { currentUser } from '../platform/guards.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import * as service from './import.service.ts';
import { SOURCES } from './sources/registry.ts';
import { receiveImport, type StagedImport } from './upload.ts';

/** Reads the file up to its first row, so a wrong kind of file or a missing column is refused before the run starts. */
async function preflight(staged: StagedImport): Promise<void> {
  const input = createReadStream(staged.path);
  try {
    for await (const item of SOURCES[staged.source].read(input)) {
      void item;
      break;
    }
  } finally {
    input.destroy();
  }
}

const productField = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * "Bring your customers": a real run goes on as a job in this process after the answer
 * (the page may close); the app waits for it between batches when it closes, and a run whose
 * process died is failed by its stale heartbeat, to be resumed or rolled back.
 */
export const importRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  const dir = `${app.config.DATA_DIR}/imports`;
  const jobs = new Set<Promise<void>>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.all(jobs);
  });
  const launch = (id: string) => {
    const job = service
      .executeRun({ db: app.db, config: app.config, log: app.log, shouldStop: () => closing }, id)
      .finally(() => jobs.delete(job));
    jobs.add(job);
  };

  await registerEndpoint(
    app,
    startImport,
    async ({ request }) => {
      const staged = await receiveImport(request, dir);
      let keep = false;
      try {
        const defaultProductId = productField(staged.fields.product);
        await service.checkDefaultProduct(app.db, defaultProductId);
        if (staged.fields.dryRun !== 'false') {
          return {
            report: await service.dryRun(app.db, { source: staged.source, path: staged.path, defaultProductId }),
          };
        }
        await preflight(staged);
        const id = await service.createRun(app.db, {
          source: staged.source,
          fileName: staged.fileName,
          path: staged.path,
          bytes: staged.bytes,
          invite: staged.fields.invite === 'true',
          defaultProductId,
          adminId: currentUser(request).id,
        });
        keep = true;
        launch(id);
        return { import: (await service.getRun(app.db, id))! };
      } finally {
        if (!keep) await staged.discard();
      }
    },
    { config: { multipart: true } },
  );

  await registerEndpoint(app, getImport, async ({ input, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { import: await service.getRun(app.db, input.id) };
  });

  await registerEndpoint(app, resumeImport, async ({ input }) => {
    await service.markResumed(app.db, input.id);
    launch(input.id);
    return { import: await service.getRun(app.db, input.id) };
  });

  await registerEndpoint(app, rollbackImport, async ({ input }) => {
    await service.rollbackRun(app.db, input.id);
    return { import: await service.getRun(app.db, input.id) };
  });
};
