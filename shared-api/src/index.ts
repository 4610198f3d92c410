export * from './messages';
export * from './roles';
export * from './identification';
export * from './validation';
export * from './users';
export * from './session-keys';
export * from './problem';
