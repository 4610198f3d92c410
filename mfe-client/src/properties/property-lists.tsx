import { RENEWABLE, paths, propertyProfilePath, type PropertyItem } from '@portal/shared-api';
import { Link } from '@portal/shared-auth/router';
import { PROPERTIES_URLS, downloadEuFileOf } from '@portal/shared-api/client';
import { useState } from 'react';
import { useSession } from '@portal/shared-auth';
import { CertificateStatusTag, PagedList, PlainButton, ProfileQr, errorLines, formatDateTime, linkColumn, listScreen, propertyName, type ListColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.properties;
const C = T.columns;

const nameOf = (p: PropertyItem) => propertyName(p) ?? `#${p.id}`;

/** Downloads the EU file of the listed properties (those with an approved boundary); a failure shows beside it. */
function EuFileButton({ ids }: { ids: number[] }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="eu-file">
      <PlainButton disabled={ids.length === 0} onClick={() => downloadEuFileOf(ids).then(() => setError(null), (failure: unknown) => setError(errorLines(failure).join(' ')))}>
        {T.euFile}
      </PlainButton>
      {error && <span role="alert">{error}</span>}
    </span>
  );
}

const nameColumn: ListColumn<PropertyItem> = { key: 'name', title: C.fantasyName, render: (_, p) => p.fantasyName ?? '—', role: 'title', width: 180, ellipsis: true };
const sheetColumn: ListColumn<PropertyItem> = { key: 'sheet', title: C.sheetNumber, render: (_, p) => p.sheetNumber ?? '—', width: 130 };
/**
 * The property's name with its certificate under it: the status, until when it is valid while it runs, and the link to
 * renew it (in the name's cell, so the spec's columns keep their room at 1280 px).
 */
const certifiedNameColumn: ListColumn<PropertyItem> = {
  ...nameColumn,
  ellipsis: false,
  render: (_, p) => (
    <>
      {p.fantasyName ?? '—'}
      {p.certificateStatus && (
        <div style={{ marginTop: 4, fontSize: 13 }}>
          <CertificateStatusTag status={p.certificateStatus} />
          {p.validUntil && RENEWABLE.includes(p.certificateStatus) && (
            <>
              {T.validUntil(formatDateTime(p.validUntil))} ·{' '}
              <Link to={paths.propiedadesRenovar(p.id)} aria-label={`${T.renew}: ${nameOf(p)}`}>
                {T.renew}
              </Link>
            </>
          )}
        </div>
      )}
    </>
  ),
};
const visitsColumn: ListColumn<PropertyItem> = { key: 'visits', title: C.visitationAmount, dataIndex: 'visitationAmount', align: 'right', width: 100 };

/** A row's link to one of its screens, named with the property for a screen reader. */
const actionColumn = (key: string, title: string, width: number, to: (p: PropertyItem) => string) =>
  linkColumn<PropertyItem>({ key, title, width, to, label: (p) => `${title}: ${nameOf(p)}` });

/** Province, canton, district and address; those past `shown` are shown from 1280 px (`rest`: 1600 px), in the row's expansion below. */
function place(shown: number, rest: 'secondary' | 'detail' = 'secondary'): ListColumn<PropertyItem>[] {
  const columns: ListColumn<PropertyItem>[] = [
    { key: 'province', title: C.province, dataIndex: 'province', width: 110 },
    { key: 'canton', title: C.canton, dataIndex: 'canton', width: 120, ellipsis: true },
    { key: 'district', title: C.district, dataIndex: 'district', width: 120, ellipsis: true },
    { key: 'address', title: C.address, dataIndex: 'address', width: 200, ellipsis: true },
  ];
  return columns.map((column, i) => (i < shown ? column : { ...column, priority: rest }));
}

/**
 * /Propiedades/MisPropiedades (spec §2, client or regent): the properties the person works with, each to
 * its visits, a new visit and, for the owner, more visits.
 */
export function MyPropertiesPage() {
  const { loggedRole } = useSession();
  const client = loggedRole === 'Cliente';
  return (
    <PagedList<PropertyItem>
      title={T.mineTitle}
      url={PROPERTIES_URLS.myProperties}
      columns={[
        nameColumn,
        sheetColumn,
        // a client's own name would repeat on every row
        { key: 'owner', title: C.owner, dataIndex: 'customerName', width: 160, ellipsis: true, ...(client ? { priority: 'secondary' as const } : {}) },
        // with the client's three actions, the rest of the place fits beside them from 1600 px
        ...place(1, 'detail'),
        visitsColumn,
        actionColumn('book', T.book, 110, (p) => (client ? paths.propiedadesCrearCitaPropiedad(p.id) : paths.propiedadesCrearCitaRegente(p.id))),
        ...(client
          ? [
              actionColumn('visits-of', T.visits, 76, (p) => paths.propiedadesCitasPropiedad(p.id)),
              actionColumn('buy', T.buy, 130, (p) => paths.propiedadesComprarVisitas(p.id)),
            ]
          : []),
      ]}
    />
  );
}

/** /Informes (spec §2 "Informe de mis Propiedades"): each property to its visits, with its available visits. */
export const PropertyReportPage = listScreen<PropertyItem>({
  title: T.reportTitle,
  url: PROPERTIES_URLS.myProperties,
  columns: [
    nameColumn,
    sheetColumn,
    ...place(3),
    visitsColumn,
    actionColumn('open', T.open, 80, (p) => paths.propiedadesCitasPropiedad(p.id)),
  ],
});

/** /Propiedades/MisPropiedadesAceptadas (spec §2): certified properties, each with the QR of its public profile. */
export const AcceptedPropertiesPage = listScreen<PropertyItem>({
  title: T.acceptedTitle,
  intro: T.acceptedIntro,
  url: PROPERTIES_URLS.myAcceptedProperties,
  // beyond the spec: the listed properties' approved boundaries in one EU file
  toolbar: (list) => <EuFileButton ids={list.rows.map((p) => p.id)} />,
  columns: [
    { key: 'qr', title: C.qr, width: 180, render: (_, p) => <ProfileQr path={propertyProfilePath(p.id)} name={nameOf(p)} /> },
    // beyond the spec: the certificate's status, validity and renewal under the name
    certifiedNameColumn,
    sheetColumn,
    ...place(2),
    linkColumn({ key: 'profile', title: T.profile, width: 120, to: (p) => propertyProfilePath(p.id) }),
    // beyond the spec: the boundary, its publication and the EU file
    actionColumn('boundary', T.boundary, 80, (p) => paths.propiedadesLimite(p.id)),
    // beyond the spec: the origin certificates drawn from its volume
    actionColumn('origin', T.origin, 80, (p) => paths.propiedadesOrigen(p.id)),
  ],
});
