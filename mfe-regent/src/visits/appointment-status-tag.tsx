import { APPOINTMENT_STATUS, type AppointmentStatus } from '@portal/shared-api';
import { PlainTag, type TagColor } from '@portal/shared-ui';

const COLOR: Record<AppointmentStatus, TagColor> = {
  [APPOINTMENT_STATUS.pending]: 'blue',
  [APPOINTMENT_STATUS.regentApproved]: 'cyan',
  [APPOINTMENT_STATUS.regentRejected]: 'volcano',
  [APPOINTMENT_STATUS.remediable]: 'orange',
  [APPOINTMENT_STATUS.approved]: 'green',
  [APPOINTMENT_STATUS.rejected]: 'red',
  [APPOINTMENT_STATUS.expired]: 'default',
};

/** An appointment status (spec §4) as a coloured tag. */
export const AppointmentStatusTag = ({ status }: { status: AppointmentStatus }) => <PlainTag color={COLOR[status]}>{status}</PlainTag>;
