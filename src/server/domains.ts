import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from './account-data/account-data.routes.ts';
import { adminAnalyticsRoutes } from './admin-analytics/admin-analytics.routes.ts';
import { adminCustomersRoutes } from './admin-customers/admin-customers.routes.ts';
import { adminExportsRoutes } from './admin-exports/admin-exports.routes.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { backupsRoutes } from './backups/backups.routes.ts';
import { customerCreatedWebhook, orderWebhook, webhooksRoutes } from './webhooks/index.ts';
import affiliatesRoutes from './affiliates/affiliates.routes.ts';
import { attributeRegistration } from './affiliates/affiliates.service.ts';
import {
  holdCommission,
  recordCommission,
  releaseCommission,
  reverseCommission,
} from './affiliates/commissions.service.ts';
import { accountRoutes } from './auth/account.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import type { RegistrationHook } from './auth/registration-hooks.ts';
import { blogRoutes } from './blog/blog.routes.ts';
import { importRoutes } from './import/import.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { discountsRoutes } from './discounts/discounts.routes.ts';
import { taxRoutes } from './tax/tax.routes.ts';
import { licenceAdminRoutes } from './licences/licence-admin.routes.ts';
import { licencesRoutes } from './licences/licences.routes.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db.ts';
import type { OutboxJob } from './platform/mail/outbox-worker.ts';
import { announceStep } from './releases/announce.ts';
import { releasesRoutes } from './releases/releases.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { storeAdminRoutes } from './store-admin/store-admin.routes.ts';
import type { OrderHooks } from './store/order-hooks.ts';
import { storeRoutes } from './store/store.routes.ts';
import { suggestionsRoutes } from './suggestions/suggestions.routes.ts';
import { supportRoutes } from './support/support.routes.ts';

/**
 * Each domain's routes, registered in this order under `/_api`. A domain adds one line here;
 * nothing else in `app.ts` changes.
 */
export const domainPlugins: FastifyPluginAsync[] = [
  authRoutes,
  accountRoutes,
  accountDataRoutes,
  affiliatesRoutes,
  blogRoutes,
  supportRoutes,
  storeAdminRoutes,
  storeRoutes,
  discountsRoutes,
  taxRoutes,
  suggestionsRoutes,
  releasesRoutes,
  licencesRoutes,
  licenceAdminRoutes,
  adminExportsRoutes,
  invoicesRoutes,
  adminAnalyticsRoutes,
  adminCustomersRoutes,
  searchRoutes,
  auditRoutes,
  apiKeysRoutes,
  importRoutes,
  webhooksRoutes,
  backupsRoutes,
];

/**
 * Cross-domain reactions, run inside the transaction of the change they react to. The app
 * decorates itself with one set (`app.hooks`), so two apps in one process never share them;
 * routes pass them to the services that complete or refund an order or create an account.
 */
export interface DomainHooks {
  /** Store → affiliates: a commission when an order completes, its reversal on refund. */
  order: OrderHooks;
  /** Accounts → affiliates: a referral when an account is created with an active code. */
  registration: RegistrationHook[];
}

/** A fresh set of the shop's hooks, for one app instance (or a script that creates accounts). */
export function createDomainHooks(config?: Pick<Config, 'AFFILIATE_FRAUD_SIGNUPS_PER_IP'>): DomainHooks {
  return {
    order: {
      completed: [recordCommission, orderWebhook('order.completed')],
      refunded: [reverseCommission, orderWebhook('order.refunded')],
      disputed: [holdCommission, orderWebhook('order.disputed')],
      disputeClosed: [releaseCommission, orderWebhook('order.dispute_closed')],
    },
    registration: [
      attributeRegistration({ signupsPerIp: config?.AFFILIATE_FRAUD_SIGNUPS_PER_IP ?? 3 }),
      customerCreatedWebhook,
    ],
  };
}

/** Mail the outbox worker queues in steps, one step per tick: release update notices. */
export function createOutboxJobs(context: { db: Db; config: Config }): OutboxJob[] {
  return [() => announceStep(context.db, context.config)];
}
