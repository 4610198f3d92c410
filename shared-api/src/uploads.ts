/**
 * Allowed upload types per purpose (spec §5), checked in the browser (the input's `accept`) and on
 * the server (extension and content).
 */
export const UPLOAD_TYPES = {
  document: ['.doc', '.docx', '.xlsx', '.xls', '.pdf'],
  image: ['.jpg', '.jpeg', '.png'],
  powerOfAttorney: ['.pdf', '.jpg', '.png', '.jpeg'],
  report: ['.pdf', '.doc', '.docx', '.xls', '.xlsx'],
  enrolmentVoucher: ['.pdf', '.jpg', '.jpeg'],
  voucher: ['.pdf', '.jpg', '.jpeg', '.png'],
  remediation: ['.pdf', '.jpg', '.jpeg', '.doc', '.docx', '.xls', '.xlsx'],
  visitPurchase: ['.jpeg', '.jpg', '.png'],
  certificate: ['.pdf'],
  /** A photo the regent takes in the app on the visit (reduced to JPEG on the device). */
  photo: ['.jpg', '.jpeg', '.png'],
} as const satisfies Record<string, readonly string[]>;

export type UploadKind = keyof typeof UPLOAD_TYPES;

/** Largest accepted file, per file. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The `accept` attribute of a file input for a purpose. */
export const acceptOf = (kind: UploadKind): string => UPLOAD_TYPES[kind].join(',');

/** The lower-case extension of a file name, with its dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

export const hasAllowedType = (fileName: string, kind: UploadKind): boolean =>
  (UPLOAD_TYPES[kind] as readonly string[]).includes(extensionOf(fileName));

export const UPLOAD_MSG = {
  fileRequired: 'Debe adjuntar un archivo',
  fileType: (kind: UploadKind) => `El archivo debe ser de tipo ${UPLOAD_TYPES[kind].join(' ')}`,
  fileContent: 'El contenido del archivo no corresponde a su tipo',
  fileTooLarge: `El archivo excede el tamaño máximo permitido de ${MAX_UPLOAD_MB} MB`,
  tooManyFiles: 'Se adjuntaron demasiados archivos',
} as const;
