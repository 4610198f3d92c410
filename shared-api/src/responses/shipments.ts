import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../certificate-lifecycle';
import { ORIGIN_STATUSES } from '../origin';
import { HS_HEADING_CODES, TRANSFER_STATUSES } from '../shipments';
import { isoDate } from './common';
import { originSpeciesSchema } from './origin';

const volume = z.number().meta({ description: 'Metros cúbicos (m³), con 3 decimales como máximo' });

/** One origin certificate of a shipment and the volume of wood it gives. */
export const shipmentOriginSchema = z
  .object({
    originNumber: z.string(),
    originStatus: z.enum(ORIGIN_STATUSES).meta({ description: 'El estado del certificado de origen ahora' }),
    propertyId: z.number().int(),
    propertyName: z.string(),
    certificateStatus: z.enum(CERTIFICATE_STATUSES).meta({ description: 'El estado del certificado de la propiedad ahora' }),
    species: z.array(originSpeciesSchema),
    volume: volume.meta({ description: 'El volumen tomado de este certificado de origen (m³)' }),
  })
  .meta({ id: 'ShipmentLine' });

/** A shipment as its client and the administrators read it. */
export const shipmentSchema = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'DE-AAAA-NNNNNN: nunca se reutiliza' }),
    clientId: z.number().int(),
    clientName: z.string(),
    buyerName: z.string(),
    buyerCountry: z.string().meta({ description: 'ISO 3166-1 alfa-2' }),
    buyerCountryName: z.string(),
    buyerEmail: z.string(),
    activity: z.literal('EXPORT'),
    hsHeading: z.enum(HS_HEADING_CODES),
    hsDescription: z.string().meta({ description: 'La descripción de la partida en español' }),
    description: z.string(),
    netMassKg: z.number(),
    volume: volume.meta({ description: 'El volumen del producto despachado (m³)' }),
    inputVolume: volume.meta({ description: 'La suma de lo tomado de sus certificados de origen (m³)' }),
    shippingDate: z.string().meta({ description: 'Fecha de embarque AAAA-MM-DD' }),
    ddsReference: z.string().nullable(),
    ddsVerification: z.string().nullable(),
    createdAt: isoDate,
    lines: z.array(shipmentOriginSchema),
    builtOn: z
      .array(z.object({ code: z.string(), reference: z.string(), verification: z.string() }))
      .meta({ description: 'Las declaraciones anteriores sobre los mismos certificados de origen, con sus números (declaraciones agrupadas)' }),
    ddsJson: z.string().meta({ description: 'Ruta de los datos de la declaración de diligencia debida (JSON)' }),
  })
  .meta({ id: 'Shipment' });

/**
 * A shipment as its buyer reads it through the client's share link (`/Despacho/{code}`): what was shipped, each
 * origin certificate with its status and its property's certificate **now**, and the statement's numbers once known.
 * Never the buyer's e-mail.
 */
export const shipmentPublicSchema = shipmentSchema
  .pick({ code: true, buyerName: true, buyerCountry: true, hsHeading: true, description: true, netMassKg: true, volume: true, inputVolume: true, shippingDate: true, ddsReference: true, ddsVerification: true, builtOn: true })
  .extend({
    exporterName: z.string().meta({ description: 'El cliente que despacha' }),
    inForce: z.boolean().meta({ description: 'Si cada certificado de origen es válido y el certificado de su propiedad está vigente ahora' }),
    lines: z.array(
      shipmentOriginSchema.extend({
        originPage: z.string().meta({ description: 'La página pública del certificado de origen' }),
        propertyProfile: z.string().meta({ description: 'El perfil público de la propiedad' }),
      }),
    ),
    shareExpiresAt: isoDate.meta({ description: 'Hasta cuándo vale el enlace' }),
    dossier: z.string().meta({ description: 'Ruta del expediente de diligencia debida (ZIP) con el mismo enlace' }),
    checkedAt: isoDate,
  })
  .meta({ id: 'ShipmentPublic' });

