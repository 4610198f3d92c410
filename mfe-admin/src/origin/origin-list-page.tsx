import { useState } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';
import { CERTIFICATE_REASON, ORIGIN_STATUS, ORIGIN_STATUSES, formatVolume, type OriginCertificate } from '@portal/shared-api';
import { ORIGIN_URLS, annulOrigin, getOriginSpeciesMonths } from '@portal/shared-api/client';
import { OriginCsvButton, PagedList, PlainAlert, PlainButton, ReasonDialog, originColumns, useAction, useLoad, type OriginColumnLinks, type PagedListState } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './origin.css';

const T = TEXTS.origin;

interface Filters {
  status?: string;
  species?: string;
  from?: string;
  to?: string;
}

/** The filters a row's property or regent sets, kept in the address (a link to one property's certificates). */
const URL_FILTERS = { propertyId: 'propiedad', regentId: 'regente' } as const;
type UrlFilter = keyof typeof URL_FILTERS;

/** The address of the list filtered by one property or regent, keeping the other. */
function filteredBy(params: URLSearchParams, filter: UrlFilter, id: number): string {
  const next = new URLSearchParams(params);
  next.set(URL_FILTERS[filter], String(id));
  return `?${next.toString()}`;
}

/** The property and regent chosen from a row, each with a button that removes it. */
function ChosenFilters({ rows, params, onRemove }: { rows: OriginCertificate[]; params: URLSearchParams; onRemove: (filter: UrlFilter) => void }) {
  const chosen = (Object.keys(URL_FILTERS) as UrlFilter[]).flatMap((filter) => {
    const id = params.get(URL_FILTERS[filter]);
    if (!id) return [];
    const row = rows.find((r) => String(r[filter]) === id);
    const name = row ? (filter === 'propertyId' ? row.propertyName : row.regentName) : T.chosenOne(id);
    return [{ filter, label: `${filter === 'propertyId' ? T.propertyFilter : T.regentFilter}: ${name}` }];
  });
  if (chosen.length === 0) return null;
  return (
    <ul className="origin-chosen" aria-label={T.chosenFilters}>
      {chosen.map(({ filter, label }) => (
        <li key={filter}>
          <span>{label}</span>
          <PlainButton small text aria-label={T.removeFilter(label)} onClick={() => onRemove(filter)}>
            ✕
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}

/** The filters beside the search: status, species, and the days of issue. */
function FilterBar({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const [species, setSpecies] = useState(filters.species ?? '');
  return (
    <div className="origin-filters">
      <label>
        {T.status}
        <select className="plain-input" value={filters.status ?? ''} onChange={(event) => onChange({ ...filters, status: event.target.value || undefined })}>
          <option value="">{T.allStatuses}</option>
          {ORIGIN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, species: species.trim() || undefined });
        }}
      >
        <label>
          {T.species}
          <input className="plain-input" value={species} placeholder={T.speciesHint} onChange={(event) => setSpecies(event.target.value)} onBlur={() => onChange({ ...filters, species: species.trim() || undefined })} />
        </label>
      </form>
      <label>
        {T.from}
        <input className="plain-input" type="date" value={filters.from ?? ''} onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })} />
      </label>
      <label>
        {T.to}
        <input className="plain-input" type="date" value={filters.to ?? ''} onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })} />
      </label>
    </div>
  );
}

