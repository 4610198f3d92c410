import { Space } from 'antd';
import { Link } from 'react-router-dom';
import type { RegentProject } from '@portal/shared-api';
import { VISIT_URLS } from '@portal/shared-api/client';
import { PagedList } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.projects;

/** The four screens of one project (spec §2 DashboardRegent), in the order the regent uses them. */
const PROJECT_LINKS = [
  { segment: 'Informacion', label: T.information },
  { segment: 'DatosCertificacion', label: T.certification },
  { segment: 'Informes', label: T.reports },
  { segment: 'InscripcionVisita', label: T.registerVisit },
] as const;

const farmOf = (p: RegentProject) => p.sheetNumber ?? String(p.propertyID);

/** /DashboardRegent "Mis Proyectos" (spec §2): the properties assigned to the regent, each with its four screens. */
export function ProjectsPage() {
  return (
    <PagedList<RegentProject>
      title={T.title}
      intro={T.intro}
      url={VISIT_URLS.projects}
      rowKey={(p) => p.propertyID}
      columns={[
        { key: 'sheetNumber', title: T.sheetNumber, render: (_, p) => p.sheetNumber ?? '—' },
        {
          key: 'address',
          title: T.address,
          render: (_, p) => (
            <>
              {p.address}
              <div className="regent-place">{`${p.district}, ${p.canton}, ${p.province}`}</div>
            </>
          ),
        },
        { key: 'owner', title: T.owner, dataIndex: 'customer' },
        {
          key: 'actions',
          title: T.actions,
          render: (_, p) => (
            <Space wrap size="middle">
              {PROJECT_LINKS.map(({ segment, label }) => (
                <Link key={segment} to={`/DashboardRegent/${segment}/${p.propertyID}`} aria-label={T.linkOf(label, farmOf(p))}>
                  {label}
                </Link>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
