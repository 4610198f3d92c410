import { useParams } from '@portal/shared-auth/router';
import type { Report } from '@portal/shared-api';
import { getProjectReports } from '@portal/shared-api/client';
import { FileLinkView, LIST_TEXTS, ListTable, useFormAlert, useLoad, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { ProjectCard } from './project-card';
import '../regent.css';

const T = TEXTS.reports;

/** /DashboardRegent/Informes/{id} (spec §2, §3 Report): the regent's reports for the property, files downloaded with the token. */
export function ProjectReportsPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getProjectReports(id), id);
  const download = useFormAlert();
  return (
    <ProjectCard
      title={T.title}
      errors={[...state.errors, ...download.messages]}
      onCloseErrors={() => {
        state.clearErrors();
        download.clear();
      }}
      loading={state.loading}
    >
      {state.data && (
        <ListTable<Report>
          rowKey={(r) => r.id}
          rows={state.data}
          label={T.title}
          emptyText={LIST_TEXTS.empty}
          columns={[
            dateColumn('date', T.date, (r) => r.dateCreated, { role: 'title', width: 150 }),
            { key: 'type', title: T.type, dataIndex: 'status', width: 170 },
            { key: 'notes', title: T.notes, render: (_, r) => r.notes ?? '—', width: 280 },
            {
              key: 'files',
              title: T.files,
              width: 260,
              render: (_, r) => (
                <ul className="regent-files">
                  {r.multipleReports.map((file) => (
                    <li key={file.url}>
                      <FileLinkView file={file} label={T.file} onError={download.show} />
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </ProjectCard>
  );
}
