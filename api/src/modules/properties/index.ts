// The properties module's public face: what another module may use (MODULE_IMPORTS, tools/lint/api-layers.mjs).
export { publicBoundary } from './profiles/repository';
