import { Link } from '@portal/shared-auth/router';
import { formatVolume, paths, type Shipment } from '@portal/shared-api';
import { SHIPMENT_URLS } from '@portal/shared-api/client';
import { PagedList, PlainTag, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { allInForce } from './shipment-status';

const T = TEXTS.shipments;

/**
 * /Despachos (beyond the spec): the client's shipments, the most recent first, searched by code, buyer or
 * description; each row says whether every certificate behind it is still in force and whether the EU numbers of
 * its statement are recorded.
 */
export function ShipmentListPage() {
  return (
    <PagedList<Shipment>
      title={T.listTitle}
      intro={T.listIntro}
      url={SHIPMENT_URLS.base}
      searchable
      create={{ entity: T.entity, to: paths.despachosCrear() }}
      rowKey={(row) => row.id}
      columns={[
        { key: 'code', title: T.code, role: 'title', width: 150, render: (_, row) => <Link to={paths.despachosId(row.id)}>{row.code}</Link>, tooltip: (row) => row.code },
        { key: 'buyer', title: T.buyer, width: 220, ellipsis: true, render: (_, row) => T.buyerOf(row.buyerName, row.buyerCountryName) },
        { key: 'heading', title: T.heading, width: 110, render: (_, row) => row.hsHeading },
        { key: 'volume', title: T.volume, align: 'right', width: 120, render: (_, row) => formatVolume(row.volume) },
        { key: 'shippingDate', title: T.shippingDate, width: 120, render: (_, row) => row.shippingDate },
        { key: 'dds', title: T.dds, priority: 'secondary', width: 170, render: (_, row) => row.ddsReference ?? T.ddsPending },
        dateColumn<Shipment>('createdAt', T.facts.createdAt, (row) => row.createdAt, { priority: 'detail', width: 190 }),
        {
          key: 'state',
          title: T.state,
          role: 'status',
          width: 100,
          render: (_, row) => (allInForce(row) ? <PlainTag color="green">{T.upToDate}</PlainTag> : <PlainTag color="red">{T.warning}</PlainTag>),
        },
      ]}
    />
  );
}
