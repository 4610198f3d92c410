import { inscriptionProfilePath } from '@portal/shared-api';
import { useParams } from '@portal/shared-auth/router';
import { getCertData, getProperty } from '@portal/shared-api/client';
import { ProfileQr, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { ProjectCard } from './project-card';
import '../regent.css';

const T = TEXTS.certification;

/** The certification data and, when it can be read, the property the QR file is named after (spec §9). */
const load = async (id: string) => {
  const [data, property] = await Promise.all([getCertData(id), getProperty(id).catch(() => null)]);
  return { data, name: property?.sheetNumber ?? property?.fantasyName ?? T.qrName(data.inscriptionId) };
};

/**
 * /DashboardRegent/DatosCertificacion/{id} (spec §2): whether the enrolment is active, the QR of its public
 * profile (/PerfilInscripcion/{inscriptionId}) and the visits done against the visits of the enrolment.
 */
export function CertificationDataPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => load(id), id);
  const cert = state.data?.data;
  return (
    <ProjectCard title={T.title} errors={state.errors} onCloseErrors={state.clearErrors} loading={state.loading}>
      {cert && state.data && (
        <div className="regent-certification">
          <div>
            <p>
              <span className="regent-label">{T.status}: </span>
              <span className={`regent-status regent-status--${cert.approved ? 'active' : 'inactive'}`}>{cert.approved ? T.active : T.inactive}</span>
            </p>
            <dl className="regent-stats">
              <div className="regent-stat">
                <dt>{T.visitsDone}</dt>
                <dd>{cert.visitsDone}</dd>
              </div>
              <div className="regent-stat">
                <dt>{T.visitationAmount}</dt>
                <dd>{cert.visitationAmount}</dd>
              </div>
            </dl>
          </div>
          <figure className="regent-qr">
            <ProfileQr path={inscriptionProfilePath(cert.inscriptionId)} name={state.data.name} />
            <figcaption>{T.profile}</figcaption>
          </figure>
        </div>
      )}
    </ProjectCard>
  );
}
