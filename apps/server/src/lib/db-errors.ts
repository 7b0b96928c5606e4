/**
 * Recognises "the database is not reachable right now" (restarting, shut down, refusing or dropping connections), as
 * opposed to a bad query or a broken rule: those answer 503 + Retry-After, and background loops simply try again later.
 */

/** SQLSTATEs of a lost or refused connection (class 08) and of a server shutting down or starting up (57P0x). */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
]);

/** Socket-level failures to reach the database server. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTCONN',
]);

/** Messages of node-postgres and pg-pool for the same situations (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated unexpectedly$/,
  /^Connection terminated due to connection timeout$/,
  /^Connection terminated$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^the database system is (starting up|shutting down|in recovery mode)/,
];

function looksUnavailable(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/**
 * True when `err` (or an error it wraps: drizzle's `DrizzleQueryError.cause`, an `AggregateError` of connection
 * attempts, pg-pool's timeout `cause`) says the database could not be reached or dropped the connection.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (looksUnavailable(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is unavailable (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
