// Outgoing webhooks' public face: the emitters other domains call in their transactions (one line
// each), the routes, and the worker `app.ts` runs.
export { customerCreatedWebhook, licenceWebhook, orderWebhook, payoutPaidWebhook, releaseWebhook } from './emit.ts';
export { webhooksRoutes } from './webhooks.routes.ts';
export { createWebhookWorker, type WebhookWorker } from './worker.ts';
export { createSender } from './send.ts';
