import './portfolio.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared-auth/router';
import { BULK_LOOKUP_MAX_ROWS, BULK_STATUS_CSV_BY_LANGUAGE, CERTIFICATE_STATUSES, LOCALES, PORTFOLIO_STATUS, paths, propertyProfilePath, type LookupItem, type Page, type PortfolioRow, type PortfolioStatusFilter } from '@portal/shared-api';
import { PROPERTIES_URLS, getCantons, getPortfolioMap, getPortfolioNames, getProvinces, listUrl, lookupStatuses, portfolioMapUrl } from '@portal/shared-api/client';
import { messageIn } from '@portal/shared-api/i18n';
import { SERVED_MARKS } from '@portal/shared-api/served-page';
import { PagedList, PlainAlert, formatDateTime, useAction, useLoad, useServedData, type ListColumn, dateColumn } from '@portal/shared-ui';
import { PortfolioMap, portfolioClusters, preloadPortfolioMap, type ClusterSource } from '@portal/shared-ui/map';
import { LanguageSwitch, PublicLanguage, usePublicTexts, withLanguage } from '../i18n/language';
import { MAP_TEXTS_BY_LANGUAGE } from '../i18n/map-texts';
import { MAP_ISLAND, mapIslandOpen, mapKey, takeMapIsland, type MapQuery } from './map-island';
import { LIST_TEXTS_BY_LANGUAGE, PORTFOLIO_NAMESPACES } from './portfolio-texts';

type Texts = ReturnType<typeof usePublicTexts>;

/** Province and canton choices of the portfolio's filters; choosing a province loads its cantons. */
function useLocationFilter() {
  const [provinces, setProvinces] = useState<LookupItem[]>([]);
  const [cantons, setCantons] = useState<LookupItem[]>([]);
  const [provinceId, setProvinceId] = useState<number>();
  const [cantonId, setCantonId] = useState<number>();

  useEffect(() => {
    getProvinces()
      .then(setProvinces)
      .catch((error: unknown) => console.error(error));
  }, []);
  useEffect(() => {
    setCantons([]);
    if (!provinceId) return;
    getCantons(provinceId)
      .then(setCantons)
      .catch((error: unknown) => console.error(error));
  }, [provinceId]);

  return {
    provinces,
    cantons,
    provinceId,
    cantonId,
    chooseProvince: (id: number | undefined) => {
      setProvinceId(id);
      setCantonId(undefined);
    },
    chooseCanton: setCantonId,
  };
}

