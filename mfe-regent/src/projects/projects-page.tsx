import { Card, Space, Table } from 'antd';
import { Link } from 'react-router-dom';
import type { RegentProject } from '@portal/shared-api';
import { getProjects } from '@portal/shared-api/client';
import { AlertList, LIST_TEXTS, Loading, useLoad } from '@portal/shared-ui';
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
  const state = useLoad(getProjects, 'projects');
  return (
    <Card title={<h1 className="page-title">{T.title}</h1>}>
      <p>{T.intro}</p>
      <AlertList messages={state.errors} onClose={state.clearErrors} />
      {state.loading ? (
        <Loading />
      ) : (
        state.data && (
          <Table<RegentProject>
            rowKey="propertyID"
            dataSource={state.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            size="middle"
            locale={{ emptyText: LIST_TEXTS.empty }}
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
        )
      )}
    </Card>
  );
}
