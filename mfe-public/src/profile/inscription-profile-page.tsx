import { Link, useParams } from 'react-router-dom';
import { propertyProfilePath, type InscriptionProfile } from '@portal/shared-api';
import { certificateStatusUrl, getInscriptionProfile } from '@portal/shared-api/client';
import { formatDateTime, formatNumber, useLoad, useServedData } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { ProfileCard, ProfileFields, dateOrDash } from './profile-view';
import './profile.css';

const T = TEXTS.profile;
const F = T.fields;

/** /PerfilInscripcion/{id} (spec §2): the public profile of an enrolment and its certified properties. */
export function InscriptionProfilePage() {
  const { id = '' } = useParams();
  // arrives rendered by the server with its data (server.tsx); the browser then starts from the same data
  const state = useLoad(() => getInscriptionProfile(id), id, useServedData<InscriptionProfile>());
  return (
    <ProfileCard title={T.inscriptionTitle} state={state} status={(p) => p.inscriptionStatus} statusUrl={certificateStatusUrl('inscripcion', id)}>
      {(p) => (
        <>
          <ProfileFields
            fields={[
              [F.fullName, p.fullName],
              [F.identificationType, p.identificationType],
              [F.identification, p.identification],
              [F.category, `${p.categoryConsecutive} ${p.category}`],
              [F.inscriptionStatus, p.inscriptionStatus],
              [F.inscriptionType, p.inscriptionType],
              [F.inscriptionDate, formatDateTime(p.inscriptionDate)],
              [F.dateApproved, dateOrDash(p.dateApproved)],
              [F.validUntil, dateOrDash(p.validUntil)],
            ]}
          />
          <div className="profile-section">
            <h2>{T.properties}</h2>
            {p.properties.map((property) => (
              <article key={property.id} className="profile-section">
                <h3>
                  <Link to={propertyProfilePath(property.id)}>{property.fantasyName ?? property.sheetNumber ?? property.address}</Link>
                </h3>
                <ProfileFields
                  fields={[
                    [F.sheetNumber, property.sheetNumber],
                    [F.province, property.province],
                    [F.canton, property.canton],
                    [F.district, property.district],
                    [F.address, property.address],
                    [F.ownership, property.ownership],
                    [F.certificationArea, formatNumber(property.certificationArea)],
                    [F.volume, formatNumber(property.volume)],
                    [F.visitationAmount, property.visitationAmount],
                  ]}
                />
              </article>
            ))}
          </div>
        </>
      )}
    </ProfileCard>
  );
}
