/** SQLSTATE codes the repositories translate into user-facing answers. */
export const PG_UNIQUE_VIOLATION = '23505';
/** lock_timeout expired while waiting for a lock. */
export const PG_LOCK_NOT_AVAILABLE = '55P03';

/**
 * The SQLSTATE of a failed query, whichever driver raised it: drizzle wraps the driver's error
 * (pg's DatabaseError or PGlite's) in `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}


/** SQLSTATE classes and codes of a server that is down, restarting or refusing connections. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
/** Socket errors and node-postgres' own messages for a connection that failed or was lost. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether a failure means the database cannot be reached right now (answered 503, retried by the client). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (a host with several addresses, all refusing)
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
