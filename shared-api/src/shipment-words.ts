import type { Texts } from './origin-words';

// What a shipment's buyer reads, without zod (the public page's bundle stays small): the HS headings, the messages the
// buyer may meet, and the words of `/Despacho/{code}` in Spanish and English (i18next namespace `shipment`).

/**
 * The headings of chapter 44 (wood) of the Harmonized System a shipment may declare, with their descriptions in
 * Spanish and English (the World Customs Organization's nomenclature, 2022 edition, shortened as customs forms do).
 */
export const HS_HEADINGS = [
  { code: '4403', es: 'Madera en bruto, incluso descortezada, desalburada o escuadrada', en: 'Wood in the rough, whether or not stripped of bark or sapwood, or roughly squared' },
  { code: '4406', es: 'Traviesas (durmientes) de madera para vías férreas o similares', en: 'Railway or tramway sleepers (cross-ties) of wood' },
  { code: '4407', es: 'Madera aserrada o desbastada longitudinalmente, cortada o desenrollada, de espesor superior a 6 mm', en: 'Wood sawn or chipped lengthwise, sliced or peeled, of a thickness exceeding 6 mm' },
  { code: '4408', es: 'Hojas para chapado y contrachapado, de espesor inferior o igual a 6 mm', en: 'Sheets for veneering and for plywood, of a thickness not exceeding 6 mm' },
  { code: '4409', es: 'Madera perfilada longitudinalmente (con lengüetas, ranuras, rebajes, molduras o similares) en cantos, caras o extremos', en: 'Wood continuously shaped (tongued, grooved, rebated, moulded or the like) along any of its edges, ends or faces' },
  { code: '4412', es: 'Madera contrachapada, madera chapada y madera estratificada similar', en: 'Plywood, veneered panels and similar laminated wood' },
  { code: '4415', es: 'Cajas, cajones, jaulas, tambores y envases similares; paletas y collarines de paletas, de madera', en: 'Packing cases, boxes, crates, drums and similar packings; pallets and pallet collars, of wood' },
  { code: '4418', es: 'Obras y piezas de carpintería para construcciones, de madera', en: "Builders' joinery and carpentry of wood" },
] as const;
export type HsHeading = (typeof HS_HEADINGS)[number]['code'];
export const HS_HEADING_CODES = HS_HEADINGS.map((heading) => heading.code) as [HsHeading, ...HsHeading[]];
export const hsHeadingOf = (code: string) => HS_HEADINGS.find((heading) => heading.code === code);

// the statement's numbers and the buyer's messages, in a module of their own: i18n.ts (which every public page loads)
// needs the messages, not this file's headings and page words
export { DDS_NUMBER_MAX, DDS_NUMBER_PATTERN, SHIPMENT_SHARED_MSG, SHIPMENT_SHARED_MSG_EN } from './shipment-messages';

export const SHIPMENT_ES = {
  page: {
    title: 'Despacho {{code}}',
    inForce: 'Al día: cada certificado de origen es válido y el certificado de cada propiedad está vigente.',
    notInForce: 'Atención: un certificado detrás de este despacho ya no está vigente. Vea cuál en la tabla.',
    checkedAt: 'Estados leídos el {{date}}',
    exporter: 'Exportador',
    buyer: 'Comprador',
    country: 'País del comprador',
    hsHeading: 'Partida arancelaria (SA)',
    description: 'Descripción de la mercancía',
    netMass: 'Masa neta',
    volume: 'Volumen del producto',
    inputVolume: 'Madera tomada de los certificados de origen',
    shippingDate: 'Fecha de embarque',
    origins: 'Certificados de origen',
    originNumber: 'Certificado de origen',
    property: 'Propiedad',
    originStatus: 'Estado',
    certificateStatus: 'Certificado de la propiedad (ahora)',
    species: 'Especies',
    taken: 'Volumen tomado',
    total: 'Total',
    dds: 'Declaración de diligencia debida (UE)',
    ddsReference: 'Número de referencia',
    ddsVerification: 'Número de verificación',
    ddsNone: 'Aún no se han registrado los números que el sistema de información de la UE dio a la declaración.',
    ddsHint: 'Si usted presentó la declaración, registre aquí sus números: el exportador y quien reciba la madera después los verán.',
    ddsSubmit: 'Guardar los números',
    ddsSaved: 'Los números de la declaración quedaron registrados.',
    builtOn: 'Declaraciones anteriores sobre la misma madera (declaraciones agrupadas)',
    builtOnItem: '{{code}}: referencia {{reference}}, verificación {{verification}}',
    summaryTitle: 'Revise los números',
    summaryProblemTitle: 'No se pudieron guardar los números',
    dossier: 'Descargar el expediente de diligencia debida (ZIP)',
    dossierHint: 'La declaración en JSON y XML para el sistema de la UE, los terrenos en GeoJSON, los certificados en PDF y un resumen de la evidencia.',
    shareUntil: 'Este enlace vale hasta el {{date}}.',
    closed: 'Este despacho es privado',
    closedHint: 'Solo se ve con el enlace que el exportador envía a su comprador. Si tenía un enlace, venció o fue revocado: pida uno nuevo al exportador.',
    kg: '{{value}} kg',
  },
};

export const SHIPMENT_EN: Texts<typeof SHIPMENT_ES> = {
  page: {
    title: 'Shipment {{code}}',
    inForce: 'Up to date: every certificate of origin is valid and every property certificate is in force.',
    notInForce: 'Warning: a certificate behind this shipment is no longer in force. See which one in the table.',
    checkedAt: 'Statuses read on {{date}}',
    exporter: 'Exporter',
    buyer: 'Buyer',
    country: "Buyer's country",
    hsHeading: 'HS heading',
    description: 'Description of the goods',
    netMass: 'Net mass',
    volume: 'Product volume',
    inputVolume: 'Wood drawn from the certificates of origin',
    shippingDate: 'Shipping date',
    origins: 'Certificates of origin',
    originNumber: 'Certificate of origin',
    property: 'Property',
    originStatus: 'Status',
    certificateStatus: 'Property certificate (now)',
    species: 'Species',
    taken: 'Volume drawn',
    total: 'Total',
    dds: 'Due diligence statement (EU)',
    ddsReference: 'Reference number',
    ddsVerification: 'Verification number',
    ddsNone: 'The numbers the EU information system gave the statement have not been recorded yet.',
    ddsHint: 'If you filed the statement, record its numbers here: the exporter and whoever receives the wood next will see them.',
    ddsSubmit: 'Save the numbers',
    ddsSaved: "The statement's numbers were recorded.",
    builtOn: 'Earlier statements on the same wood (grouped declarations)',
    builtOnItem: '{{code}}: reference {{reference}}, verification {{verification}}',
    summaryTitle: 'Check the numbers',
    summaryProblemTitle: 'The numbers could not be saved',
    dossier: 'Download the due diligence file (ZIP)',
    dossierHint: 'The statement as JSON and XML for the EU system, the plots as GeoJSON, the certificates as PDF and a summary of the evidence.',
    shareUntil: 'This link is valid until {{date}}.',
    closed: 'This shipment is private',
    closedHint: 'It is seen only with the link the exporter sends its buyer. If you had a link, it expired or was revoked: ask the exporter for a new one.',
    kg: '{{value}} kg',
  },
};

export const SHIPMENT_TEXTS_BY_LANGUAGE = { es: SHIPMENT_ES, en: SHIPMENT_EN } as const;
