import { formatBytes, paths, type AdminHome } from '@portal/shared-api';
import { getAdminHome } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { HomeCard, QueueLinks, RoleHome, formatAge, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './home.css';

const T = TEXTS.home;

function Conversations({ conversations }: { conversations: AdminHome['conversations'] }) {
  return (
    <>
      <p className="queue-total">
        <span className="queue-links__count">{conversations.waiting}</span> {T.waitingConversations}
        <span className="queue-links__hint">{T.waitingConversationsHint}</span>
      </p>
      {conversations.latest.length === 0 ? (
        <p>{T.noConversations}</p>
      ) : (
        <>
          <h3 className="queue-subtitle">{T.latestConversations}</h3>
          <ul className="queue-rows">
            {conversations.latest.map((c) => (
              <li key={c.id}>
                <strong>{c.customerName}</strong> · {c.subject}
                <time dateTime={c.lastMessageAt}>{formatDateTime(c.lastMessageAt)}</time>
              </li>
            ))}
          </ul>
          <p>{T.useEnvelope}</p>
        </>
      )}
    </>
  );
}

/** A backup older than this many days is flagged. */
export const BACKUP_MAX_AGE_DAYS = 7;

/** When the last backup was taken (npm run backup writes it), flagged when missing or old. */
function LastBackup({ backup }: { backup: AdminHome['lastBackup'] }) {
  if (!backup) return <p className="home-warning">{T.noBackup}</p>;
  const old = Date.now() - Date.parse(backup.takenAt) > BACKUP_MAX_AGE_DAYS * 86_400_000;
  return (
    <>
      <p>
        {T.lastBackup}: <time dateTime={backup.takenAt}>{formatDateTime(backup.takenAt)}</time> ({formatAge(backup.takenAt)}) ·{' '}
        {formatBytes(backup.bytes)}
      </p>
      <p className="queue-links__hint">{backup.fileName}</p>
      {old && <p className="home-warning">{T.backupOld(BACKUP_MAX_AGE_DAYS)}</p>}
    </>
  );
}

/** The administrator's home (spec §2): what waits for the administration, each count linking to its list. */
export function Home() {
  const { userName } = useSession();
  return (
    <RoleHome className="admin-home" title={T.title} intro={T.welcome(userName ?? '')} load={getAdminHome} loadKey="admin-home">
      {({ enrolments: e, visitsToReview, extraVisitRequests, renewalsToReview, boundariesToReview, conversations, lastBackup }) => (
        <div className="home-cards">
          <HomeCard id="admin-home-enrolments" title={T.enrolments}>
            <h3 className="queue-subtitle">{T.yourDecision}</h3>
            <QueueLinks
              queues={[
                { to: paths.inscripcionAdminIndex(), count: e.Presentada, label: T.toReview, hint: T.toReviewHint },
                { to: paths.inscripcionAdminIndexRemediated(), count: e.Subsanada, label: T.remedied, hint: T.remediedHint },
                { to: paths.inscripcionAdminIndexPayed(), count: e.Pagada, label: T.paid, hint: T.paidHint },
              ]}
            />
            <h3 className="queue-subtitle">{T.theClient}</h3>
            <QueueLinks
              queues={[
                { to: paths.inscripcionAdminIndexPayable(), count: e.Pagar, label: T.toPay, hint: T.toPayHint },
                { to: paths.inscripcionAdminIndexRemediate(), count: e.Subsanar, label: T.toRemedy, hint: T.toRemedyHint },
              ]}
            />
          </HomeCard>
          <HomeCard id="admin-home-visits" title={T.visits}>
            <QueueLinks
              queues={[
                { to: paths.citasCitasAdministrador(), count: visitsToReview, label: T.visitsToReview, hint: T.visitsToReviewHint },
                { to: paths.citasSolicitudes(), count: extraVisitRequests, label: T.extraVisits, hint: T.extraVisitsHint },
                { to: paths.propiedadesRenovaciones(), count: renewalsToReview, label: T.renewals, hint: T.renewalsHint },
                { to: paths.propiedadesLimites(), count: boundariesToReview, label: T.boundaries, hint: T.boundariesHint },
              ]}
            />
          </HomeCard>
          <HomeCard id="admin-home-messages" title={T.messages}>
            <Conversations conversations={conversations} />
          </HomeCard>
          <HomeCard id="admin-home-backup" title={T.backup}>
            <LastBackup backup={lastBackup} />
          </HomeCard>
        </div>
      )}
    </RoleHome>
  );
}
