import { Link } from 'react-router-dom';
import { inscriptionProfilePath, propertyProfilePath, type GroupCertification, type PropertyItem } from '@portal/shared-api';
import { VISIT_URLS } from '@portal/shared-api/client';
import { PagedList, ProfileQr, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.certified;

/** /Propiedades/CertificadasIndividuales (spec §2): certified properties with the QR of their profile. */
export function IndividualCertifiedPage() {
  return (
    <PagedList<PropertyItem>
      title={T.individualTitle}
      url={VISIT_URLS.certifiedProperties}
      searchable
      columns={[
        { key: 'qr', title: T.qr, render: (_, p) => <ProfileQr path={propertyProfilePath(p.id)} name={p.fantasyName ?? p.sheetNumber ?? `propiedad-${p.id}`} displaySize={120} /> },
        { key: 'name', title: T.name, render: (_, p) => <Link to={propertyProfilePath(p.id)}>{p.fantasyName ?? p.sheetNumber ?? `#${p.id}`}</Link> },
        { key: 'sheet', title: T.sheetNumber, render: (_, p) => p.sheetNumber ?? '—' },
        { key: 'owner', title: T.owner, dataIndex: 'customerName' },
        { key: 'province', title: T.province, dataIndex: 'province' },
        { key: 'canton', title: T.canton, dataIndex: 'canton' },
        { key: 'district', title: T.district, dataIndex: 'district' },
        { key: 'address', title: T.address, dataIndex: 'address' },
        { key: 'visits', title: T.visits, dataIndex: 'visitationAmount', align: 'right' },
      ]}
    />
  );
}

/** /Propiedades/CertificadasGrupales (spec §2): group certifications with the QR of, and a link to, /PerfilInscripcion/{id}. */
export function GroupCertifiedPage() {
  return (
    <PagedList<GroupCertification>
      title={T.groupTitle}
      url={VISIT_URLS.groupedCertifications}
      searchable
      columns={[
        { key: 'qr', title: T.qr, render: (_, g) => <ProfileQr path={inscriptionProfilePath(g.id)} name={g.fullName} displaySize={120} /> },
        { key: 'owner', title: T.owner, dataIndex: 'fullName' },
        { key: 'identification', title: T.identification, dataIndex: 'identification' },
        { key: 'category', title: T.category, dataIndex: 'category' },
        { key: 'properties', title: T.properties, dataIndex: 'propertiesCount', align: 'right' },
        { key: 'approved', title: T.dateApproved, render: (_, g) => formatDateTime(g.dateApproved) },
        { key: 'profile', title: '', render: (_, g) => <Link to={inscriptionProfilePath(g.id)}>{T.profile}</Link> },
      ]}
    />
  );
}
