import { CERTIFICATE_STATUS, ORIGIN_STATUS, formatVolume, type Shipment, type ShipmentHolding } from '@portal/shared-api';
import { TEXTS } from '../texts';

const T = TEXTS.shipments;

/** Whether every origin certificate behind a shipment is valid and every property's certificate Vigente now. */
export const allInForce = (shipment: Pick<Shipment, 'lines'>): boolean =>
  shipment.lines.every((line) => line.originStatus === ORIGIN_STATUS.valid && line.certificateStatus === CERTIFICATE_STATUS.valid);

/** An origin certificate the client may draw from, as a choice: which, of what property, its species, what remains, and who transferred it. */
export const holdingLabel = (holding: ShipmentHolding) =>
  [T.holding(holding.originNumber, holding.propertyName, holding.species.map((each) => each.commonName).join(', '), formatVolume(holding.remaining)), holding.receivedFrom && T.receivedFrom(holding.receivedFrom)]
    .filter(Boolean)
    .join(' · ');
