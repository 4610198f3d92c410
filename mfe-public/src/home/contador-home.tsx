import { Link } from '@portal/shared-auth/router';
import { paths, type AccountantHome, type MonthPayments } from '@portal/shared-api';
import { downloadPaymentsCsv, getAccountantHome } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { PlainAlert, RoleHome, formatColones, formatDateTime, useAction } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './contador-home.css';

const T = TEXTS.accountantHome;

const monthName = new Intl.DateTimeFormat('es-CR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "noviembre de 2026" for 2026-11. */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`));

function MonthCard({ month }: { month: MonthPayments }) {
  const id = `accountant-home-${month.month}`;
  return (
    <section className="home-card" aria-labelledby={id}>
      <h2 id={id}>{T.month(monthLabel(month.month))}</h2>
      <dl className="payment-sums">
        <div>
          <dt>{T.enrolments(month.enrolments.count)}</dt>
          <dd>{formatColones(month.enrolments.amount)}</dd>
        </div>
        <div>
          <dt>{T.extraVisits(month.extraVisits.count)}</dt>
          <dd>{formatColones(month.extraVisits.amount)}</dd>
        </div>
        <div>
          <dt>{T.renewals(month.renewals.count)}</dt>
          <dd>{formatColones(month.renewals.amount)}</dd>
        </div>
        <div className="payment-sums__total">
          <dt>{T.total}</dt>
          <dd>{formatColones(month.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function LatestPayments({ latest }: { latest: AccountantHome['latest'] }) {
  const { busy: downloading, errors, run, setErrors } = useAction();
  const download = () => run(() => downloadPaymentsCsv());
  return (
    <section className="home-card" aria-labelledby="accountant-home-latest">
      <h2 id="accountant-home-latest">{T.latest}</h2>
      {latest.length === 0 ? (
        <p>{T.noPayments}</p>
      ) : (
        <ul className="payment-rows">
          {latest.map((row) => (
            <li key={row.reference}>
              <span className="payment-rows__head">
                <strong>{T.payment(row.kind, row.reference, row.payer)}</strong>
                <span className="payment-rows__amount">{formatColones(row.amount)}</span>
              </span>
              <span className="payment-rows__meta">
                <time dateTime={row.paidAt}>{formatDateTime(row.paidAt)}</time> · {row.detail}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PlainAlert messages={errors} onClose={() => setErrors([])} />
      <button type="button" className="btn btn-primary" onClick={download} disabled={downloading} aria-describedby="accountant-home-csv">
        {T.exportCsv}
      </button>
      <p id="accountant-home-csv" className="payment-rows__meta">
        {T.exportHint}
      </p>
    </section>
  );
}

/**
 * The accountant's home (spec §2 gives the role only a home): the payments received this month and
 * the previous one, the latest of them and their CSV export, then the public information. Plain HTML.
 */
export function ContadorHome() {
  const { userName } = useSession();
  return (
    <RoleHome
      className="accountant-home"
      title={T.title(userName ?? '')}
      intro={T.intro}
      load={getAccountantHome}
      loadKey="accountant-home"
      after={
        <nav className="accountant-home__more" aria-label={T.more}>
          <Link to={paths.portafolio()}>{T.portfolio}</Link>
          <Link to={paths.documentos()}>{T.documents}</Link>
          <Link to={paths.noticias()}>{T.news}</Link>
          <Link to={paths.contactanos()}>{T.contact}</Link>
        </nav>
      }
    >
      {(data) => (
        <>
          <div className="home-cards">
            {data.months.map((month) => (
              <MonthCard key={month.month} month={month} />
            ))}
            <LatestPayments latest={data.latest} />
          </div>
          <p className="payment-rows__meta accountant-home__note">{T.paymentDate}</p>
        </>
      )}
    </RoleHome>
  );
}
