import { ID_TYPE, showsTimberColumn, type EnrolmentDetail, type FileRef } from '@portal/shared-api';
import { DetailList } from '../detail/detail-list';
import { formatColones, formatDateTime, formatNumber } from '../format';
import { ListTable } from '../list/list-table';
import { placeOf } from '../property/names';
import '../detail/timeline.css';
import './enrolment-detail.css';
import { FileLinkView } from './file-link';
import { StatusTag } from './status-tag';
import { ENROLMENT_TEXTS as T } from './texts';

const C = T.columns;

type EnrolmentProperty = EnrolmentDetail['properties'][number];
type EnrolmentExtraProperty = EnrolmentDetail['extraProperties'][number];

/** Everything about an enrolment (spec §3 Enrolment detail): applicant, category, properties, documents, history. */
export function EnrolmentDetailView({ detail }: { detail: EnrolmentDetail }) {
  const documents: Array<[string, FileRef | null]> = [
    [T.identifierFront, detail.identifierFront],
    [T.identifierBack, detail.identifierBack],
    ...(detail.identificationTypeId === ID_TYPE.business ? ([[T.legalIdentifierFront, detail.legalIdentifierFront]] as Array<[string, FileRef | null]>) : []),
    [T.swornDeclaration, detail.swornDeclaration],
    ...(detail.secondSwornDeclaration ? ([[T.secondSwornDeclaration, detail.secondSwornDeclaration]] as Array<[string, FileRef | null]>) : []),
    ...detail.flexFiles.map((f) => [f.name, f.file] as [string, FileRef | null]),
    ...(detail.remediationFile ? ([[T.remediationFile, detail.remediationFile]] as Array<[string, FileRef | null]>) : []),
    ...(detail.paymentVoucher ? ([[T.paymentVoucher, detail.paymentVoucher]] as Array<[string, FileRef | null]>) : []),
  ];
  return (
    <div className="enrolment-detail">
      <DetailList
        items={[
          { key: 'status', label: T.status, children: <StatusTag status={detail.status} /> },
          { key: 'category', label: T.category, children: `${detail.categoryConsecutive} ${detail.category}` },
          { key: 'modality', label: T.modality, children: detail.isCategoryGroup ? T.group : T.individual },
          { key: 'price', label: T.price, children: formatColones(detail.price) },
          { key: 'type', label: T.identificationType, children: detail.identificationType },
          { key: 'name', label: T.fullName, children: detail.fullName },
          { key: 'id', label: T.identification, children: detail.identification },
          ...(detail.identificationTypeId === ID_TYPE.business
            ? [
                { key: 'legal', label: T.legalName, children: detail.legalName },
                { key: 'business', label: T.businessIdentification, children: detail.businessIdentification },
              ]
            : []),
          { key: 'email', label: T.email, children: detail.email },
          { key: 'phone', label: T.phone, children: detail.phoneNumber },
          { key: 'place', label: T.location, children: placeOf(detail) },
          { key: 'address', label: T.address, children: detail.address },
          { key: 'date', label: T.dateSolicited, children: formatDateTime(detail.dateSolicited) },
          ...(detail.dateApproved ? [{ key: 'approved', label: T.dateApproved, children: formatDateTime(detail.dateApproved) }] : []),
          ...(detail.notes ? [{ key: 'notes', label: T.notes, children: detail.notes, span: 'filled' as const }] : []),
        ]}
      />
      <h2 className="section-title">{T.properties}</h2>
      <ListTable<EnrolmentProperty>
        rowKey={(p) => p.id}
        rows={detail.properties}
        label={T.properties}
        columns={[
          { key: 'name', title: C.name, render: (_, p) => p.fantasyName ?? '—', width: 120, ellipsis: true },
          { key: 'sheet', title: C.sheetNumber, render: (_, p) => p.sheetNumber ?? '—', role: 'title', width: 100 },
          { key: 'place', title: C.location, render: (_, p) => placeOf(p), width: 120, ellipsis: true },
          { key: 'address', title: C.address, dataIndex: 'address', priority: 'detail', width: 110, ellipsis: true },
          { key: 'ownership', title: C.ownership, dataIndex: 'ownership', width: 80 },
          { key: 'area', title: C.area, render: (_, p) => formatNumber(p.area), priority: 'detail', align: 'right', width: 70 },
          { key: 'certificationArea', title: C.certificationArea, render: (_, p) => formatNumber(p.certificationArea), priority: 'detail', align: 'right', width: 80 },
          { key: 'psa', title: C.psaNumber, render: (_, p) => p.psaNumber ?? '—', priority: 'detail', width: 80, ellipsis: true },
          { key: 'volume', title: C.volume, render: (_, p) => formatNumber(p.volume), align: 'right', width: 70 },
          { key: 'anuality', title: C.anuality, render: (_, p) => formatColones(p.anualityCost), align: 'right', width: 90 },
          { key: 'visits', title: C.visits, dataIndex: 'visitationAmount', priority: 'detail', align: 'right', width: 60 },
          { key: 'visitCost', title: C.visitCost, render: (_, p) => formatColones(p.visitationCost), priority: 'detail', align: 'right', width: 80 },
          { key: 'power', title: C.power, render: (_, p) => (p.power ? <FileLinkView file={p.power} label={C.power} /> : '—'), priority: 'detail', width: 80, ellipsis: true },
        ]}
      />
      {detail.extraProperties.length > 0 && (
        <>
          <h2 className="section-title">{T.extraProperties}</h2>
          <ListTable<EnrolmentExtraProperty>
            rowKey={(p) => p.id}
            rows={detail.extraProperties}
            label={T.extraProperties}
            columns={[
              { key: 'name', title: C.name, dataIndex: 'name', role: 'title', width: 200, ellipsis: true },
              { key: 'place', title: C.location, render: (_, p) => placeOf(p), width: 220, ellipsis: true },
              { key: 'address', title: C.address, dataIndex: 'address', width: 260, ellipsis: true },
              ...(showsTimberColumn(detail.categoryConsecutive)
                ? [{ key: 'timber', title: C.timber, render: (_: unknown, p: EnrolmentExtraProperty) => (p.timber ? T.yes : T.no), width: 140 }]
                : []),
            ]}
          />
        </>
      )}
      <h2 className="section-title">{T.documents}</h2>
      <ul className="document-list">
        {documents.map(([label, file]) => (
          <li key={label}>
            <strong>{label}:</strong> <FileLinkView file={file} label={label} />
          </li>
        ))}
      </ul>
      <h2 className="section-title">{T.history}</h2>
      <ol className="plain-timeline">
        {detail.history.map((h) => (
          <li key={`${h.at}-${h.to}`}>
            <strong>{T.historyLine(h.from, h.to)}</strong> · {formatDateTime(h.at)}
            {h.actor && ` · ${T.by(h.actor)}`}
            {h.notes && <div>{h.notes}</div>}
          </li>
        ))}
      </ol>
    </div>
  );
}
