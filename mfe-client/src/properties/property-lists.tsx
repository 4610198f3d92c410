import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { propertyProfilePath, type PropertyItem } from '@portal/shared-api';
import { VISIT_URLS } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { PagedList, ProfileQr } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.properties;
const C = T.columns;

const place = [
  { key: 'province', title: C.province, dataIndex: 'province' },
  { key: 'canton', title: C.canton, dataIndex: 'canton' },
  { key: 'district', title: C.district, dataIndex: 'district' },
  { key: 'address', title: C.address, dataIndex: 'address' },
];
const nameOf = (p: PropertyItem) => p.fantasyName ?? p.sheetNumber ?? `#${p.id}`;

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
      url={VISIT_URLS.myProperties}
      columns={[
        { key: 'name', title: C.fantasyName, render: (_, p) => p.fantasyName ?? '—' },
        { key: 'sheet', title: C.sheetNumber, render: (_, p) => p.sheetNumber ?? '—' },
        { key: 'owner', title: C.owner, dataIndex: 'customerName' },
        ...place,
        { key: 'visits', title: C.visitationAmount, dataIndex: 'visitationAmount', align: 'right' as const },
        {
          key: 'actions',
          title: '',
          render: (_, p) => (
            <Space wrap>
              <Link to={client ? `/Propiedades/CrearCitaPropiedad/${p.id}` : `/Propiedades/CrearCitaRegente/${p.id}`} aria-label={`${T.book}: ${nameOf(p)}`}>
                {T.book}
              </Link>
              {client && (
                <>
                  <Link to={`/Propiedades/CitasPropiedad/${p.id}`} aria-label={`${T.visits}: ${nameOf(p)}`}>
                    {T.visits}
                  </Link>
                  <Link to={`/Propiedades/ComprarVisitas/${p.id}`} aria-label={`${T.buy}: ${nameOf(p)}`}>
                    {T.buy}
                  </Link>
                </>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}

/** /Informes (spec §2 "Informe de mis Propiedades"): each property to its visits, with its available visits. */
export function PropertyReportPage() {
  return (
    <PagedList<PropertyItem>
      title={T.reportTitle}
      url={VISIT_URLS.myProperties}
      columns={[
        { key: 'open', title: '', render: (_, p) => <Link to={`/Propiedades/CitasPropiedad/${p.id}`} aria-label={`${T.open}: ${nameOf(p)}`}>{T.open}</Link> },
        { key: 'name', title: C.fantasyName, render: (_, p) => p.fantasyName ?? '—' },
        { key: 'sheet', title: C.sheetNumber, render: (_, p) => p.sheetNumber ?? '—' },
        ...place,
        { key: 'visits', title: C.visitationAmount, dataIndex: 'visitationAmount', align: 'right' as const },
      ]}
    />
  );
}

/** /Propiedades/MisPropiedadesAceptadas (spec §2): certified properties, each with the QR of its public profile. */
export function AcceptedPropertiesPage() {
  return (
    <PagedList<PropertyItem>
      title={T.acceptedTitle}
      intro={T.acceptedIntro}
      url={VISIT_URLS.myAcceptedProperties}
      columns={[
        { key: 'qr', title: C.qr, render: (_, p) => <ProfileQr path={propertyProfilePath(p.id)} name={nameOf(p)} /> },
        { key: 'name', title: C.fantasyName, render: (_, p) => p.fantasyName ?? '—' },
        { key: 'sheet', title: C.sheetNumber, render: (_, p) => p.sheetNumber ?? '—' },
        ...place,
        { key: 'profile', title: '', render: (_, p) => <Link to={propertyProfilePath(p.id)}>{T.profile}</Link> },
      ]}
    />
  );
}
