import { BOUNDARY_METHOD_LABEL, paths, type BoundaryReviewItem, type BoundaryRuleProblem } from '@portal/shared-api';
import { BOUNDARY_URLS } from '@portal/shared-api/client';
import { PagedList, formatNumber, linkColumn, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.boundaryReviews;
const R = TEXTS.boundaryRuleProblems;

const nameOf = (b: { propertyId: number; propertyName: string | null }) => b.propertyName ?? `#${b.propertyId}`;

/**
 * /Propiedades/Limites (beyond the spec): the boundaries waiting for an administrator's review, oldest first; below,
 * the approved ones the EU information system's rules of 2026 would refuse, each with why, to have them proposed anew.
 */
export function BoundaryReviewsPage() {
  return (
    <>
      <PagedList<BoundaryReviewItem>
        title={T.title}
        intro={T.intro}
        url={BOUNDARY_URLS.reviews}
        searchable
        rowKey={(b) => `${b.propertyId}-${b.version}`}
        columns={[
          { key: 'property', title: T.property, render: (_, b) => nameOf(b), role: 'title', width: 160, ellipsis: true },
          { key: 'owner', title: T.owner, render: (_, b) => b.owner ?? '—', width: 150, ellipsis: true },
          { key: 'place', title: T.place, render: (_, b) => `${b.district}, ${b.canton}`, width: 140, ellipsis: true },
          { key: 'method', title: T.method, render: (_, b) => BOUNDARY_METHOD_LABEL[b.method], width: 130, ellipsis: true },
          { key: 'area', title: T.area, render: (_, b) => (b.type === 'Point' ? T.point : `${formatNumber(Math.round(b.areaHectares * 100) / 100)} ha`), align: 'right', width: 90 },
          { key: 'version', title: T.version, dataIndex: 'version', align: 'right', width: 70, priority: 'secondary' },
          { key: 'proposedBy', title: T.proposedBy, render: (_, b) => b.proposedBy ?? '—', width: 170, ellipsis: true, priority: 'secondary' },
          dateColumn('proposedAt', T.proposedAt, (b) => b.proposedAt, { width: 130 }),
          linkColumn({ key: 'review', title: T.review, width: 80, to: (b) => paths.propiedadesLimiteAdmin(b.propertyId), label: (b) => T.reviewOf(nameOf(b)) }),
        ]}
      />
      <PagedList<BoundaryRuleProblem>
        level={2}
        title={R.title}
        intro={R.intro}
        url={BOUNDARY_URLS.ruleProblems}
        rowKey={(b) => `${b.propertyId}-${b.version}`}
        columns={[
          { key: 'property', title: T.property, render: (_, b) => nameOf(b), role: 'title', width: 160, ellipsis: true },
          { key: 'owner', title: T.owner, render: (_, b) => b.owner ?? '—', width: 150, ellipsis: true },
          { key: 'place', title: T.place, render: (_, b) => `${b.district}, ${b.canton}`, width: 140, ellipsis: true, priority: 'secondary' },
          {
            key: 'problems',
            title: R.problems,
            width: 320,
            render: (_, b) => b.problems.map((problem) => <div key={problem}>{problem}</div>),
          },
          dateColumn('approvedAt', R.approvedAt, (b) => b.approvedAt, { width: 130 }),
          linkColumn({ key: 'open', title: R.open, width: 80, to: (b) => paths.propiedadesLimiteAdmin(b.propertyId), label: (b) => R.openOf(nameOf(b)) }),
        ]}
      />
    </>
  );
}