/** An origin certificate the client may ship from, with what remains of it. */
export const shipmentHoldingSchema = z
  .object({
    originNumber: z.string(),
    propertyId: z.number().int(),
    propertyName: z.string(),
    certificateStatus: z.enum(CERTIFICATE_STATUSES),
    validUntil: isoDate.nullable(),
    species: z.array(originSpeciesSchema),
    issuedAt: isoDate,
    volume: volume.meta({ description: 'Su volumen emitido (m³)' }),
    remaining: volume.meta({ description: 'Lo que le queda al cliente por despachar o transferir (m³)' }),
    receivedFrom: z.string().nullable().meta({ description: 'Quien se lo transfirió; null si es de una propiedad del cliente' }),
  })
  .meta({ id: 'ShipmentHolding' });

/** A transfer of an origin certificate's volume from its holder to a certified sawmill or timber depot. */
export const originTransferSchema = z
  .object({
    id: z.number().int(),
    originNumber: z.string(),
    originStatus: z.enum(ORIGIN_STATUSES),
    propertyName: z.string().meta({ description: 'La propiedad de la que salió la madera' }),
    species: z.array(originSpeciesSchema),
    senderId: z.number().int(),
    senderName: z.string(),
    receiverId: z.number().int(),
    receiverName: z.string(),
    receiverPropertyId: z.number().int(),
    receiverPropertyName: z.string().meta({ description: 'El aserradero o depósito certificado que recibe' }),
    volume,
    reference: z.string().nullable().meta({ description: 'Factura o guía de transporte' }),
    status: z.enum(TRANSFER_STATUSES),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
    decidedByName: z.string().nullable(),
    incoming: z.boolean().meta({ description: 'Si el cliente que la lee es quien la recibe' }),
  })
  .meta({ id: 'OriginTransfer' });

/** A certified sawmill or timber depot that may receive origin certificates. */
export const transferReceiverSchema = z
  .object({
    propertyId: z.number().int(),
    name: z.string().meta({ description: 'El nombre del establecimiento y su titular' }),
    category: z.string(),
  })
  .meta({ id: 'TransferReceiver' });

const speciesInfo = z.object({ scientificName: z.string(), commonName: z.string() });
const producer = z.object({
  position: z.number().int(),
  country: z.string().meta({ description: 'ISO 3166-1 alfa-2 del país de producción' }),
  name: z.string().max(500),
  geometryGeojson: z.string().meta({ description: 'La geometría GeoJSON de la parcela (reglas de la UE de 2026), en base64' }),
});

/**
 * The due diligence statement's data as the Commission's V3 schema (SubmitDdsRequest, release 8.2.1) names them: one
 * commodity per shipment, one producer per plot.
 */
export const ddsStatementSchema = z
  .object({
    operatorRole: z.literal('OPERATOR'),
    statement: z.object({
      internalReferenceNumber: z.string().max(50),
      activityType: z.literal('IMPORT'),
      countryOfActivity: z.string().optional().meta({ description: 'El Estado miembro del comprador; ausente fuera de la UE' }),
      comment: z.string().max(2000),
      commodities: z.array(
        z.object({
          position: z.number().int(),
          descriptors: z.object({
            descriptionOfGoods: z.string().max(150),
            goodsMeasure: z.object({ netWeight: z.number(), supplementaryUnit: z.number(), supplementaryUnitQualifier: z.literal('MTQ') }),
          }),
          hsHeading: z.string(),
          speciesInfo: z.array(speciesInfo),
          producers: z.array(producer),
        }),
      ),
      geoLocationConfidential: z.boolean(),
      groupedDeclarations: z
        .array(z.object({ groupedDeclaration: z.string().max(14) }))
        .optional()
        .meta({ description: 'Las declaraciones anteriores sobre la misma madera (su número de referencia); ausente si no hay' }),
    }),
  })
  .meta({ id: 'DdsStatement' });
