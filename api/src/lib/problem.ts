import { MSG } from '@portal/shared-api';
import { API_MSG } from '../messages';

/** A failure answered as `{status, title}` (architecture §5). */
export class HttpProblem extends Error {
  override name = 'HttpProblem';

  constructor(
    readonly statusCode: number,
    readonly title: string,
  ) {
    super(title);
  }
}

/** A failure answered as a 400 with the list of Spanish messages (spec §8). */
export class ValidationFailure extends Error {
  override name = 'ValidationFailure';
  readonly statusCode = 400;

  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

export const unauthorized = () => new HttpProblem(401, MSG.unauthorized);
export const forbidden = () => new HttpProblem(403, MSG.forbidden);
export const notFound = () => new HttpProblem(404, MSG.notFound);

const TITLES: Record<number, string> = {
  400: MSG.invalidRequest,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: API_MSG.payloadTooLarge,
  415: API_MSG.unsupportedMediaType,
  429: API_MSG.tooManyRequests,
  503: API_MSG.serviceUnavailable,
};

/** The Spanish title for a status; any other client error reads as an invalid request. */
export const titleFor = (status: number): string =>
  TITLES[status] ?? (status >= 400 && status < 500 ? MSG.invalidRequest : MSG.serverError);
