import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths, propertyProfilePath, type WatchList } from '@portal/shared-api';
import { confirmWatch, downloadWatchCsv, getWatchList, unsubscribeWatch, unwatch } from '@portal/shared-api/client';
import { PlainAlert, PlainLoading, errorLines, formatDateTime, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './watchlist.css';

const T = TEXTS.watch.list;

/**
 * /Alertas/{token} (beyond the spec): the watcher's page, opened from the links of their e-mails. It confirms the
 * certificates that wait for it (the double opt-in), lists each watched certificate with its status now, removes one,
 * exports the list as CSV and cancels every alert. Plain HTML: it is read on a phone, from an e-mail.
 */
export function WatchListPage() {
  const { token = '' } = useParams();
  const loaded = useLoad(() => getWatchList(token), token);
  const [list, setList] = useState<WatchList | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = list ?? loaded.data;

  const act = async (work: () => Promise<WatchList | void>, done?: string) => {
    setBusy(true);
    setErrors([]);
    try {
      const next = await work();
      if (next) setList(next);
      setNotice(done ?? null);
    } catch (error) {
      setErrors(errorLines(error));
    } finally {
      setBusy(false);
    }
  };

  if (cancelled) {
    return (
      <section className="watch-list">
        <h1 className="page-title">{T.title}</h1>
        <p role="status" className="flash">
          {cancelled}
        </p>
        <Link to={paths.alertas()}>{T.again}</Link>
      </section>
    );
  }
  const waiting = current?.certificates.filter((c) => !c.confirmed).length ?? 0;
  return (
    <section className="watch-list">
      <h1 className="page-title">{T.title}</h1>
      {loaded.loading && <PlainLoading />}
      <PlainAlert messages={[...loaded.errors, ...errors]} onClose={() => (loaded.clearErrors(), setErrors([]))} />
      {notice && (
        <p role="status" className="flash">
          {notice}
        </p>
      )}
      {current && (
        <>
          <p>{T.intro(current.email)}</p>
          {waiting > 0 && (
            <div className="watch-list__confirm" role="region" aria-label={T.confirmTitle}>
              <p>{T.waiting(waiting)}</p>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => act(() => confirmWatch(token), T.confirmed)}>
                {T.confirm}
              </button>
            </div>
          )}
          {current.certificates.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <ul className="watch-list__items" aria-label={T.certificates}>
              {current.certificates.map((c) => (
                <li key={c.propertyId} className="watch-list__item">
                  <div className="watch-list__head">
                    <Link to={propertyProfilePath(c.propertyId)}>{T.certificate(c.propertyId, c.name)}</Link>
                    <span className={`watch-status watch-status--${c.status.toLowerCase()}`}>{c.status}</span>
                  </div>
                  <div className="watch-list__meta">
                    {c.holder}
                    {c.sheetNumber && ` · ${T.sheet(c.sheetNumber)}`}
                  </div>
                  <div className="watch-list__meta">
                    {T.since(formatDateTime(c.since))}
                    {c.validUntil && ` · ${T.validUntil(formatDateTime(c.validUntil))}`}
                  </div>
                  {!c.confirmed && <div className="watch-list__meta">{T.notConfirmed}</div>}
                  <button type="button" className="btn btn-link" disabled={busy} aria-label={T.removeOf(c.propertyId)} onClick={() => act(() => unwatch(token, c.propertyId))}>
                    {T.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="watch-list__actions">
            <button type="button" className="btn" onClick={() => downloadWatchCsv(token).catch((error: unknown) => setErrors(errorLines(error)))}>
              {T.csv}
            </button>
            <Link to={paths.alertas()}>{T.add}</Link>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => {
                if (window.confirm(T.cancelQuestion)) void act(async () => setCancelled((await unsubscribeWatch(token)).message));
              }}
            >
              {T.cancelAll}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
