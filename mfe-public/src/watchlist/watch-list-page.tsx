import { useState } from 'react';
import { Link, useParams } from '@portal/shared-auth/router';
import { paths, propertyProfilePath, type WatchList } from '@portal/shared-api';
import { confirmWatch, downloadWatchCsv, getWatchList, unsubscribeWatch, unwatch } from '@portal/shared-api/client';
import { messageIn } from '@portal/shared-api/i18n';
import { PlainAlert, PlainLoading, errorLines, formatDateTime, useAction, useLoad } from '@portal/shared-ui';
import { LanguageSwitch, PublicLanguage, usePublicTexts, withLanguage } from '../i18n/language';
import './watchlist.css';

/**
 * /Alertas/{token} (beyond the spec): the watcher's page, opened from the links of their e-mails. It confirms the
 * certificates that wait for it (the double opt-in), lists each watched certificate with its status now, removes one,
 * exports the list as CSV and cancels every alert. Plain HTML: it is read on a phone, from an e-mail.
 */
export function WatchListPage() {
  return (
    <PublicLanguage>
      <WatchList />
    </PublicLanguage>
  );
}

function WatchList() {
  const { token = '' } = useParams();
  const { t, i18n, language } = usePublicTexts();
  const l = (key: string, values?: Record<string, string | number>) => t(`watch:list.${key}`, values);
  const lines = (messages: string[]) => messages.map((message) => messageIn(i18n, message));
  const loaded = useLoad(() => getWatchList(token), token);
  const [list, setList] = useState<WatchList | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const action = useAction();
  const { busy, errors, notice, setErrors } = action;
  const current = list ?? loaded.data;

  const act = (work: () => Promise<WatchList | void>, done?: string) =>
    action.run(async () => {
      const next = await work();
      if (next) setList(next);
      return done;
    });

  if (cancelled) {
    return (
      <section className="watch-list" lang={language}>
        <h1 className="page-title">{l('title')}</h1>
        <p role="status" className="flash">
          {cancelled}
        </p>
        <Link to={withLanguage(paths.alertas(), language)}>{l('again')}</Link>
      </section>
    );
  }
  const waiting = current?.certificates.filter((c) => !c.confirmed).length ?? 0;
  return (
    <section className="watch-list" lang={language}>
      <LanguageSwitch />
      <h1 className="page-title">{l('title')}</h1>
      {loaded.loading && <PlainLoading />}
      <PlainAlert messages={lines([...loaded.errors, ...errors])} onClose={() => (loaded.clearErrors(), setErrors([]))} />
      {notice && (
        <p role="status" className="flash">
          {notice}
        </p>
      )}
      {current && (
        <>
          <p>{l('intro', { email: current.email })}</p>
          {waiting > 0 && (
            <div className="watch-list__confirm" role="region" aria-label={l('confirmTitle')}>
              <p>{l('waiting', { count: waiting })}</p>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => act(() => confirmWatch(token), l('confirmed'))}>
                {l('confirm')}
              </button>
            </div>
          )}
          {current.certificates.length === 0 ? (
            <p>{l('empty')}</p>
          ) : (
            <ul className="watch-list__items" aria-label={l('certificates')}>
              {current.certificates.map((c) => (
                <li key={c.propertyId} className="watch-list__item">
                  <div className="watch-list__head">
                    <Link to={withLanguage(propertyProfilePath(c.propertyId), language)}>{l('certificate', { id: c.propertyId, name: c.name })}</Link>
                    <span className={`watch-status watch-status--${c.status.toLowerCase()}`}>{t(`certificate:status.${c.status}`)}</span>
                  </div>
                  <div className="watch-list__meta">
                    {c.holder}
                    {c.sheetNumber && ` · ${l('sheet', { sheet: c.sheetNumber })}`}
                  </div>
                  <div className="watch-list__meta">
                    {l('since', { date: formatDateTime(c.since) })}
                    {c.validUntil && ` · ${l('validUntil', { date: formatDateTime(c.validUntil) })}`}
                  </div>
                  {!c.confirmed && <div className="watch-list__meta">{l('notConfirmed')}</div>}
                  <button type="button" className="btn btn-link" disabled={busy} aria-label={l('removeOf', { id: c.propertyId })} onClick={() => act(() => unwatch(token, c.propertyId))}>
                    {l('remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="watch-list__actions">
            <button type="button" className="btn" onClick={() => downloadWatchCsv(token).catch((error: unknown) => setErrors(errorLines(error)))}>
              {l('csv')}
            </button>
            <Link to={withLanguage(paths.alertas(), language)}>{l('add')}</Link>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => {
                if (window.confirm(l('cancelQuestion'))) void act(async () => setCancelled(messageIn(i18n, (await unsubscribeWatch(token)).message)));
              }}
            >
              {l('cancelAll')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
