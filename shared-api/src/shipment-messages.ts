// The numbers of a filed EU statement and the messages a shipment's buyer may meet through a share link, in Spanish
// and English, without zod or the shipment's page words (i18n.ts adds the English ones to every public page).

/**
 * The numbers the EU information system gives a filed statement: its reference number (14 characters, such as
 * 25FRXVV3VOS4Q2) and its verification number; the importer and every trader after it quote both.
 */
export const DDS_NUMBER_MAX = 14;
export const DDS_NUMBER_PATTERN = /^[A-Z0-9]+$/;

/** The lines of a shipment the buyer may meet through a share link (SHIPMENT_MSG has them too). */
export const SHIPMENT_SHARED_MSG = {
  ddsReference: `Escriba el número de referencia que dio el sistema de información de la UE: letras y cifras, ${DDS_NUMBER_MAX} como máximo.`,
  ddsVerification: `Escriba el número de verificación que dio el sistema de información de la UE: letras y cifras, ${DDS_NUMBER_MAX} como máximo.`,
  shareClosed: 'Este enlace del despacho no es válido: venció, o quien lo envió lo revocó. Pida un enlace nuevo al exportador.',
} as const;

/** The same lines in English, for the buyer's page read in English (messageIn, i18n.ts). */
export const SHIPMENT_SHARED_MSG_EN: Record<string, string> = {
  [SHIPMENT_SHARED_MSG.ddsReference]: `Write the reference number the EU information system gave: letters and digits, ${DDS_NUMBER_MAX} at most.`,
  [SHIPMENT_SHARED_MSG.ddsVerification]: `Write the verification number the EU information system gave: letters and digits, ${DDS_NUMBER_MAX} at most.`,
  [SHIPMENT_SHARED_MSG.shareClosed]: 'This shipment link is not valid: it expired, or whoever sent it revoked it. Ask the exporter for a new link.',
};
