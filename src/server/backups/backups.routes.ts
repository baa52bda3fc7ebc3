import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { listBackups, startBackup } from '#shared/contracts/backups.endpoints.ts';
import { outsideAudit } from '../audit/index.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { BackupService } from './backup-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups made by the shop itself (backups/backup-service.ts); `main.ts` starts the schedule. */
    backups: BackupService;
  }
}

/** `GET /_api/admin/backups` and `POST /_api/admin/backups`. */
export const backupsRoutes: FastifyPluginAsync = fp(async (app) => {
  app.decorate(
    'backups',
    new BackupService({ database: app.database, config: app.config, log: app.log, metrics: app.metrics }),
  );
  // A backup started by a request finishes before the database closes.
  app.addHook('onClose', async () => app.backups.stop());
  await registerEndpoint(app, listBackups, async () => ({ backups: await app.backups.list() }));
  // The backup runs on after the answer, outside the request's audit context: the request's audit
  // row is written when it answers, not by the backup's own queries later (role-matrix.test.ts).
  await registerEndpoint(app, startBackup, async () => ({
    backup: outsideAudit(() => app.backups.start((work) => app.inProcessWork.hold(work))),
  }));
});
