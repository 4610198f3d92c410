import { z } from 'zod';
import { MSG } from './texts';
import { SERVICE_TIME_ZONE } from './dates';
import { multipartContract, type MultipartPayload } from './multipart';
import type { PriceRange } from './categories';
import type { changedSchema, enrolmentDetailSchema, enrolmentRowSchema } from './responses/inscriptions';

/** Tenure of a property (spec §3, §4): `Otro` turns the field into free text. */
export const TENURE = ['Propio', 'Alquilado', 'Prestado', 'Otro'] as const;
export type Tenure = (typeof TENURE)[number];

/** Enrolment states (spec §4). */
export const ENROLMENT_STATUS = ['Presentada', 'Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUS)[number];

/** Enrolment type (modality) from the category's `isGroup`. */
export const INSCRIPTION_TYPE = { individual: 'Individual', group: 'Grupal' } as const;
export type InscriptionType = (typeof INSCRIPTION_TYPE)[keyof typeof INSCRIPTION_TYPE];

const BORROWED = new Set(['Alquilado', 'Prestado']);

/** Spec §5 messages of the add-property modal, verbatim, and the enrolment's own. */
export const ENROLMENT_MSG = {
  addressMissing: 'La dirección no ha sido ingresada.',
  areaMissing: 'El área no ha sido ingresada',
  nameMissing: 'El nombre no ha sido ingresado',
  locationMissing: 'Los valores de la provincia, cantón y distrito no han sido ingresados correctamente',
  ownershipMissing: 'El dominio de la finca no ha sido ingresado',
  sheetNumberMissing: 'El número de finca no ha sido ingresado',
  volumeMissing: 'El volumen no ha sido ingresado',
  volumeOutOfRange: 'El volumen indicado no está dentro de ningún rango de precios de la categoría. Revise el dato o consulte con la administración.',
  powerOfAttorneyMissing: 'Debe adjuntar el poder o la autorización del dueño de la finca',
  powerOfAttorneyUnexpected: 'Se adjuntó un poder para una propiedad que no es alquilada ni prestada',
  fileUnexpected: 'Se adjuntó un documento que esta inscripción no pide. Recargue la página e intente de nuevo.',
  propertiesMissing: 'Debe agregar al menos una propiedad',
  groupMinimum: 'La inscripción grupal requiere al menos 3 propiedades',
  tooManyProperties: 'Una inscripción admite como máximo 100 propiedades y 100 propiedades adicionales',
  categoryMissing: 'Debe escoger una categoría de la lista hasta llegar a la última opción',
  categoryNotLeaf: 'La categoría escogida no es la última opción de su rama',
  octoberOnly: 'La inscripción en esta categoría solo está abierta durante el mes de octubre.',
  octoberBanner:
    'La inscripción en las categorías de industria de transformación primaria, comercio de madera aserrada y aprovechamiento grupal (3 o más inmuebles) solo se recibe durante el mes de octubre.',
  swornDeclarationMissing: 'Debe adjuntar la declaración jurada',
  secondSwornDeclarationMissing: 'Debe adjuntar la segunda declaración jurada (propiedades propias y arrendadas o prestadas)',
  identityImagesMissing: 'Debe adjuntar las imágenes de la identificación (frente y reverso)',
  legalCertificateMissing: 'Debe adjuntar la certificación de personería jurídica en formato .pdf',
  flexFileMissing: (name: string) => `Debe adjuntar el documento: ${name}`,
  priceChanged: 'El precio calculado no coincide con el de la categoría. Recargue la página e intente de nuevo.',
  notesRequired: 'Debe indicar las observaciones para el cliente',
  priceInvalid: 'El precio debe ser un monto mayor que cero',
  numberTooLarge: 'El valor indicado es demasiado grande',
  forbiddenTransition: (status: string) => `La inscripción está en estado ${status} y no admite esa acción`,
  concurrentChange: 'La inscripción fue modificada por otra persona. Recargue la página para ver su estado actual.',
} as const;

/** A message about one property of the enrolment, naming it (its commercial name or farm number). */
export const propertyMessage = (property: string, message: string) => `${property}: ${message}`;

/** Most properties (and most extra properties) one enrolment takes. */
export const MAX_ENROLLED_PROPERTIES = 100;

/** Fewest properties a group category's enrolment brings (ENROLMENT_MSG.groupMinimum says it). */
export const GROUP_MINIMUM_PROPERTIES = 3;

/** Whether an enrolment of a group category has too few properties; the browser and the API ask alike. */
export const groupTooSmall = (isGroup: boolean, propertyCount: number): boolean => isGroup && propertyCount < GROUP_MINIMUM_PROPERTIES;

/** Category codes (spec §5): 01 is farm based (farm number); 02 and 03 are commercial-name based. */
export const isFarmCategory = (code: string) => code.startsWith('01');
/** In category 01 the extra-properties table shows a timber-active column (spec §4). */
export const showsTimberColumn = (code: string) => code.startsWith('01');
/** A power-of-attorney file is asked for rented or borrowed properties (spec §4). */
export const needsPowerOfAttorney = (ownership: string) => BORROWED.has(ownership);

/**
 * A second sworn declaration appears when the properties mix own (Propio) and rented or borrowed
 * ones, for codes starting with 01 (spec §4).
 */
export function needsSecondDeclaration(code: string, ownerships: readonly string[]): boolean {
  return code.startsWith('01') && ownerships.includes('Propio') && ownerships.some((o) => BORROWED.has(o));
}

/** The sworn-declaration templates: for own properties, and for rented or borrowed ones (spec §4). */
export const TEMPLATE_KINDS = ['Propio', 'Ajeno'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Which sworn-declaration template to download: Propio, Ajeno, or both (spec §4). */
export function templateChoice(ownerships: readonly string[]): Array<'Propio' | 'Ajeno'> {
  const own = ownerships.some((o) => o === 'Propio');
  const other = ownerships.some((o) => o !== 'Propio');
  if (own && other) return ['Propio', 'Ajeno'];
  return other ? ['Ajeno'] : ['Propio'];
}

/** Enrolment total = Σ (anualityCost + visitationAmount × visitationCost) over the properties (spec §9). */
export const enrolmentTotal = (properties: ReadonlyArray<Pick<PriceRange, 'anualityCost' | 'visitationCost' | 'visitationAmount'>>): number =>
  properties.reduce((sum, p) => sum + p.anualityCost + p.visitationAmount * p.visitationCost, 0);

export { SERVICE_TIME_ZONE, formatDateTimeIn, serviceDay } from './dates';

/** Whether a day falls in the October window of the October-only categories (spec §9), Costa Rica time. */
export function isOctober(date: Date): boolean {
  const month = new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, month: 'numeric' }).format(date);
  return month === '10';
}

