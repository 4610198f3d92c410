export { ApiError, http, call, toApiError, downloadFile, IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, setOfflineReads, storedToken, type CreateOptions, type OfflineReads } from './http';
export * from './paging';
// one file per base path of spec §7, named as shared-api's own files and the API's modules
export * from './users';
export * from './places';
export * from './contactus';
export * from './mail';
export * from './renewals';
export * from './watchlist';
export * from './news';
export * from './files';
export * from './messages';
export * from './categories';
export * from './inscriptions';
export * from './properties';
export * from './appointments';
export * from './projects';
export * from './extravisitations';
// beyond the spec: the role homes and the accounts page
export * from './home';
export * from './accounts';
export * from './boundaries';
export * from './origin';
export * from './shipments';
