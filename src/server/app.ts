import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes, randomUUID } from 'node:crypto';
import { compressionOptions } from './platform/compression.ts';
import { InProcessWork } from './platform/graceful-stop.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database, type Db } from './platform/db.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { serializeError } from './platform/log-redaction.ts';
import { createMailTransport, createOutboxWorker, type OutboxWorker } from './platform/mail/outbox-worker.ts';
import { registerAdminCache } from './platform/admin-cache.ts';
import { registerPublicCaches } from './platform/public-cache-registry.ts';
import { createCurrentPasswordThrottle } from './auth/login-throttle.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { closeRedis, openRedis } from './platform/redis.ts';
import { registerSecurity } from './platform/security.ts';
import { registerSsr, type PageRenderer } from './platform/ssr.ts';
import { registerUserPageCache } from './platform/user-page-cache.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { validatorCompiler } from './platform/validation.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { seoRoutes } from './platform/seo.routes.ts';
import { createDomainHooks, createOutboxJobs, domainPlugins, type DomainHooks } from './domains.ts';
import { registerSessions } from './auth/session.ts';
import { loadLicenceSigner, type LicenceSigner } from './licences/licence-signer.ts';
import { appSecret } from './platform/app-secret.ts';
import { captureAuditWrites, registerAuditedRoutes } from './audit/index.ts';
import { createSender, createWebhookWorker, type WebhookWorker } from './webhooks/index.ts';
import { createSearchIndexer } from './search/search-index.ts';
import { collectApiRoutes, registerOpenApiRoutes } from './openapi/openapi.routes.ts';
import { registerMetrics, registerMetricsRoute } from './metrics/metrics.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    outbox: OutboxWorker;
    /** Shared by the instances behind one load balancer (REDIS_URL), else null. */
    redis: Redis | null;
    /** This instance's cross-domain hooks (`domains.ts`), never shared with another app. */
    hooks: DomainHooks;
    /** Signs the licence API's answers and offline files (licences/licence-signer.ts); its key is made on first start. */
    licenceSigner: LicenceSigner;
    /** Page renders in progress, which a graceful stop waits for (platform/graceful-stop.ts). */
    inProcessWork: InProcessWork;
    /** The business rules' time (platform/clock.ts); a test sets its own. */
    clock: Clock;
    /** Sends the webhook outbox (webhooks/worker.ts); `main.ts` starts it. */
    webhookWorker: WebhookWorker;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  /** An already migrated database (tests); otherwise one is opened from config. */
  database?: Database;
  /** Serve pages too (production build or Vite, or a stand-in renderer in tests). API tests leave it off. */
  pages?: boolean | PageRenderer;
  logger?: boolean;
  /** Called for every route as it is registered (tests that enumerate the API). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests that read them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app without listening, for `main.ts` and for tests (fastify/demo style). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Honour a load balancer's request id so one id follows the request through every log line.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
    });
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', async () => database.close());
  }
  // Every admin write's audit row joins the transaction of its first change (audit/audit-context.ts).
  captureAuditWrites(database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('hooks', createDomainHooks(config));
  app.decorate('ssrToken', randomBytes(24).toString('hex'));
  app.decorate('inProcessWork', new InProcessWork());
  app.decorate('clock', systemClock);
  registerMetrics(app);
  app.decorate(
    'outbox',
    createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: config.SMTP_URL, mailDir: config.mailDir }),
      from: config.mailFrom,
      replyTo: config.SUPPORT_EMAIL,
      log: app.log,
      jobs: createOutboxJobs({ db: database.db, config }).map(
        (job, i) => () => app.metrics.job(job.name || `mail-job-${i + 1}`, job),
      ),
    }),
  );

  app.decorate(
    'webhookWorker',
    createWebhookWorker({
      db: database.db,
      appSecret: appSecret(config),
      send: createSender({ allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK }),
      log: app.log,
      onAttempt: (result) => app.metrics.webhookAttempt(result),
    }),
  );

  registerErrorHandler(app, { checkDeclared: !config.isProduction });
  await app.register(cookie);
  await app.register(compress, compressionOptions);
  await registerSecurity(app, config);
  const redis = openRedis(config.REDIS_URL, app.log);
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  await registerRateLimit(app, { redis });
  // One current-password throttle for the app, so failures on every route count together.
  app.decorate('withPasswordThrottle', createCurrentPasswordThrottle(app, config.AUTH_RATE_LIMIT));
  registerPublicCaches(app, { redis, pageCacheMaxBytes: config.PAGE_CACHE_MAX_BYTES });
  registerAdminCache(app, { redis });
  registerUserPageCache(app, { maxBytes: config.USER_PAGE_CACHE_MAX_BYTES });
  // Read by the site search and the blog's search, so made before the domains register.
  app.decorate('searchIndex', createSearchIndexer(database.db, config, app.log));
  await registerSessions(app);

  app.decorate(
    'licenceSigner',
    await loadLicenceSigner(database.db, appSecret(config), {
      onRefreshError: (error) => app.log.warn({ err: error }, 'licence signing key refresh failed'),
    }),
  );
  app.licenceSigner.startRefreshing();
  app.addHook('preClose', async () => app.licenceSigner.stopRefreshing());

  // Before any route: admin routes are wrapped as they register (audit), and API keys are read by their guard.
  app.decorateRequest('apiKey', null);
  registerAuditedRoutes(app);
  const apiRoutes = collectApiRoutes(app);
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  for (const plugin of domainPlugins) await app.register(plugin);
  registerOpenApiRoutes(app, apiRoutes);
  registerMetricsRoute(app);

  if (options.pages) await registerSsr(app, config, typeof options.pages === 'function' ? options.pages : undefined);
  return app;
}
