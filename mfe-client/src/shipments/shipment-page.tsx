import { useState } from 'react';
import { Link, useParams } from '@portal/shared-auth/router';
import { ddsNumbersSchema, fieldErrors, formatVolume, hsHeadingOf, paths, type DdsNumbers, type Shipment, type ShipmentOrigin } from '@portal/shared-api';
import { createShipmentShare, downloadShipmentFile, getShipment, getShipmentShares, revokeShipmentShare, setDdsNumbers, type ShipmentFile } from '@portal/shared-api/client';
import {
  CertificateStatusTag,
  FactList,
  ListTable,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainLoading,
  PortalForm,
  ShareLinkList,
  TextField,
  formatDateTime,
  formatNumber,
  useAction,
  useLoad,
  type ListColumn,
  type ShareLinkCalls,
} from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { allInForce } from './shipment-status';
import './shipments.css';

const T = TEXTS.shipments;

const originColumns: ListColumn<ShipmentOrigin>[] = [
  { key: 'number', title: T.originNumber, role: 'title', width: 150, render: (_, row) => <Link to={paths.origen(row.originNumber)}>{row.originNumber}</Link>, tooltip: (row) => row.originNumber },
  { key: 'property', title: T.property, width: 180, ellipsis: true, render: (_, row) => row.propertyName },
  { key: 'species', title: T.species, width: 200, ellipsis: true, render: (_, row) => row.species.map((each) => `${each.commonName} (${each.scientificName})`).join(', ') },
  { key: 'drawn', title: T.drawn, align: 'right', width: 130, render: (_, row) => formatVolume(row.volume) },
  { key: 'originStatus', title: T.originStatus, width: 130, render: (_, row) => row.originStatus },
  { key: 'certificateStatus', title: T.certificateStatus, role: 'status', width: 130, render: (_, row) => <CertificateStatusTag status={row.certificateStatus} /> },
];

/** The statement's files, each a button that downloads it; a refusal (a plot the EU's rules refuse) shows above them. */
function StatementFiles({ shipment }: { shipment: Shipment }) {
  const action = useAction<ShipmentFile>();
  const button = (file: ShipmentFile, label: string, primary = false) => (
    <PlainButton primary={primary} disabled={action.busy} busy={action.busyWith === file} onClick={() => void action.run(() => downloadShipmentFile(shipment, file), file)}>
      {label}
    </PlainButton>
  );
  return (
    <section className="shipment-section" aria-labelledby="shipment-statement">
      <h2 id="shipment-statement" className="section-title">
        {T.statementTitle}
      </h2>
      <p>{T.statementIntro}</p>
      <PlainAlert messages={action.errors} onClose={() => action.setErrors([])} />
      <p>{button('dossier', T.downloadDossier, true)}</p>
      <p className="shipment-hint">{T.downloadDossierHint}</p>
      <div className="plain-actions">
        {button('ddsXml', T.downloadXml)}
        {button('ddsJson', T.downloadJson)}
        {button('geojson', T.downloadGeojson)}
      </div>
      <p className="shipment-hint">{T.downloadXmlHint}</p>
    </section>
  );
}

/** The numbers the EU information system gave the statement: shown once recorded, and recorded or corrected here. */
function StatementNumbers({ shipment, onSaved }: { shipment: Shipment; onSaved: (saved: Shipment) => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const submit = async (values: Partial<DdsNumbers>) => {
    setNotice(null);
    onSaved(await setDdsNumbers(shipment.id, { reference: values.reference ?? '', verification: values.verification ?? '' }));
    setNotice(T.numbersSaved);
  };
  return (
    <section className="shipment-section" aria-labelledby="shipment-numbers">
      <h2 id="shipment-numbers" className="section-title">
        {T.numbersTitle}
      </h2>
      <p>{T.numbersIntro}</p>
      {shipment.ddsReference === null && <p>{T.numbersNone}</p>}
      <PortalForm<Partial<DdsNumbers>>
        label={T.numbersTitle}
        onSubmit={submit}
        validate={(values) => fieldErrors(ddsNumbersSchema, { reference: values.reference ?? '', verification: values.verification ?? '' })}
        initialValues={{ reference: shipment.ddsReference ?? undefined, verification: shipment.ddsVerification ?? undefined }}
        submitLabel={T.saveNumbers}
      >
        <div className="shipment-numbers">
          <TextField name="reference" label={T.reference} required autoComplete="off" placeholder="25FRXVV3VOS4Q2" />
          <TextField name="verification" label={T.verification} required autoComplete="off" placeholder="KRPWCD3T" />
        </div>
      </PortalForm>
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}

/**
 * /Despachos/{id} (beyond the spec): one shipment — its buyer, goods and the origin certificates it is made of with
 * their status now — the due diligence statement's files for the importer, and the EU numbers of that statement.
 */
export function ShipmentPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getShipment(id), id);
  const [saved, setSaved] = useState<Shipment | null>(null);
  const shipment = saved?.id === Number(id) ? saved : state.data;
  return (
    <PlainCard title={shipment ? T.title(shipment.code) : T.listTitle} extra={<Link to={paths.despachos()}>{T.back}</Link>}>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {shipment && (
        <>
          {!allInForce(shipment) && <PlainAlert messages={[T.notAllInForce]} />}
          <FactList
            labels={T.facts}
            values={{
              buyer: T.buyerOf(shipment.buyerName, shipment.buyerCountryName),
              buyerEmail: shipment.buyerEmail,
              heading: `${shipment.hsHeading} · ${hsHeadingOf(shipment.hsHeading)?.es ?? shipment.hsDescription}`,
              description: shipment.description,
              netMass: T.kg(formatNumber(shipment.netMassKg)),
              volume: formatVolume(shipment.volume),
              input: formatVolume(shipment.inputVolume),
              shippingDate: shipment.shippingDate,
              createdAt: formatDateTime(shipment.createdAt),
            }}
          />
          <section className="shipment-section" aria-labelledby="shipment-origins">
            <h2 id="shipment-origins" className="section-title">
              {T.originsTitle}
            </h2>
            <ListTable<ShipmentOrigin> rows={shipment.lines} columns={originColumns} rowKey={(row) => row.originNumber} label={T.originsTitle} />
          </section>
          {shipment.builtOn.length > 0 && (
            <section className="shipment-section" aria-labelledby="shipment-built-on">
              <h2 id="shipment-built-on" className="section-title">
                {T.builtOnTitle}
              </h2>
              <p>{T.builtOnIntro}</p>
              <ul>
                {shipment.builtOn.map((earlier) => (
                  <li key={earlier.code}>{T.builtOnItem(earlier.code, earlier.reference, earlier.verification)}</li>
                ))}
              </ul>
            </section>
          )}
          <StatementFiles shipment={shipment} />
          <StatementNumbers shipment={shipment} onSaved={setSaved} />
          <BuyerLinks shipment={shipment} />
        </>
      )}
    </PlainCard>
  );
}

/** The links the client hands its buyer: the shipment's page with its live statuses, its file and its EU numbers. */
function BuyerLinks({ shipment }: { shipment: Shipment }) {
  const calls: ShareLinkCalls = {
    list: () => getShipmentShares(shipment.id),
    create: (input) => createShipmentShare(shipment.id, input),
    revoke: (shareId) => revokeShipmentShare(shipment.id, shareId),
  };
  return (
    <section className="shipment-section">
      <ShareLinkList subject={String(shipment.id)} calls={calls} title={T.sharesTitle} hint={T.sharesHint} />
    </section>
  );
}
