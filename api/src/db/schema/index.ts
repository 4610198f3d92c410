export * from './geography';
export * from './users';
export * from './categories';