const text = () => z.string().trim();
const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });

/**
 * A property being enrolled (spec §3), as the add-property modal and the server check it. `code` is
 * the category's dotted code; `extraAreaAndPsa` its flag (spec §9).
 */
export function enrolledPropertySchema(code: string, extraAreaAndPsa: boolean) {
  const farm = isFarmCategory(code);
  return z
    .object({
      rowId: z.string().min(1).max(64),
      commercialName: text().max(200).optional(),
      sheetNumber: text().max(60).optional(),
      address: text().max(500).optional(),
      ownership: text().max(120).optional(),
      area: z.coerce.number().optional(),
      districtId: z.coerce.number().int().positive().optional(),
      volume: z.coerce.number().optional(),
      certificationArea: extraAreaAndPsa ? z.coerce.number().nonnegative().optional() : z.undefined().optional(),
      psaNumber: extraAreaAndPsa ? text().max(60).optional() : z.undefined().optional(),
    })
    .superRefine((p, ctx) => {
      const need = (ok: boolean, path: string, message: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      need(!!p.address, 'address', ENROLMENT_MSG.addressMissing);
      need(p.area !== undefined && Number.isFinite(p.area) && p.area > 0, 'area', ENROLMENT_MSG.areaMissing);
      need(!!p.commercialName || farm, 'commercialName', ENROLMENT_MSG.nameMissing);
      need(!!p.districtId, 'districtId', ENROLMENT_MSG.locationMissing);
      need(!!p.ownership, 'ownership', ENROLMENT_MSG.ownershipMissing);
      need(!farm || !!p.sheetNumber, 'sheetNumber', ENROLMENT_MSG.sheetNumberMissing);
      need(p.volume !== undefined && Number.isFinite(p.volume) && p.volume > 0, 'volume', ENROLMENT_MSG.volumeMissing);
    });
}
export type EnrolledPropertyInput = z.input<ReturnType<typeof enrolledPropertySchema>>;
export type EnrolledProperty = z.output<ReturnType<typeof enrolledPropertySchema>>;

/** An extra (unregistered) property (spec §3). */
export const extraPropertySchema = z.object({
  rowId: z.string().min(1).max(64),
  name: text().min(1, { error: ENROLMENT_MSG.nameMissing }).max(200),
  districtId: z.coerce.number({ error: ENROLMENT_MSG.locationMissing }).int().positive({ error: ENROLMENT_MSG.locationMissing }),
  address: text().min(1, { error: ENROLMENT_MSG.addressMissing }).max(500),
  timber: z.coerce.boolean().default(false),
});
export type ExtraPropertyInput = z.input<typeof extraPropertySchema>;

/** The text fields of the enrolment submission (spec §3); files travel beside them in the multipart body. */
export const enrolmentFieldsSchema = z.object({
  categoryId: z.coerce.number({ error: ENROLMENT_MSG.categoryMissing }).int().positive({ error: ENROLMENT_MSG.categoryMissing }),
  identificationTypeId: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: MSG.identificationTypeInvalid })),
  fullName: required().max(200),
  identification: required().max(40),
  legalName: text().max(200).optional(),
  businessIdentification: text().max(40).optional(),
  districtId: z.coerce.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required }),
  address: required().max(500),
  emailAddress: required().pipe(z.email({ error: MSG.emailInvalid })),
  phoneNumber: required(),
  /** The total the browser showed; the server recomputes it and refuses a mismatch. */
  finalPrice: z.coerce.number().nonnegative(),
});
export type EnrolmentFields = z.input<typeof enrolmentFieldsSchema>;

