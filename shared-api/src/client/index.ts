export { ApiError, http, call, toApiError, downloadFile, IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, type CreateOptions } from './http';
export * from './users';
export * from './lookups';
export * from './paging';
export * from './content';
export * from './enrolments';
export * from './chat';
export * from './visits';
export * from './home';