/** The volume issued per species and month, for the same filters (valid certificates only). */
function SpeciesMonths({ filters }: { filters: Filters & Partial<Record<UrlFilter, string>> }) {
  const { status: _all, ...valid } = filters;
  const state = useLoad(() => getOriginSpeciesMonths(valid), JSON.stringify(valid));
  const rows = state.data ?? [];
  return (
    <section className="origin-months" aria-labelledby="origin-months-title">
      <h2 id="origin-months-title" className="section-title">
        {T.monthsTitle}
      </h2>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {!state.loading && rows.length === 0 ? (
        <p>{T.noMonths}</p>
      ) : (
        // a phone scrolls the table sideways: the region takes the focus, so a keyboard scrolls it too
        <div className="origin-months__scroll" role="region" aria-labelledby="origin-months-title" tabIndex={0}>
          <table className="origin-months__table">
            <thead>
              <tr>
                <th scope="col">{T.month}</th>
                <th scope="col">{T.species}</th>
                <th scope="col" className="origin-number">
                  {T.volume}
                </th>
                <th scope="col" className="origin-number">
                  {T.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.month}-${row.scientificName}`}>
                  <td>{row.month}</td>
                  <td>
                    {row.commonName} (<i>{row.scientificName}</i>)
                  </td>
                  <td className="origin-number">{formatVolume(row.volume)}</td>
                  <td className="origin-number">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * /CertificadosOrigen (beyond the spec): every origin certificate the regents issued, searched and filtered by status,
 * species and days of issue, and by the property or the regent of a row (its name's link, kept in the address:
 * ?propiedad=, ?regente=), with a CSV of the filter; Anular asks for the public reason and returns the volume to the
 * certificate's period. Below, the volume per species and month.
 */
export function OriginListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [params, setParams] = useSearchParams();
  const [annulling, setAnnulling] = useState<{ list: PagedListState<OriginCertificate>; row: OriginCertificate } | null>(null);
  const action = useAction<string>();
  const fromAddress = Object.fromEntries((Object.keys(URL_FILTERS) as UrlFilter[]).map((filter) => [filter, params.get(URL_FILTERS[filter]) ?? undefined]));
  const chosen = Object.fromEntries(Object.entries({ ...filters, ...fromAddress }).filter(([, value]) => value)) as Record<string, string>;
  const links: OriginColumnLinks = {
    property: (row) => filteredBy(params, 'propertyId', row.propertyId),
    regent: (row) => (row.regentId === null ? undefined : filteredBy(params, 'regentId', row.regentId)),
    propertyLabel: (row) => T.byProperty(row.propertyName),
    regentLabel: (row) => T.byRegent(row.regentName),
  };
  const remove = (filter: UrlFilter) => {
    const next = new URLSearchParams(params);
    next.delete(URL_FILTERS[filter]);
    setParams(next);
  };

  const annul = (reason: string) =>
    annulling &&
    action.run(async () => {
      await annulOrigin(annulling.row.number, reason);
      annulling.list.reload();
      setAnnulling(null);
      return T.annulled(annulling.row.number);
    }, annulling.row.number);

  return (
    <>
      <PagedList<OriginCertificate>
        title={T.title}
        intro={T.intro}
        url={ORIGIN_URLS.base}
        searchable
        query={chosen}
        rowKey={(row) => row.number}
        toolbar={(list) => (
          <>
            <FilterBar filters={filters} onChange={setFilters} />
            <ChosenFilters rows={list.rows} params={params} onRemove={remove} />
            <OriginCsvButton query={`?${new URLSearchParams({ ...chosen, param: list.param }).toString()}`} />
          </>
        )}
        columns={(list) => [
          ...originColumns(true, links),
          {
            key: 'annul',
            title: T.annul,
            role: 'action',
            width: 72,
            render: (_, row) =>
              row.status === ORIGIN_STATUS.valid && (
                <PlainButton small danger aria-label={T.annulOf(row.number)} onClick={() => setAnnulling({ list, row })}>
                  {T.annul}
                </PlainButton>
              ),
          },
        ]}
      />
      {action.notice && <p role="status">{action.notice}</p>}
      <SpeciesMonths filters={chosen} />
      <ReasonDialog
        open={annulling !== null}
        title={annulling ? T.annulTitle(annulling.row.number) : ''}
        okText={T.annul}
        cancelText={T.cancel}
        label={T.reasonLabel}
        hint={T.reasonHint(CERTIFICATE_REASON.min, CERTIFICATE_REASON.max)}
        danger
        busy={action.busy}
        errors={action.errors}
        onClearErrors={() => action.setErrors([])}
        onConfirm={annul}
        onCancel={() => {
          setAnnulling(null);
          action.setErrors([]);
        }}
      />
    </>
  );
}
