import { Descriptions } from 'antd';
import { useParams } from 'react-router-dom';
import { getProjectInformation } from '@portal/shared-api/client';
import { useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { ProjectCard } from './project-card';

const T = TEXTS.information;

/** /DashboardRegent/Informacion/{id} (spec §2): who owns the property and in which category it is enrolled. */
export function ProjectInformationPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getProjectInformation(id), id);
  const info = state.data;
  return (
    <ProjectCard title={T.title} errors={state.errors} onCloseErrors={state.clearErrors} loading={state.loading}>
      {info && (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'type', label: T.identificationType, children: info.identificationType },
            { key: 'identification', label: T.identification, children: info.identification },
            { key: 'name', label: T.customerName, children: info.customerName },
            { key: 'category', label: T.category, children: info.category },
          ]}
        />
      )}
    </ProjectCard>
  );
}
