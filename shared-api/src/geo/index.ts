/** Property boundaries: the rules, the check shared by the browser and the API, CRTM05, the EU file. */
export * from './rules';
export * from './messages';
export * from './crs';
export * from './validate';
export * from './eu-file';
export * from './outline';
export * from './photo-place';
