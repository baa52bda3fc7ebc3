// The audit log's public face: the database capture and route wrapping `app.ts` installs, and the
// note a service may add about the state before its change.
export { captureAuditWrites, noteAuditBefore } from './audit-context.ts';
export { registerAuditedRoutes } from './audit-routes-hook.ts';
export { auditLog } from './audit.schema.ts';
