import { stdSerializers } from 'pino';

/**
 * The `err` serializer of every log line. Database errors carry the values of the failed query —
 * e-mail addresses, IP addresses, message bodies, token hashes — in drizzle's message and
 * `params`, in PostgreSQL's `detail` ("Key (email)=(…) already exists.") and in the messages of
 * data errors (`invalid input syntax for type integer: "…"`). Logs keep what explains the
 * failure — the query text, the SQLSTATE code, the constraint, table and column — and never the
 * values (DESIGN "Security rules": no personal data in logs).
 */
export function serializeError(error: Error): LoggedError {
  return hasDatabaseError(error) ? redacted(error, 0) : stdSerializers.err(error);
}

const MAX_CAUSES = 5;
/** What a PostgreSQL error (node-postgres and PGlite alike) may show: names and codes, no values. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function isDrizzleQueryError(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

function isPostgresError(error: Error) {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function hasDatabaseError(error: Error) {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth <= MAX_CAUSES; depth++) {
    if (isDrizzleQueryError(current) || isPostgresError(current)) return true;
    current = current.cause;
  }
  return false;
}

function redacted(error: Error, depth: number): LoggedError {
  const message = safeMessage(error);
  const type = error.constructor.name;
  // The stack starts with the message; only its frames are kept, after the safe message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (isDrizzleQueryError(error)) logged.query = error.query;
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' && value) logged[field] = value;
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES) logged.cause = redacted(error.cause, depth + 1);
  return logged;
}

function safeMessage(error: Error): string {
  if (isDrizzleQueryError(error)) return `Failed query: ${error.query}`;
  // Data exceptions (class 22) name the offending value: `invalid input syntax for type integer: "…"`.
  const code = (error as { code?: unknown }).code;
  if (isPostgresError(error) && typeof code === 'string' && code.startsWith('22')) {
    const colon = error.message.indexOf(':');
    return colon === -1
      ? error.message.replace(/"[^"]*"/g, '"[redacted]"')
      : `${error.message.slice(0, colon)}: [redacted]`;
  }
  return error.message;
}
