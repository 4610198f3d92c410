export { ApiError, http, call, toApiError, downloadFile } from './http';
export * from './users';
export * from './lookups';
export * from './paging';
export * from './content';
export * from './enrolments';
export * from './chat';
export * from './visits';
