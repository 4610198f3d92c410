import { paths, type RegentProject } from '@portal/shared-api';
import { PROJECTS_URLS } from '@portal/shared-api/client';
import { linkColumn, listScreen, placeOf } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import '../regent.css';

const T = TEXTS.projects;

/** The four screens of one project (spec §2 DashboardRegent), in the order the regent uses them, its boundary and its origin certificates. */
const PROJECT_LINKS = [
  { key: 'Informacion', to: paths.dashboardRegentInformacion, label: T.information },
  { key: 'DatosCertificacion', to: paths.dashboardRegentDatosCertificacion, label: T.certification },
  { key: 'Informes', to: paths.dashboardRegentInformes, label: T.reports },
  { key: 'InscripcionVisita', to: paths.dashboardRegentInscripcionVisita, label: T.registerVisit },
  // beyond the spec: the property's boundary, captured in the field
  { key: 'Limite', to: paths.dashboardRegentLimite, label: T.boundary },
  // beyond the spec: the origin certificates of the wood that leaves it
  { key: 'Origen', to: paths.dashboardRegentOrigen, label: T.origin },
] as const;

const farmOf = (p: RegentProject) => p.sheetNumber ?? String(p.propertyID);

/** /DashboardRegent "Mis Proyectos" (spec §2): the properties assigned to the regent, each with its four screens. */
export const ProjectsPage = listScreen<RegentProject>({
  title: T.title,
  intro: T.intro,
  url: PROJECTS_URLS.base,
  rowKey: (p) => p.propertyID,
  columns: [
    { key: 'sheetNumber', title: T.sheetNumber, render: (_, p) => p.sheetNumber ?? '—', role: 'title', width: 140 },
    {
      key: 'address',
      title: T.address,
      width: 160,
      render: (_, p) => (
        <>
          {p.address}
          <div className="regent-place">{placeOf(p)}</div>
        </>
      ),
    },
    { key: 'owner', title: T.owner, dataIndex: 'customer', width: 140, ellipsis: true },
    ...PROJECT_LINKS.map(({ key, to, label }) => linkColumn<RegentProject>({ key, title: label, width: 80, to: (p) => to(p.propertyID), label: (p) => T.linkOf(label, farmOf(p)) })),
  ],
});
