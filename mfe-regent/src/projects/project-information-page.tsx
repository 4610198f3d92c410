import { useParams } from '@portal/shared-auth/router';
import { getProjectInformation } from '@portal/shared-api/client';
import { FactList, useLoad } from '@portal/shared-ui';
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
        <FactList
          labels={T}
          values={{ identificationType: info.identificationType, identification: info.identification, customerName: info.customerName, category: info.category }}
        />
      )}
    </ProjectCard>
  );
}
