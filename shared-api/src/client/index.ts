export { ApiError, http, call, toApiError } from './http';
export * from './users';
export * from './lookups';
export * from './paging';
export * from './content';
