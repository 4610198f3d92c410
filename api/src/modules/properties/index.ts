// The properties module's public face: what another module may use (MODULE_IMPORTS, tools/lint/api-layers.mjs).
export { profilesRepository, publicBoundary, type PropertyCertificate } from './profiles/repository';
export { certificatePdf } from './profiles/certificate-pdf';
