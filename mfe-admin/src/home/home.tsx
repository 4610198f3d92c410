import type { AdminHome } from '@portal/shared-api';
import { getAdminHome } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { PlainAlert, PlainLoading, QueueLinks, formatDateTime, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './home.css';
import { paths } from '@portal/shared-api';

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

/** The administrator's home (spec §2): what waits for the administration, each count linking to its list. */
export function Home() {
  const { userName } = useSession();
  const { data, loading, errors, clearErrors } = useLoad(getAdminHome, 'admin-home');
  const e = data?.enrolments;
  return (
    <div className="admin-home">
      <section className="home-hero">
        <h1>{T.title}</h1>
        <p>{T.welcome(userName ?? '')}</p>
      </section>
      <PlainAlert messages={errors} onClose={clearErrors} />
      {loading && <PlainLoading />}
      {data && e && (
        <div className="home-cards">
          <section className="home-card" aria-labelledby="admin-home-enrolments">
            <h2 id="admin-home-enrolments">{T.enrolments}</h2>
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
          </section>
          <section className="home-card" aria-labelledby="admin-home-visits">
            <h2 id="admin-home-visits">{T.visits}</h2>
            <QueueLinks
              queues={[
                { to: paths.citasCitasAdministrador(), count: data.visitsToReview, label: T.visitsToReview, hint: T.visitsToReviewHint },
                { to: paths.citasSolicitudes(), count: data.extraVisitRequests, label: T.extraVisits, hint: T.extraVisitsHint },
              ]}
            />
          </section>
          <section className="home-card" aria-labelledby="admin-home-messages">
            <h2 id="admin-home-messages">{T.messages}</h2>
            <Conversations conversations={data.conversations} />
          </section>
        </div>
      )}
    </div>
  );
}
