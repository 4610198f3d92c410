import { BOUNDARY_METHOD_LABEL, paths, type BoundaryReviewItem } from '@portal/shared-api';
import { BOUNDARY_URLS } from '@portal/shared-api/client';
import { formatNumber, linkColumn, listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.boundaryReviews;

const nameOf = (b: BoundaryReviewItem) => b.propertyName ?? `#${b.propertyId}`;

/** /Propiedades/Limites (beyond the spec): the boundaries waiting for an administrator's review, oldest first. */
export const BoundaryReviewsPage = listScreen<BoundaryReviewItem>({
  title: T.title,
  intro: T.intro,
  url: BOUNDARY_URLS.reviews,
  searchable: true,
  rowKey: (b) => `${b.propertyId}-${b.version}`,
  columns: [
    { key: 'property', title: T.property, render: (_, b) => nameOf(b), role: 'title', width: 160, ellipsis: true },
    { key: 'owner', title: T.owner, render: (_, b) => b.owner ?? '—', width: 150, ellipsis: true },
    { key: 'place', title: T.place, render: (_, b) => `${b.district}, ${b.canton}`, width: 140, ellipsis: true },
    { key: 'method', title: T.method, render: (_, b) => BOUNDARY_METHOD_LABEL[b.method], width: 130, ellipsis: true },
    { key: 'area', title: T.area, render: (_, b) => (b.type === 'Point' ? T.point : `${formatNumber(Math.round(b.areaHectares * 100) / 100)} ha`), align: 'right', width: 90 },
    { key: 'version', title: T.version, dataIndex: 'version', align: 'right', width: 70, priority: 'secondary' },
    { key: 'proposedBy', title: T.proposedBy, render: (_, b) => b.proposedBy ?? '—', width: 170, ellipsis: true, priority: 'secondary' },
    dateColumn('proposedAt', T.proposedAt, (b) => b.proposedAt, { width: 130 }),
    linkColumn({ key: 'review', title: T.review, width: 80, to: (b) => paths.propiedadesLimiteAdmin(b.propertyId), label: (b) => T.reviewOf(nameOf(b)) }),
  ],
});
