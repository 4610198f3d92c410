import type { Appointment } from '@portal/shared-api';
import { paths } from '@portal/shared-api';
import { APPOINTMENTS_URLS } from '@portal/shared-api/client';
import { dateColumn, linkColumn, listScreen } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.visits;

// a file of its own: the list does not load the review's form, dialog and photos
/** /Citas/CitasAdministrador (spec §2): 'Visitas Realizadas', the visits the regents reported. */
export const AdminVisitsPage = listScreen<Appointment>({
  title: T.title,
  url: APPOINTMENTS_URLS.admin,
  columns: [
    { key: 'sheet', title: T.sheetNumber, render: (_, a) => a.property.sheetNumber ?? a.property.fantasyName ?? '—', role: 'title', width: 130, ellipsis: true },
    { key: 'address', title: T.address, render: (_, a) => a.property.address, priority: 'secondary', width: 200, ellipsis: true },
    { key: 'owner', title: T.owner, render: (_, a) => a.customer.userFullName, width: 170, ellipsis: true },
    dateColumn('date', T.date, (a) => a.appointmentStart, { width: 140 }),
    { key: 'notes', title: T.notes, render: (_, a) => a.notes ?? '—', width: 200, ellipsis: true },
    { key: 'status', title: T.status, dataIndex: 'appointmentStatus', role: 'status', width: 160 },
    linkColumn({ key: 'open', title: T.open, width: 80, to: (a) => paths.citasAdmin(a.id), label: (a) => `${T.open} ${a.id}` }),
  ],
});
