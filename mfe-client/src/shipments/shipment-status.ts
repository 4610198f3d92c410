import { CERTIFICATE_STATUS, ORIGIN_STATUS, type Shipment } from '@portal/shared-api';

/** Whether every origin certificate behind a shipment is valid and every property's certificate Vigente now. */
export const allInForce = (shipment: Pick<Shipment, 'lines'>): boolean =>
  shipment.lines.every((line) => line.originStatus === ORIGIN_STATUS.valid && line.certificateStatus === CERTIFICATE_STATUS.valid);
