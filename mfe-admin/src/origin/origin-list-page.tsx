import { useState } from 'react';
import { Button } from 'antd';
import { CERTIFICATE_REASON, ORIGIN_STATUS, ORIGIN_STATUSES, formatVolume, type OriginCertificate } from '@portal/shared-api';
import { ORIGIN_URLS, annulOrigin, getOriginSpeciesMonths } from '@portal/shared-api/client';
import { OriginCsvButton, PagedList, PlainAlert, ReasonDialog, originColumns, useAction, useLoad, type PagedListState } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './origin.css';

const T = TEXTS.origin;

interface Filters {
  status?: string;
  species?: string;
  from?: string;
  to?: string;
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
function SpeciesMonths({ filters }: { filters: Filters }) {
  const state = useLoad(() => getOriginSpeciesMonths({ species: filters.species, from: filters.from, to: filters.to }), JSON.stringify(filters));
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
 * species and days of issue, with a CSV of the filter; Anular asks for the public reason and returns the volume to the
 * certificate's period. Below, the volume per species and month.
 */
export function OriginListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [annulling, setAnnulling] = useState<{ list: PagedListState<OriginCertificate>; row: OriginCertificate } | null>(null);
  const action = useAction<string>();
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;

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
            <OriginCsvButton query={`?${new URLSearchParams({ ...chosen, param: list.param }).toString()}`} />
          </>
        )}
        columns={(list) => [
          ...originColumns(true),
          {
            key: 'annul',
            title: T.annul,
            role: 'action',
            width: 80,
            render: (_, row) =>
              row.status === ORIGIN_STATUS.valid && (
                <Button size="small" danger aria-label={T.annulOf(row.number)} onClick={() => setAnnulling({ list, row })}>
                  {T.annul}
                </Button>
              ),
          },
        ]}
      />
      {action.notice && <p role="status">{action.notice}</p>}
      <SpeciesMonths filters={filters} />
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
