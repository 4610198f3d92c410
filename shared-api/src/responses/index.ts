/**
 * The answers of the API as zod schemas, one file per base path of spec §7. The API serializes its
 * responses with them (and builds the OpenAPI document from them); the browser's types are
 * `z.output` of the same schemas, so a field renamed on one side fails to compile on the other.
 * Only the API imports this module: the browser never pays for building the schemas.
 */
export * from './common';
export * from './users';
export * from './places';
export * from './contactus';
export * from './news';
export * from './files';
export * from './messages';
export * from './categories';
export * from './inscriptions';
export * from './properties';
export * from './appointments';
export * from './projects';
export * from './extravisitations';
export * from './home';
export * from './accounts';
export * from './boundaries';
export * from './mail';
export * from './renewals';
export * from './watchlist';
export * from './origin';
export * from './shipments';
