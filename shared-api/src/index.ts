// Cross-cutting: texts, roles, identification rules, validation, paging, problems, uploads
export * from './texts';
export * from './roles';
export * from './identification';
export * from './validation';
export * from './session-keys';
export * from './problem';
export * from './paging';
export * from './paging-schemas';
export * from './display';
export * from './uploads';
export * from './multipart';
// One file per base path of spec §7 (their answers' schemas are in ./responses, for the API)
export * from './users';
export * from './places';
export * from './contactus';
export * from './news';
export * from './files';
export * from './messages';
export * from './categories';
export * from './inscriptions';
export * from './properties';
export * from './paths';
export * from './appointments';
export * from './projects';
export * from './extravisitations';
// Beyond the spec: the role homes and the accounts page
export * from './home';
export * from './accounts';
export * from './boundaries';
export * from './certificate-lifecycle';
export * from './languages';
export * from './mail';
export * from './renewals';
export * from './watchlist';
export * from './origin';
export * from './shipments';
