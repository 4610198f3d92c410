/** Body of every failure that is not a validation failure (architecture §5). */
export interface Problem {
  status: number;
  title: string;
}

export const isProblem = (body: unknown): body is Problem =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Problem).status === 'number' &&
  typeof (body as Problem).title === 'string';

/** The lines the alert shows for an error body (spec §8): a list, or one `status - title` line. */
export function alertLines(body: unknown, status?: number, statusText?: string): string[] {
  if (Array.isArray(body)) return body.map(String);
  if (isProblem(body)) return [`${body.status} - ${body.title}`];
  if (typeof body === 'string' && body.trim()) return [body];
  return [`${status ?? 0} - ${statusText || 'Error de conexión'}`];
}
