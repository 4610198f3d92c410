export * from './geography';
export * from './users';
export * from './categories';
export * from './files';
export * from './content';
export * from './certification';
export * from './chat';
export * from './operations';