/** Multipart file fields of the submission; a rented/borrowed property's power file is `power_<rowId>`. */
export const ENROLMENT_FILE_FIELDS = {
  identifierFront: 'image',
  identifierBack: 'image',
  legalIdentifierFront: 'certificate',
  swornDeclaration: 'document',
  secondSwornDeclaration: 'document',
  flexFile1: 'document',
  flexFile2: 'document',
  flexFile3: 'document',
  flexFile4: 'document',
  flexFile5: 'document',
} as const;
export const powerFieldName = (rowId: string) => `power_${rowId}`;
export type EnrolmentFileField = keyof typeof ENROLMENT_FILE_FIELDS;

/** POST inscriptions (multipart, spec §3 Enrolment submission), as the form hands it over. */
export interface EnrolmentSubmission {
  /**
   * The text fields. `provinceId`, `cantonId` and `userEmail` travel as the spec lists them; the server
   * takes the place from the district and the client from the session.
   */
  fields: EnrolmentFields & { provinceId?: number; cantonId?: number; userEmail?: string };
  /** The category's flexible files, whose names travel as `flexFileName1..5`. */
  flexFiles: ReadonlyArray<{ index: number; name: string }>;
  properties: readonly EnrolledPropertyInput[];
  extraProperties: readonly ExtraPropertyInput[];
  files: Partial<Record<EnrolmentFileField, File>>;
  /** The power of attorney of each rented or lent property, by the property's `rowId`. */
  powers: Readonly<Record<string, File>>;
}

