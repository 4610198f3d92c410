import { Link, useParams } from '@portal/shared-auth/router';
import { propertyProfilePath, type InscriptionProfile } from '@portal/shared-api';
import { certificateStatusUrl, getInscriptionProfile } from '@portal/shared-api/client';
import { formatDateTime, useLoad, useServedData } from '@portal/shared-ui';
import { PublicLanguage, usePublicTexts } from '../i18n/language';
import { ProfileCard, ProfileFields, dateOrDash } from './profile-view';
import './profile.css';

/** /PerfilInscripcion/{id} (spec §2): the public profile of an enrolment and its certified properties, in Spanish or English. */
export function InscriptionProfilePage() {
  return (
    <PublicLanguage>
      <InscriptionProfile />
    </PublicLanguage>
  );
}

function InscriptionProfile() {
  const { id = '' } = useParams();
  const { t, value, number } = usePublicTexts();
  const f = (field: string) => t(`fields.${field}`);
  // arrives rendered by the server with its data (server.tsx); the browser then starts from the same data
  const state = useLoad(() => getInscriptionProfile(id), id, useServedData<InscriptionProfile>());
  return (
    <ProfileCard title={t('inscriptionTitle')} state={state} status={(p) => p.inscriptionStatus} statusUrl={certificateStatusUrl('inscripcion', id)}>
      {(p) => (
        <>
          <ProfileFields
            fields={[
              [f('fullName'), p.fullName],
              [f('identificationType'), value(p.identificationType)],
              [f('identification'), p.identification],
              [f('category'), `${p.categoryConsecutive} ${p.category}`],
              [f('inscriptionStatus'), t(`certificate:profileStatus.${p.inscriptionStatus}`)],
              [f('inscriptionType'), value(p.inscriptionType)],
              [f('inscriptionDate'), formatDateTime(p.inscriptionDate)],
              [f('dateApproved'), dateOrDash(p.dateApproved)],
              [f('validUntil'), dateOrDash(p.validUntil)],
            ]}
          />
          <div className="profile-section">
            <h2>{t('properties')}</h2>
            {p.properties.map((property) => (
              <article key={property.id} className="profile-section">
                <h3>
                  <Link to={propertyProfilePath(property.id)}>{property.fantasyName ?? property.sheetNumber ?? property.address}</Link>
                </h3>
                <ProfileFields
                  fields={[
                    [f('sheetNumber'), property.sheetNumber],
                    [f('province'), property.province],
                    [f('canton'), property.canton],
                    [f('district'), property.district],
                    [f('address'), property.address],
                    [f('ownership'), value(property.ownership)],
                    [f('certificationArea'), number(property.certificationArea)],
                    [f('volume'), number(property.volume)],
                    [f('visitationAmount'), property.visitationAmount],
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
