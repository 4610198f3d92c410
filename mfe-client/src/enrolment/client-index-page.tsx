import { paths, type EnrolmentRow } from '@portal/shared-api';
import { INSCRIPTIONS_URLS } from '@portal/shared-api/client';
import { StatusTag, linkColumn, listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.list;

/** /Inscripcion/ClientIndex (spec §2): the client's own enrolments, each to its detail. */
export const ClientIndexPage = listScreen<EnrolmentRow>({
  title: T.title,
  url: INSCRIPTIONS_URLS.clientIndex,
  create: { entity: T.entity, to: paths.inscripcion() },
  columns: [
    { key: 'name', title: T.name, dataIndex: 'fullName', role: 'title', width: 200, ellipsis: true },
    { key: 'category', title: T.category, dataIndex: 'categoryName', width: 230, ellipsis: true },
    dateColumn('date', T.date, (e) => e.dateSolicited, { width: 140 }),
    { key: 'modality', title: T.modality, dataIndex: 'modality', width: 110 },
    { key: 'status', title: T.status, render: (_, e) => <StatusTag status={e.status} />, role: 'status', width: 120 },
    { key: 'days', title: T.days, dataIndex: 'duration', priority: 'secondary', align: 'right', width: 70 },
    linkColumn({ key: 'view', title: T.view, width: 64, to: (e) => paths.inscripcionClientDisplay(e.id), label: (e) => `${T.view} ${e.id}` }),
  ],
});
