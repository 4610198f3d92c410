import type { ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import { formatVolume, paths, type OriginCertificate, type OriginLedger } from '@portal/shared-api';
import { ORIGIN_URLS, downloadOriginCsv } from '@portal/shared-api/client';
import { CertificateStatusTag } from '../property/certificate-status-tag';
import { formatDateTime, formatNumber } from '../format';
import { dateColumn } from '../list/date-column';
import type { ListColumn } from '../list/list-columns';
import { PagedList } from '../list/paged-list';
import { useAction } from '../feedback/use-action';
import { PlainAlert } from '../feedback/plain';
import { ORIGIN_TEXTS as T } from './texts';
import './origin.css';

const day = (iso: string) => formatDateTime(iso).slice(0, 10);

/** A period's four figures, each a labelled number in m³. */
function Figures({ period }: { period: OriginLedger['periods'][number] }) {
  const figures: Array<[string, number]> = [
    [T.authorised, period.authorised],
    [T.issued, period.issued],
    [T.annulled, period.annulled],
    [T.remaining, period.remaining],
  ];
  return (
    <dl className="origin-figures">
      {figures.map(([label, value]) => (
        <div key={label} className={label === T.remaining ? 'origin-figures__remaining' : undefined}>
          <dt>{label}</dt>
          <dd>{formatVolume(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A property's volume ledger (beyond the spec): the certificate's period in course with what it authorised, issued,
 * annulled and has left, and the earlier periods below; the same on the regent's, the client's and the
 * administrators' screens.
 */
export function OriginLedgerView({ ledger, children }: { ledger: OriginLedger; children?: ReactNode }) {
  const current = ledger.periods.find((period) => period.current);
  const earlier = ledger.periods.filter((period) => !period.current);
  return (
    <section className="origin-ledger" aria-label={T.ledgerTitle}>
      <h2 className="origin-ledger__title">
        {T.ledgerTitle} <CertificateStatusTag status={ledger.certificateStatus} />
      </h2>
      <p>{T.ledgerIntro}</p>
      {current ? (
        <div className="origin-ledger__current">
          <p className="origin-ledger__period">
            {T.period(day(current.startsAt), day(current.endsAt))} · {T.current}
          </p>
          <Figures period={current} />
        </div>
      ) : (
        ledger.periods.length === 0 && <p>{T.noPeriods}</p>
      )}
      {children}
      {earlier.length > 0 && (
        <details className="origin-ledger__earlier">
          <summary>{T.earlier}</summary>
          {earlier.map((period) => (
            <div key={period.id}>
              <p className="origin-ledger__period">{T.period(day(period.startsAt), day(period.endsAt))}</p>
              <Figures period={period} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}

/** Where a list's property and regent cells lead (the administrators' list: to the list filtered by them). */
export interface OriginColumnLinks {
  property: (row: OriginCertificate) => string;
  regent: (row: OriginCertificate) => string | undefined;
  propertyLabel: (row: OriginCertificate) => string;
  regentLabel: (row: OriginCertificate) => string;
}

/** The columns of a list of origin certificates; `withProperty` for a list of several properties. */
export function originColumns(withProperty = false, links?: OriginColumnLinks): ListColumn<OriginCertificate>[] {
  const linked = (text: string, to: string | undefined, label: string) =>
    links && to ? (
      <Link to={to} aria-label={label} title={label}>
        {text}
      </Link>
    ) : (
      text
    );
  return [
    {
      key: 'number',
      title: T.number,
      role: 'title',
      width: 140,
      render: (_, row) => <Link to={paths.origen(row.number)}>{row.number}</Link>,
      tooltip: (row) => row.number,
    },
    ...(withProperty
      ? [{ key: 'property', title: T.property, width: 140, ellipsis: true, render: (_: unknown, row: OriginCertificate) => linked(row.propertyName, links?.property(row), links?.propertyLabel(row) ?? '') }]
      : []),
    dateColumn<OriginCertificate>('issuedAt', T.issuedAt, (row) => row.issuedAt, { width: 130 }),
    {
      key: 'species',
      title: T.species,
      width: 150,
      ellipsis: true,
      render: (_, row) => row.species.map((line) => `${line.commonName} (${line.scientificName})`).join(', '),
    },
    { key: 'volume', title: T.volume, align: 'right', width: 100, render: (_, row) => formatVolume(row.volume) },
    { key: 'harvest', title: T.harvest, priority: withProperty ? 'detail' : 'secondary', width: 190, render: (_, row) => T.harvestRange(row.harvestFrom, row.harvestTo) },
    {
      key: 'regent',
      title: T.regent,
      priority: withProperty ? 'secondary' : 'detail',
      width: 130,
      ellipsis: true,
      render: (_, row) => linked(row.regentName, links?.regent(row), links?.regentLabel(row) ?? ''),
    },
    { key: 'buyer', title: T.buyer, priority: 'detail', width: 160, ellipsis: true, render: (_, row) => row.buyerName ?? '—' },
    { key: 'destination', title: T.destination, priority: 'detail', width: 160, ellipsis: true, render: (_, row) => row.destination ?? '—' },
    { key: 'plate', title: T.plate, priority: 'detail', width: 100, render: (_, row) => row.vehiclePlate ?? '—' },
    {
      key: 'land',
      title: T.land,
      priority: 'detail',
      width: 200,
      render: (_, row) =>
        row.harvestAreaHectares === null ? T.wholeBoundary(row.boundaryVersion) : T.partOfBoundary(formatNumber(Math.round(row.harvestAreaHectares * 100) / 100), row.boundaryVersion),
    },
    { key: 'reason', title: T.reason, priority: 'detail', width: 200, render: (_, row) => row.annulReason ?? '—' },
    { key: 'status', title: T.status, dataIndex: 'status', role: 'status', width: 96 },
    {
      key: 'pdf',
      title: T.pdf,
      role: 'action',
      width: 64,
      render: (_, row) => (
        <a href={ORIGIN_URLS.pdf(row.number)} aria-label={T.pdfOf(row.number)} download>
          {T.pdf}
        </a>
      ),
    },
  ];
}

/** A CSV download button for a list's toolbar. */
export function OriginCsvButton({ propertyId, query }: { propertyId?: number; query?: string }) {
  const download = useAction();
  return (
    <>
      <button type="button" className="plain-button" disabled={download.busy} onClick={() => download.run(() => downloadOriginCsv(propertyId, query))}>
        {T.csv}
      </button>
      <PlainAlert messages={download.errors} onClose={() => download.setErrors([])} />
    </>
  );
}

/** A property's origin certificates: search, pager, columns at 1280 and cards at 375, CSV. */
export function PropertyOriginList({ propertyId, reloadKey }: { propertyId: number; reloadKey?: number }) {
  return (
    <PagedList<OriginCertificate>
      key={reloadKey}
      title={T.listTitle}
      level={2}
      url={ORIGIN_URLS.ofProperty(propertyId)}
      searchable
      rowKey={(row) => row.number}
      columns={originColumns()}
      toolbar={() => <OriginCsvButton propertyId={propertyId} />}
    />
  );
}
