import { Link } from 'react-router-dom';
import type { RegentHome } from '@portal/shared-api';
import { getRegentHome } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { PlainAlert, PlainLoading, QueueLinks, formatDateTime, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './home.css';
import { paths } from '@portal/shared-api';

const T = TEXTS.home;

function Reports({ reports }: { reports: RegentHome['latestReports'] }) {
  if (reports.length === 0) return <p>{T.noReports}</p>;
  return (
    <ul className="queue-rows">
      {reports.map((report) => (
        <li key={report.appointmentId}>
          <Link to={paths.citasId(report.appointmentId)}>{report.property}</Link>
          <span className="queue-rows__meta">{T.report(report.reportType, report.status)}</span>
          <time dateTime={report.filedAt}>{formatDateTime(report.filedAt)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The regent's home (spec §2): the visits waiting for a report, the projects and the last reports filed. */
export function Home() {
  const { userName } = useSession();
  const { data, loading, errors, clearErrors } = useLoad(getRegentHome, 'regent-home');
  return (
    <div className="regent-home">
      <section className="home-hero">
        <h1>{T.title(userName ?? '')}</h1>
        <p>{T.intro}</p>
      </section>
      <PlainAlert messages={errors} onClose={clearErrors} />
      {loading && <PlainLoading />}
      {data && (
        <div className="home-cards">
          <section className="home-card" aria-labelledby="regent-home-visits">
            <h2 id="regent-home-visits">{T.visits}</h2>
            <QueueLinks
              queues={[
                { to: paths.citasMisCitas(), count: data.visitsToReport, label: T.toReport, hint: T.toReportHint },
                { to: paths.citasMisCitasExpiradas(), count: data.expiredVisits, label: T.expired, hint: T.expiredHint },
                { to: paths.citasMisCitas(), count: data.upcomingVisits, label: T.upcoming, hint: T.upcomingHint },
              ]}
            />
          </section>
          <section className="home-card" aria-labelledby="regent-home-projects">
            <h2 id="regent-home-projects">{T.projects}</h2>
            <QueueLinks queues={[{ to: paths.dashboardRegent(), count: data.projects, label: T.projectsCount, hint: T.projectsHint }]} />
          </section>
          <section className="home-card" aria-labelledby="regent-home-reports">
            <h2 id="regent-home-reports">{T.reports}</h2>
            <Reports reports={data.latestReports} />
          </section>
        </div>
      )}
    </div>
  );
}
