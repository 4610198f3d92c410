import { z } from 'zod';
import type {
  basemapSchema,
  boundaryReviewItemSchema,
  boundaryRuleProblemSchema,
  boundaryShareCreatedSchema,
  boundaryShareSchema,
  boundaryVersionSchema,
  portfolioMapSchema,
  portfolioNameSchema,
  propertyBoundarySchema,
  sharedBoundarySchema,
} from './responses/boundaries';
import { BOUNDARY_CRS, BOUNDARY_METHODS, BOUNDARY_RULES } from './geo/rules';

// the rules' constants without the geometry code (that is @portal/shared-api/geo, loaded where it is used)
export * from './geo/rules';

/**
 * A property's boundary (the EU deforestation rules' geolocation), beyond the spec: proposed by the
 * property's regent (or an administrator), approved or returned by an administrator, like a visit's
 * result. The approved version is the one shown and exported; earlier ones stay.
 */
export const BOUNDARY_STATUS = {
  proposed: 'Propuesto',
  approved: 'Aprobado',
  returned: 'Devuelto',
  superseded: 'Reemplazado',
} as const;
export type BoundaryStatus = (typeof BOUNDARY_STATUS)[keyof typeof BOUNDARY_STATUS];
export const BOUNDARY_STATUSES = Object.values(BOUNDARY_STATUS) as [BoundaryStatus, ...BoundaryStatus[]];

export const BOUNDARY_DECISIONS = ['Aprobar', 'Devolver'] as const;

/** The server's answers about boundaries, in Spanish. */
/** Largest number of properties in one EU file by ids (GET properties/geojson). */
export const EU_FILE_IDS_MAX = 1000;
/** Largest number of names GET properties/portfolio.names gives at once (the markers a map shows at a time). */
export const PORTFOLIO_NAMES_MAX = 500;

export const BOUNDARY_API_MSG = {
  notPending: 'Esta versión del límite ya fue revisada: no admite otra decisión.',
  noneApproved: 'La propiedad no tiene un límite aprobado.',
  notCertified: 'La propiedad no está certificada: su límite no se exporta.',
  noteRequired: 'Indique al regente qué corregir al devolver el límite.',
  methodInvalid: 'Indique cómo se obtuvo el límite: recorrido con GPS, archivo o coordenadas.',
  accuracyInvalid: 'La precisión del GPS debe ser un número de metros entre 0 y 10 000.',
  idsInvalid: `Indique de 1 a ${EU_FILE_IDS_MAX} propiedades por su número, separados por comas.`,
  namesInvalid: `Indique de 1 a ${PORTFOLIO_NAMES_MAX} propiedades por su número, separados por comas.`,
  shareDaysInvalid: 'El enlace puede durar de 1 a 365 días.',
  shareClosed: 'Este enlace no es válido: venció, su titular lo revocó o la propiedad ya no tiene un límite aprobado.',
  shareOwnerOnly: 'Solo el dueño de la propiedad decide quién ve su límite: solo él crea enlaces para compradores.',
  shareRevokeNotAllowed: 'Solo el dueño de la propiedad, o la administración a su pedido, revoca un enlace para compradores.',
  noneExportable: 'Ninguna de las propiedades indicadas tiene un límite aprobado que usted pueda descargar.',
} as const;

/** Body of POST properties/{id}/boundary: a geometry the browser read and checked, and how it came. */
export const boundaryProposalSchema = z.object({
  geometry: z.unknown(),
  method: z.enum(BOUNDARY_METHODS, { error: BOUNDARY_API_MSG.methodInvalid }),
  crs: z.enum(BOUNDARY_CRS).optional(),
  sourceName: z.string().trim().max(200).optional(),
  accuracyMetres: z.number({ error: BOUNDARY_API_MSG.accuracyInvalid }).min(0, BOUNDARY_API_MSG.accuracyInvalid).max(10_000, BOUNDARY_API_MSG.accuracyInvalid).optional(),
});
export type BoundaryProposal = z.input<typeof boundaryProposalSchema>;

/** Body of PUT properties/{id}/boundary/{version}: an administrator's decision. */
export const boundaryDecisionSchema = z.object({
  decision: z.enum(BOUNDARY_DECISIONS),
  note: z.string().trim().max(1000).optional(),
});
export type BoundaryDecision = z.input<typeof boundaryDecisionSchema>;

/** `ids=1,2,3`: from 1 to `max` property numbers, separated by commas (repeats counted once); else `message`. */
const propertyIdsQuery = (max: number, message: string) =>
  z.object({
    ids: z
      .string({ error: message })
      .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`), message)
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), message),
  });

/** Query of GET properties/geojson: the properties of one EU file. */
export const euFileQuerySchema = propertyIdsQuery(EU_FILE_IDS_MAX, BOUNDARY_API_MSG.idsInvalid);

/** Query of GET properties/portfolio.names: the markers a map names. */
export const portfolioNamesQuerySchema = propertyIdsQuery(PORTFOLIO_NAMES_MAX, BOUNDARY_API_MSG.namesInvalid);

/** Body of POST properties/{id}/boundary/shares: a link for a buyer to a private boundary, for some days. */
export const boundaryShareCreateSchema = z.object({
  days: z.number({ error: BOUNDARY_API_MSG.shareDaysInvalid }).int(BOUNDARY_API_MSG.shareDaysInvalid).min(1, BOUNDARY_API_MSG.shareDaysInvalid).max(365, BOUNDARY_API_MSG.shareDaysInvalid),
  label: z.string().trim().max(120).optional(),
});
export type BoundaryShareCreate = z.input<typeof boundaryShareCreateSchema>;

/** Query of GET properties/{id}/geojson: a share link's token opens a private boundary. */
export const euFileShareQuerySchema = z.object({ share: z.string().max(100).optional() });

/** Query of GET properties/{id}/boundary/shared: the share link's token. */
export const sharedBoundaryQuerySchema = z.object({ share: z.string().min(1).max(100) });

/** Body of PUT properties/{id}/boundary/visibility: whether anyone may see the exact boundary. */
export const boundaryVisibilitySchema = z.object({ public: z.boolean() });

/** Largest JSON body of a proposal: the vertex limit at about 40 characters a vertex, and some room. */
export const BOUNDARY_BODY_LIMIT = BOUNDARY_RULES.maxVertices * 48 + 64 * 1024;

export type BoundaryVersion = z.output<typeof boundaryVersionSchema>;
export type PropertyBoundary = z.output<typeof propertyBoundarySchema>;
export type BoundaryReviewItem = z.output<typeof boundaryReviewItemSchema>;
export type BoundaryRuleProblem = z.output<typeof boundaryRuleProblemSchema>;
export type BoundaryShare = z.output<typeof boundaryShareSchema>;
export type BoundaryShareCreated = z.output<typeof boundaryShareCreatedSchema>;
export type PortfolioMap = z.output<typeof portfolioMapSchema>;
export type PortfolioName = z.output<typeof portfolioNameSchema>;

/** The property ids of a portfolio map's markers, from its id steps. */
export function portfolioMapIds(map: Pick<PortfolioMap, 'idSteps'>): number[] {
  let id = 0;
  return map.idSteps.map((step) => (id += step));
}

export type Basemap = z.output<typeof basemapSchema>;
export type SharedBoundary = z.output<typeof sharedBoundarySchema>;
