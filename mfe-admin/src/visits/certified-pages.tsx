import { Link } from '@portal/shared-auth/router';
import { inscriptionProfilePath, paths, propertyProfilePath, type GroupCertification, type PropertyItem } from '@portal/shared-api';
import { PROPERTIES_URLS } from '@portal/shared-api/client';
import { ProfileQr, linkColumn, listScreen, propertyName, type ListColumn, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.certified;

const nameOf = (p: PropertyItem) => propertyName(p) ?? `#${p.id}`;

/** The QR of a row's public profile, named for its download. */
function qrColumn<R>(profile: (row: R) => string, name: (row: R) => string): ListColumn<R> {
  return { key: 'qr', title: T.qr, width: 150, render: (_, row) => <ProfileQr path={profile(row)} name={name(row)} displaySize={120} /> };
}

/** /Propiedades/CertificadasIndividuales (spec §2): certified properties with the QR of their profile. */
export const IndividualCertifiedPage = listScreen<PropertyItem>({
  title: T.individualTitle,
  url: PROPERTIES_URLS.certifiedProperties,
  searchable: true,
  columns: [
    qrColumn((p) => propertyProfilePath(p.id), (p) => propertyName(p) ?? `propiedad-${p.id}`),
    {
      key: 'name',
      title: T.name,
      role: 'title',
      width: 180,
      ellipsis: true,
      tooltip: nameOf,
      render: (_, p) => <Link to={propertyProfilePath(p.id)}>{nameOf(p)}</Link>,
    },
    { key: 'sheet', title: T.sheetNumber, render: (_, p) => p.sheetNumber ?? '—', width: 130 },
    { key: 'owner', title: T.owner, dataIndex: 'customerName', width: 170, ellipsis: true },
    { key: 'province', title: T.province, dataIndex: 'province', width: 110 },
    { key: 'canton', title: T.canton, dataIndex: 'canton', priority: 'secondary' },
    { key: 'district', title: T.district, dataIndex: 'district', priority: 'secondary' },
    { key: 'address', title: T.address, dataIndex: 'address', priority: 'secondary' },
    { key: 'visits', title: T.visits, dataIndex: 'visitationAmount', align: 'right', width: 100 },
    // beyond the spec: the boundary and its review
    linkColumn({ key: 'boundary', title: T.boundary, width: 80, to: (p) => paths.propiedadesLimiteAdmin(p.id), label: (p) => T.boundaryOf(nameOf(p)) }),
  ],
});

/** /Propiedades/CertificadasGrupales (spec §2): group certifications with the QR of, and a link to, /PerfilInscripcion/{id}. */
export const GroupCertifiedPage = listScreen<GroupCertification>({
  title: T.groupTitle,
  url: PROPERTIES_URLS.groupedCertifications,
  searchable: true,
  columns: [
    qrColumn((g) => inscriptionProfilePath(g.id), (g) => g.fullName),
    { key: 'owner', title: T.owner, dataIndex: 'fullName', role: 'title', width: 200, ellipsis: true },
    { key: 'identification', title: T.identification, dataIndex: 'identification', priority: 'secondary' },
    { key: 'category', title: T.category, dataIndex: 'category', width: 200, ellipsis: true },
    { key: 'properties', title: T.properties, dataIndex: 'propertiesCount', priority: 'secondary' },
    dateColumn('approved', T.dateApproved, (g) => g.dateApproved, { width: 140 }),
    linkColumn({ key: 'profile', title: T.profile, width: 150, to: (g) => inscriptionProfilePath(g.id) }),
  ],
});
