// The audit log's public face: the database capture and route wrapping `app.ts` installs, and the
// note a service may add about the state before its change, and work that runs outside the
// request's audit context (a backup).
export { captureAuditWrites, noteAuditBefore, outsideAudit } from './audit-context.ts';
export { registerAuditedRoutes } from './audit-routes-hook.ts';
