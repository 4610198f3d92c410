import { Link, useParams } from 'react-router-dom';
import { paths, resultText, type PropertyProfile } from '@portal/shared-api';
import { certificatePdfUrl, certificateStatusUrl, getPropertyProfile } from '@portal/shared-api/client';
import { CERTIFICATE_TEXTS as C, formatColones, formatDateTime, formatNumber, useLoad, useServedData } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { ProfileBoundaryView } from './profile-boundary';
import { ProfileCard, ProfileFields, dateOrDash } from './profile-view';
import './profile.css';

const T = TEXTS.profile;
const F = T.fields;

/**
 * The certificate's lifecycle (beyond the spec): its status since when, what it means, and every change with its
 * public reason, newest first. A suspended, withdrawn or expired certificate stays visible, as in PEFC's registry.
 */
function CertificateSection({ certificate }: { certificate: PropertyProfile['certificate'] }) {
  return (
    <div className="profile-section">
      <h2 id="profile-certificate">{C.title}</h2>
      <p className={`profile-certificate profile-certificate--${certificate.status.toLowerCase()}`}>
        <strong>{C.since(certificate.status, formatDateTime(certificate.since))}</strong>. {C.meaning[certificate.status]}
      </p>
      <h3 className="profile-subtitle">{C.history}</h3>
      <ol className="profile-timeline" aria-label={C.history}>
        {[...certificate.history].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <strong>{event.status}</strong> · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            <br />
            {event.reason}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /PerfilPropiedad/{id} (spec §2, §3 Property profile): the public profile a property's QR code opens. */
export function PropertyProfilePage() {
  const { id = '' } = useParams();
  // arrives rendered by the server with its data (server.tsx); the browser then starts from the same data
  const state = useLoad(() => getPropertyProfile(id), id, useServedData<PropertyProfile>());
  return (
    <ProfileCard
      title={T.propertyTitle}
      state={state}
      status={(p) => p.inscriptionStatus}
      statusUrl={certificateStatusUrl('propiedad', id)}
      certificateUrl={certificatePdfUrl(id)}
    >
      {(p) => (
        <>
          <ProfileFields
            fields={[
              [F.fullName, p.fullName],
              [F.fantasyName, p.fantasyName],
              [F.sheetNumber, p.sheetNumber],
              [F.category, `${p.categoryConsecutive} ${p.category}`],
              [F.province, p.province],
              [F.canton, p.canton],
              [F.district, p.district],
              [F.address, p.address],
              [F.ownership, p.ownership],
              [F.certificationArea, formatNumber(p.certificationArea)],
              [F.volume, formatNumber(p.volume)],
              [F.dateApproved, dateOrDash(p.dateApproved)],
              [F.validUntil, dateOrDash(p.validUntil)],
              [F.visitationAmount, p.visitationAmount],
              [F.visitationCost, formatColones(p.visitationCost)],
              [F.inscriptionStatus, p.inscriptionStatus],
              [F.inscriptionType, p.inscriptionType],
              [F.inscriptionDate, formatDateTime(p.inscriptionDate)],
              [F.identificationType, p.identificationType],
              [F.identification, p.identification],
            ]}
          />
          <CertificateSection certificate={p.certificate} />
          <p className="profile-watch">
            <Link to={`${paths.alertas()}?certificados=${id}`}>{TEXTS.watch.fromProfile}</Link>
          </p>
          <ProfileBoundaryView boundary={p.boundary} name={p.fantasyName ?? p.sheetNumber ?? p.fullName} propertyId={id} />
          <div className="profile-section">
            <h2 id="profile-visits">{T.appointments}</h2>
            {p.appointments.length === 0 ? (
              <p>{T.noAppointments}</p>
            ) : (
              <table className="profile-visits" aria-labelledby="profile-visits">
                <thead>
                  <tr>
                    <th scope="col">{T.appointmentDate}</th>
                    <th scope="col">{T.appointmentResult}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.appointments.map((a, index) => (
                    <tr key={`${a.appointmentStart}-${index}`}>
                      <td>
                        <time dateTime={a.appointmentStart}>{formatDateTime(a.appointmentStart)}</time>
                      </td>
                      <td>{resultText(a)}</td>
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