/** A province or canton choice: a native select (no antd), `Todas…` first. */
function LocationSelect(props: { id: string; label: string; all: string; items: LookupItem[]; value: number | undefined; disabled?: boolean; onChange: (id: number | undefined) => void }) {
  const { id, label, all, items, value, disabled, onChange } = props;
  return (
    <select
      id={id}
      className="plain-input portfolio-filter"
      aria-label={label}
      disabled={disabled}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
    >
      <option value="">{all}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The certificate status filter (beyond the spec): the certificates in force first, as the spec's portfolio of
 * certified providers; a buyer may list the suspended, withdrawn or expired ones, or every one.
 */
function StatusSelect({ value, onChange }: { value: PortfolioStatusFilter; onChange: (status: PortfolioStatusFilter) => void }) {
  const { t } = usePublicTexts();
  return (
    <select
      id="portfolio-status"
      className="plain-input portfolio-filter"
      aria-label={t('portfolio:status')}
      value={value}
      onChange={(event) => onChange(event.target.value as PortfolioStatusFilter)}
    >
      {[...CERTIFICATE_STATUSES, PORTFOLIO_STATUS.all].map((status) => (
        <option key={status} value={status}>
          {t(`portfolio:statusOptions.${status}`)}
        </option>
      ))}
    </select>
  );
}

/**
 * The portfolio's map (beyond the spec): the markers of the list's own search and filters, fetched again when
 * they change; Leaflet and the provinces come in their own chunk, only once the map is asked for.
 */
function PortfolioMapPanel(query: MapQuery) {
  const navigate = useNavigate();
  const { t, i18n, language, number } = usePublicTexts();
  const texts = MAP_TEXTS_BY_LANGUAGE[language];
  const profileOf = (id: number) => withLanguage(propertyProfilePath(id), language);
  const key = mapKey(query);
  // the map the served page drew before the portal took over (map-island.ts), kept as it is
  const [island] = useState(() => takeMapIsland(key));
  // the clustering worker and Leaflet download while the markers do; the worker has the markers as soon as they come
  const clusters = useRef<ClusterSource>(island?.clusters);
  const [clustering, setClustering] = useState<ClusterSource | undefined>(island?.clusters);
  useEffect(() => {
    if (island) return () => island.clusters.close();
    preloadPortfolioMap();
    const source = portfolioClusters();
    clusters.current = source;
    setClustering(source);
    return () => source.close();
  }, [island]);
  const { param, provinceId, cantonId, status } = query;
  const map = useLoad(
    () =>
      getPortfolioMap(param, { provinceId, cantonId, status }).then((markers) => {
        clusters.current?.load(markers);
        return markers;
      }),
    key,
    island?.markers,
  );
  return (
    <section className="portfolio-map no-print" aria-label={texts.showMap}>
      <PlainAlert messages={map.errors.map((line) => messageIn(i18n, line))} onClose={map.clearErrors} />
      {map.data && clustering && (
        <>
          <p className="portfolio-map__summary">{t('portfolio:mapSummary', { shown: number(map.data.lon.length), total: number(map.data.total) })}</p>
          <PortfolioMap
            markers={map.data}
            clusters={clustering}
            view={island?.markers === map.data ? island?.view : undefined}
            names={getPortfolioNames}
            profileHref={profileOf}
            onOpen={(id) => navigate(profileOf(id))}
            texts={texts}
            locale={LOCALES[language]}
          />
          <p className="portfolio-map__legend">{t('portfolio:mapLegend')}</p>
        </>
      )}
      {map.loading && <p role="status">{t('portfolio:mapLoading')}</p>}
    </section>
  );
}

/**
 * Bulk status lookup (beyond the spec, as registries offer buyers): a CSV of certificate or sheet numbers is sent
 * as it is, and the statuses' CSV comes back as a download, with a line saying how many had no certificate.
 */
function BulkLookupPanel() {
  const { t, i18n, language, number } = usePublicTexts();
  const input = useRef<HTMLInputElement>(null);
  // the server's Spanish lines in the page's language
  const lookup = useAction({ wording: (line) => messageIn(i18n, line) });
  const { busy: working, errors, setErrors } = lookup;
  const [done, setDone] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // aria-disabled rather than disabled while it works: the button keeps the focus
    if (working) return;
    setDone('');
    const file = input.current?.files?.[0];
    if (!file) return setErrors([t('portfolio:bulk.chooseFile')]);
    setErrors([]);
    let text: string;
    try {
      text = await file.text();
    } catch {
      // the file changed or went since it was chosen (edited in Excel): it must be chosen again
      if (input.current) input.current.value = '';
      return setErrors([t('portfolio:bulk.unreadable')]);
    }
    await lookup.run(async () => {
      const result = await lookupStatuses(text, language);
      const found =
        result.notFound === 0
          ? t('portfolio:bulk.allFound')
          : t('portfolio:bulk.notFound', { count: result.notFound, missing: number(result.notFound), label: BULK_STATUS_CSV_BY_LANGUAGE[language].notFound });
      setDone(`${t('portfolio:bulk.done', { count: result.rows, rows: number(result.rows), file: result.fileName })}; ${found}`);
    });
  };
  return (
    <section className="portfolio-bulk no-print" aria-label={t('portfolio:bulk.open')}>
      <p>{t('portfolio:bulk.intro', { max: number(BULK_LOOKUP_MAX_ROWS) })}</p>
      <form className="portfolio-bulk__form" onSubmit={submit}>
        <label htmlFor="portfolio-bulk-file">{t('portfolio:bulk.file')}</label>
        <input
          ref={input}
          id="portfolio-bulk-file"
          className="plain-input"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={() => {
            setErrors([]);
            setDone('');
          }}
        />
        <button type="submit" className="plain-button plain-button--primary" aria-disabled={working}>
          {working ? t('portfolio:bulk.working') : t('portfolio:bulk.submit')}
        </button>
      </form>
      <PlainAlert messages={errors} onClose={() => setErrors([])} />
      {/* always there, so a screen reader announces the line when it is written */}
      <p role="status" className="portfolio-bulk__done">
        {done}
      </p>
    </section>
  );
}

/**
 * /Portafolio (spec §2): the certified providers, searched, filtered by province and canton and paged on
 * the server; the filtered list downloads as CSV, and the page prints without the portal's frame. Plain
 * elements (no antd): its first page arrives rendered by the server (server.tsx) and a phone draws it at once.
 */
export function PortfolioPage() {
  return (
    <PublicLanguage namespaces={PORTFOLIO_NAMESPACES}>
      <Portfolio />
    </PublicLanguage>
  );
}

function Portfolio() {
  const texts = usePublicTexts();
  const { t, language } = texts;
  const location = useLocationFilter();
  const [status, setStatus] = useState<PortfolioStatusFilter>(PORTFOLIO_STATUS.default);
  // the default status is not sent: the first page the server rendered is that list
  const query = { provinceId: location.provinceId, cantonId: location.cantonId, status: status === PORTFOLIO_STATUS.default ? undefined : status };
  // open when the served page's map is (map-island.ts)
  const [onMap, setOnMap] = useState(mapIslandOpen);
  const [bulk, setBulk] = useState(false);
  const maps = MAP_TEXTS_BY_LANGUAGE[language];

  return (
    <div lang={language}>
      <LanguageSwitch />
      <PagedList<PortfolioRow>
        title={t('portfolio:title')}
        intro={t('portfolio:intro')}
        url={PROPERTIES_URLS.portfolio}
        searchable
        query={query}
        served={useServedData<Page<PortfolioRow>>()}
        texts={LIST_TEXTS_BY_LANGUAGE[language]}
        toolbar={(list) => (
          <>
            <div className="portfolio-tools no-print">
              <StatusSelect value={status} onChange={setStatus} />
              <LocationSelect
                id="portfolio-province"
                label={t('portfolio:province')}
                all={t('portfolio:allProvinces')}
                items={location.provinces}
                value={location.provinceId}
                onChange={location.chooseProvince}
              />
              <LocationSelect
                id="portfolio-canton"
                label={t('portfolio:canton')}
                all={t('portfolio:allCantons')}
                items={location.cantons}
                value={location.cantonId}
                disabled={!location.provinceId}
                onChange={location.chooseCanton}
              />
              <a className="plain-button" href={withLanguage(listUrl(PROPERTIES_URLS.portfolioCsv, { param: list.param, query }), language)} download>
                {t('portfolio:exportCsv')}
              </a>
              <a className="plain-button" href={listUrl(PROPERTIES_URLS.portfolioGeojson, { param: list.param, query })} title={t('portfolio:exportEuHint')} download>
                {t('portfolio:exportEu')}
              </a>
              <button type="button" className="plain-button" onClick={() => window.print()}>
                {t('portfolio:print')}
              </button>
              <button
                type="button"
                className="plain-button"
                aria-expanded={onMap}
                onClick={() => setOnMap(!onMap)}
                // pressed on the served page, the map opens before the portal's frame (map-island.ts)
                {...{ [SERVED_MARKS.island]: MAP_ISLAND }}
                data-map-query={JSON.stringify({ param: list.param, ...query } satisfies MapQuery)}
                {...{ [SERVED_MARKS.prefetch]: portfolioMapUrl(list.param, query) }}
              >
                {onMap ? maps.hideMap : maps.showMap}
              </button>
              <button type="button" className="plain-button" aria-expanded={bulk} onClick={() => setBulk(!bulk)}>
                {t('portfolio:bulk.open')}
              </button>
              <Link className="plain-button" to={withLanguage(paths.alertas(), language)}>
                {t('watch:fromPortfolio')}
              </Link>
            </div>
            {bulk && <BulkLookupPanel />}
            {onMap && <PortfolioMapPanel param={list.param} {...query} />}
            {/* on paper, instead of the controls: when the list was printed */}
            <p className="print-only">{t('portfolio:printedOn', { date: formatDateTime(new Date()) })}</p>
          </>
        )}
        columns={columnsIn(texts)}
      />
    </div>
  );
}

/**
 * The spec's 15 columns and the certificate's status: the seven a buyer scans by in every row from 768 px, the other
 * nine with `Más datos` or from 1600 px, where all 16 fit without scrolling (LIST_ALL_FIT_WIDTH).
 */
function columnsIn({ t, language, value, number }: Texts): ListColumn<PortfolioRow>[] {
  const column = (key: string) => t(`portfolio:columns.${key}`);
  return [
  { key: 'sheetNumber', title: column('sheetNumber'), width: 110, render: (_, row) => <Link to={withLanguage(propertyProfilePath(row.id), language)}>{row.sheetNumber ?? t('portfolio:profile')}</Link> },
  { key: 'identification', title: column('identification'), dataIndex: 'identification', priority: 'detail', width: 96, ellipsis: true },
  { key: 'name', title: column('name'), role: 'title', width: 140, ellipsis: true, render: (_, row) => (row.fantasyName ? `${row.name} (${row.fantasyName})` : row.name) },
  { key: 'province', title: column('province'), dataIndex: 'province', width: 90 },
  { key: 'canton', title: column('canton'), dataIndex: 'canton', width: 100, ellipsis: true },
  { key: 'district', title: column('district'), dataIndex: 'district', priority: 'detail', width: 90, ellipsis: true },
  { key: 'address', title: column('address'), dataIndex: 'address', priority: 'detail', width: 110, ellipsis: true },
  dateColumn('dateApproved', column('dateApproved'), (row) => row.dateApproved, { width: 100 }),
  { key: 'category', title: column('category'), dataIndex: 'category', width: 120, ellipsis: true },
  { key: 'area', title: column('area'), align: 'right', render: (_, row) => number(row.area), priority: 'detail', width: 80 },
  {
    key: 'volume',
    title: column('volume'),
    align: 'right',
    priority: 'detail',
    width: 80,
    render: (_, row) => (
      <>
        {number(row.volume)}
        {row.certifiedVolume && (
          <small className="portfolio-remaining">
            {t('portfolio:remaining', { volume: number(row.certifiedVolume.remaining), authorised: number(row.certifiedVolume.authorised) })}
          </small>
        )}
      </>
    ),
  },
  { key: 'visitationAmount', title: column('visitationAmount'), align: 'right', dataIndex: 'visitationAmount', priority: 'detail', width: 70 },
  { key: 'inscriptionType', title: column('inscriptionType'), render: (_, row) => value(row.inscriptionType), priority: 'detail', width: 96, ellipsis: true },
  { key: 'ownership', title: column('ownership'), render: (_, row) => value(row.ownership), priority: 'detail', width: 96, ellipsis: true },
  dateColumn('inscriptionDate', column('inscriptionDate'), (row) => row.inscriptionDate, { priority: 'detail', width: 100 }),
  // the list keeps a status at the row's end, where a card shows it first
  {
    key: 'certificateStatus',
    title: column('certificateStatus'),
    role: 'status',
    width: 90,
    render: (_, row) => <span className={`portfolio-status portfolio-status--${row.certificateStatus.toLowerCase()}`}>{t(`certificate:status.${row.certificateStatus}`)}</span>,
  },
  ];
}