/** The multipart body of an enrolment: the text fields, the properties as JSON, then every file. */
export function encodeEnrolment({ fields, flexFiles, properties, extraProperties, files, powers }: EnrolmentSubmission): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(name, String(value));
  for (const { index, name } of flexFiles) form.set(`flexFileName${index}`, name);
  form.set('properties', JSON.stringify(properties));
  form.set('extraProperties', JSON.stringify(extraProperties));
  for (const [name, file] of Object.entries(files)) if (file) form.set(name, file, file.name);
  for (const [rowId, file] of Object.entries(powers)) form.set(powerFieldName(rowId), file, file.name);
  return form;
}

/** Admin actions per status (spec §4 table). */
export type EnrolmentAction = 'sendforpay' | 'remediate' | 'reject' | 'accept';
export const ENROLMENT_ACTIONS: Record<EnrolmentStatus, readonly EnrolmentAction[]> = {
  Presentada: ['sendforpay', 'remediate', 'reject'],
  Subsanada: ['sendforpay', 'reject'],
  Subsanar: ['reject'],
  Pagar: [],
  Pagada: ['accept', 'reject'],
  Aceptada: [],
  Rechazada: [],
};
/** Where each admin action leads. */
export const ACTION_TARGET: Record<EnrolmentAction, EnrolmentStatus> = {
  sendforpay: 'Pagar',
  remediate: 'Subsanar',
  reject: 'Rechazada',
  accept: 'Aceptada',
};

/** The admin lists of spec §2 and the statuses each shows. */
export const ADMIN_LISTS = {
  adminindex: ['Presentada'],
  adminindexpayable: ['Pagar'],
  adminindexpayed: ['Pagada'],
  adminindexremediate: ['Subsanar'],
  adminindexremediated: ['Subsanada'],
  adminindexaccepted: ['Aceptada'],
  adminindexrejected: ['Rechazada'],
} as const satisfies Record<string, readonly EnrolmentStatus[]>;
export type AdminList = keyof typeof ADMIN_LISTS;

/** Body of the admin actions (spec §7): notes, and the new price for a payment request. */
export const enrolmentActionSchema = z.object({
  notes: text().max(2000).optional(),
  version: z.coerce.number().int().positive().optional(),
});
export const sendForPaySchema = enrolmentActionSchema.extend({
  price: z.coerce.number({ error: ENROLMENT_MSG.priceInvalid }).positive({ error: ENROLMENT_MSG.priceInvalid }),
});

/**
 * The client's uploads (multipart: notes, the version read and the step's file): the remediation file in
 * Subsanar (→ Subsanada), the voucher in Pagar (→ Pagada).
 */
export const CLIENT_UPLOADS = {
  remediateback: {
    from: 'Subsanar',
    to: 'Subsanada',
    field: 'remediationFile',
    upload: multipartContract(enrolmentActionSchema, { remediationFile: { kind: 'remediation', required: true } }),
  },
  pay: {
    from: 'Pagar',
    to: 'Pagada',
    field: 'paymentVoucher',
    upload: multipartContract(enrolmentActionSchema, { paymentVoucher: { kind: 'enrolmentVoucher', required: true } }),
  },
} as const;
export type ClientStep = keyof typeof CLIENT_UPLOADS;
/** What the client sends for a step: notes, the version read and the step's file. */
export type ClientStepUpload<S extends ClientStep> = MultipartPayload<(typeof CLIENT_UPLOADS)[S]['upload']>;

/** Enrolment list row (spec §3); `duration` is the days since it was entered. */
export type EnrolmentRow = z.output<typeof enrolmentRowSchema>;
/** Enrolment detail (spec §3), with what the caller may do now, its history and its version. */
export type EnrolmentDetail = z.output<typeof enrolmentDetailSchema>;
export type EnrolmentTransition = EnrolmentDetail['history'][number];
/** The answer of an enrolment's step: its new status and version. */
export type EnrolmentChange = z.output<typeof changedSchema>;
