/** SQLSTATE codes the repositories translate into user-facing answers. */
export const PG_UNIQUE_VIOLATION = '23505';

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

