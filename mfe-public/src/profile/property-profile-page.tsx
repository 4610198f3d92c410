import { Link, useParams } from '@portal/shared-auth/router';
import { paths, resultText, type PropertyProfile } from '@portal/shared-api';
import { historyReason } from '@portal/shared-api/i18n';
import { certificatePdfUrl, certificateStatusUrl, getPropertyProfile } from '@portal/shared-api/client';
import { formatDateTime, useLoad, useServedData } from '@portal/shared-ui';
import { PublicLanguage, usePublicTexts, withLanguage } from '../i18n/language';
import { ProfileBoundaryView } from './profile-boundary';
import { ProfileCard, ProfileFields, dateOrDash } from './profile-view';
import './profile.css';

/**
 * The certificate's lifecycle (beyond the spec): its status since when, what it means, and every change with its
 * public reason, newest first. A suspended, withdrawn or expired certificate stays visible, as in PEFC's registry.
 */
function CertificateSection({ certificate }: { certificate: PropertyProfile['certificate'] }) {
  const { t, i18n } = usePublicTexts();
  return (
    <div className="profile-section">
      <h2 id="profile-certificate">{t('certificate:title')}</h2>
      <p className={`profile-certificate profile-certificate--${certificate.status.toLowerCase()}`}>
        <strong>{t('certificate:since', { status: t(`certificate:status.${certificate.status}`), date: formatDateTime(certificate.since) })}</strong>.{' '}
        {t(`certificate:meaning.${certificate.status}`)}
      </p>
      <h3 className="profile-subtitle">{t('certificate:history')}</h3>
      <ol className="profile-timeline" aria-label={t('certificate:history')}>
        {[...certificate.history].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <strong>{t(`certificate:status.${event.status}`)}</strong> · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            <br />
            {historyReason(i18n, event.reason)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /PerfilPropiedad/{id} (spec §2, §3 Property profile): the public profile a property's QR code opens, in Spanish or English. */
export function PropertyProfilePage() {
  return (
    <PublicLanguage>
      <PropertyProfile />
    </PublicLanguage>
  );
}

function PropertyProfile() {
  const { id = '' } = useParams();
  const { t, value, number, colones, language } = usePublicTexts();
  // arrives rendered by the server with its data (server.tsx); the browser then starts from the same data
  const state = useLoad(() => getPropertyProfile(id), id, useServedData<PropertyProfile>());
  const f = (field: string) => t(`fields.${field}`);
  return (
    <ProfileCard
      title={t('propertyTitle')}
      state={state}
      status={(p) => p.inscriptionStatus}
      statusUrl={certificateStatusUrl('propiedad', id)}
      certificateUrl={certificatePdfUrl(id)}
    >
      {(p) => (
        <>
          <ProfileFields
            fields={[
              [f('fullName'), p.fullName],
              [f('fantasyName'), p.fantasyName],
              [f('sheetNumber'), p.sheetNumber],
              [f('category'), `${p.categoryConsecutive} ${p.category}`],
              [f('province'), p.province],
              [f('canton'), p.canton],
              [f('district'), p.district],
              [f('address'), p.address],
              [f('ownership'), value(p.ownership)],
              [f('certificationArea'), number(p.certificationArea)],
              [f('volume'), number(p.volume)],
              // beyond the spec: what the certificate covers in wood, and what its origin certificates have left
              ...(p.certifiedVolume
                ? ([
                    [f('certifiedVolume'), `${number(p.certifiedVolume.authorised)} m³`],
                    [f('remainingVolume'), `${number(p.certifiedVolume.remaining)} m³`],
                  ] as const)
                : []),
              [f('dateApproved'), dateOrDash(p.dateApproved)],
              [f('validUntil'), dateOrDash(p.validUntil)],
              [f('visitationAmount'), p.visitationAmount],
              [f('visitationCost'), colones(p.visitationCost)],
              [f('inscriptionStatus'), t(`certificate:profileStatus.${p.inscriptionStatus}`)],
              [f('inscriptionType'), value(p.inscriptionType)],
              [f('inscriptionDate'), formatDateTime(p.inscriptionDate)],
              [f('identificationType'), value(p.identificationType)],
              [f('identification'), p.identification],
            ]}
          />
          <CertificateSection certificate={p.certificate} />
          <p className="profile-watch">
            <Link to={withLanguage(`${paths.alertas()}?certificados=${id}`, language)}>{t('watch')}</Link>
          </p>
          <ProfileBoundaryView boundary={p.boundary} name={p.fantasyName ?? p.sheetNumber ?? p.fullName} propertyId={id} />
          <div className="profile-section">
            <h2 id="profile-visits">{t('appointments')}</h2>
            {p.appointments.length === 0 ? (
              <p>{t('noAppointments')}</p>
            ) : (
              <table className="profile-visits" aria-labelledby="profile-visits">
                <thead>
                  <tr>
                    <th scope="col">{t('appointmentDate')}</th>
                    <th scope="col">{t('appointmentResult')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.appointments.map((a, index) => (
                    <tr key={`${a.appointmentStart}-${index}`}>
                      <td>
                        <time dateTime={a.appointmentStart}>{formatDateTime(a.appointmentStart)}</time>
                      </td>
                      <td>{resultText({ appointmentStatus: value(a.appointmentStatus), reportStatus: a.reportStatus && value(a.reportStatus) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
    </ProfileCard>
  );
}
