/**
 * Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2): a list of
 * tags, each maybe `W/`-prefixed, or `*`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
