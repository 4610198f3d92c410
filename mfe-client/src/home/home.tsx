import { Link } from '@portal/shared-auth/router';
import { CLIENT_ACTION_STEPS, paths, type ClientHome, type ClientHomeEnrolment } from '@portal/shared-api';
import { getClientHome } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { HomeCard, RoleHome, formatColones, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './home.css';

const T = TEXTS.home;

/** What the enrolment needs now, in words (spec §4): the payment step names the amount. */
function nextStepText({ nextStep, price }: ClientHomeEnrolment): string {
  return nextStep === 'uploadVoucher' ? T.steps.uploadVoucher(formatColones(price)) : T.steps[nextStep];
}

function Enrolments({ enrolments }: { enrolments: ClientHome['enrolments'] }) {
  if (enrolments.total === 0) return <p>{T.noEnrolments}</p>;
  return (
    <>
      <ul className="queue-rows">
        {enrolments.items.map((item) => (
          <li key={item.id} className={CLIENT_ACTION_STEPS.includes(item.nextStep) ? 'queue-rows__item--action' : undefined}>
            <div className="queue-rows__head">
              <Link to={paths.inscripcionClientDisplay(item.id)}>{T.enrolmentName(item.id, item.property, item.propertyCount)}</Link>
              <span className="queue-status">{item.status}</span>
            </div>
            <span className="queue-rows__meta">{T.submitted(item.category, formatDateTime(item.dateSolicited))}</span>
            <p className="queue-rows__step">
              <strong>{T.nextStep}</strong> {nextStepText(item)}
            </p>
          </li>
        ))}
      </ul>
      {enrolments.total > enrolments.items.length && <Link to={paths.inscripcionClientIndex()}>{T.allEnrolments(enrolments.total)}</Link>}
    </>
  );
}

function Certified({ certified }: { certified: ClientHome['certified'] }) {
  if (certified.properties === 0) return <p>{T.noCertified}</p>;
  return (
    <>
      <p>{T.certifiedSummary(certified.properties, certified.visitsLeft)}</p>
      <ul className="queue-rows">
        {certified.items.map((property) => (
          <li key={property.id} className="queue-rows__head">
            <span>
              <strong>{property.name}</strong>
              <span className="queue-rows__meta">{T.visitsLeft(property.visitsLeft)}</span>
            </span>
            {property.visitsLeft > 0 ? (
              <Link to={paths.propiedadesCrearCitaPropiedad(property.id)} aria-label={T.bookVisit(property.name)}>
                {T.book}
              </Link>
            ) : (
              <Link to={paths.propiedadesComprarVisitas(property.id)} aria-label={T.buyVisits(property.name)}>
                {T.buy}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Link to={paths.propiedadesMisPropiedadesAceptadas()}>{T.allCertified}</Link>
    </>
  );
}

/** The client's home (spec §2): each enrolment with the one step it needs, and the certified properties' visits. */
export function Home() {
  const { userName } = useSession();
  return (
    <RoleHome
      className="client-home"
      title={T.title(userName ?? '')}
      intro={T.intro}
      heroAction={
        <Link to={paths.inscripcion()} className="btn btn-primary client-home__new">
          {T.newEnrolment}
        </Link>
      }
      load={getClientHome}
      loadKey="client-home"
    >
      {(data) => (
        <div className="home-cards">
          <HomeCard id="client-home-enrolments" title={T.enrolments}>
            <Enrolments enrolments={data.enrolments} />
          </HomeCard>
          <HomeCard id="client-home-certified" title={T.certified}>
            <Certified certified={data.certified} />
          </HomeCard>
        </div>
      )}
    </RoleHome>
  );
}
