import { Link } from '@portal/shared-auth/router';
import { paths, type RegentHome } from '@portal/shared-api';
import { getRegentHome } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { HomeCard, QueueLinks, RoleHome, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './home.css';

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
  return (
    <RoleHome className="regent-home" title={T.title(userName ?? '')} intro={T.intro} load={getRegentHome} loadKey="regent-home">
      {(data) => (
        <div className="home-cards">
          <HomeCard id="regent-home-visits" title={T.visits}>
            <QueueLinks
              queues={[
                { to: paths.citasMisCitas(), count: data.visitsToReport, label: T.toReport, hint: T.toReportHint },
                { to: paths.citasMisCitasExpiradas(), count: data.expiredVisits, label: T.expired, hint: T.expiredHint },
                { to: paths.citasMisCitas(), count: data.upcomingVisits, label: T.upcoming, hint: T.upcomingHint },
              ]}
            />
          </HomeCard>
          <HomeCard id="regent-home-projects" title={T.projects}>
            <QueueLinks queues={[{ to: paths.dashboardRegent(), count: data.projects, label: T.projectsCount, hint: T.projectsHint }]} />
          </HomeCard>
          <HomeCard id="regent-home-reports" title={T.reports}>
            <Reports reports={data.latestReports} />
          </HomeCard>
        </div>
      )}
    </RoleHome>
  );
}
