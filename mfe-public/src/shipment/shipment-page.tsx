import { useState } from 'react';
import { Link, useParams, useSearchParams } from '@portal/shared-auth/router';
import { CERTIFICATE_STATUS, ORIGIN_STATUS, type DdsNumbers, type ShipmentPublic } from '@portal/shared-api';
import { LOCALES, messageIn } from '@portal/shared-api/i18n';
import { ORIGIN_TEXTS_BY_LANGUAGE, TIMBER_SPECIES, volumeIn } from '@portal/shared-api/origin-words';
import { DDS_NUMBER_MAX, DDS_NUMBER_PATTERN, SHIPMENT_SHARED_MSG, SHIPMENT_TEXTS_BY_LANGUAGE, hsHeadingOf } from '@portal/shared-api/shipment-words';
import { SHARE_TOKEN_PARAM } from '@portal/shared-api/served-page';
import { getSharedShipment, setSharedDdsNumbers } from '@portal/shared-api/client';
import { formatDateTime, PlainAlert, PlainLoading, PortalForm, TextField, useLoad, useServedData } from '@portal/shared-ui';
import { LanguageSwitch, PublicLanguage, usePublicTexts, withLanguage } from '../i18n/language';
import { ProfileFields } from '../profile/profile-view';
import '../profile/profile.css';
import './shipment.css';

const SHIPMENT_NAMESPACES = {
  es: { shipment: SHIPMENT_TEXTS_BY_LANGUAGE.es, origin: ORIGIN_TEXTS_BY_LANGUAGE.es },
  en: { shipment: SHIPMENT_TEXTS_BY_LANGUAGE.en, origin: ORIGIN_TEXTS_BY_LANGUAGE.en },
};

/**
 * /Despacho/{code} (beyond the spec): what a shipment's buyer opens from the exporter's share link, in Spanish or
 * English — the load, each origin certificate and its property's certificate **now**, the due-diligence file to
 * download, and the EU statement's numbers, which the buyer records here. Private: without a live link it says so
 * and shows nothing of the shipment. Plain HTML served in the first response.
 */
export function ShipmentPage() {
  return (
    <PublicLanguage namespaces={SHIPMENT_NAMESPACES}>
      <ShipmentView />
    </PublicLanguage>
  );
}

function ShipmentView() {
  const { code = '' } = useParams();
  const [query] = useSearchParams();
  const share = query.get(SHARE_TOKEN_PARAM) ?? '';
  return share ? <SharedShipment code={code} share={share} /> : <Closed />;
}

/** Without a live link: the shipment is private, and how to get a link. */
function Closed() {
  const { t, language } = usePublicTexts();
  return (
    <section className="profile-card" lang={language}>
      <LanguageSwitch />
      <h1>{t('shipment:page.closed')}</h1>
      <p>{t('shipment:page.closedHint')}</p>
    </section>
  );
}

function SharedShipment({ code, share }: { code: string; share: string }) {
  const { t, language } = usePublicTexts();
  const state = useLoad(() => getSharedShipment(code, share), `${code}:${share}`, useServedData<ShipmentPublic>());
  const [saved, setSaved] = useState<ShipmentPublic | null>(null);
  const s = (key: string, values?: Record<string, string | number>) => t(`shipment:page.${key}`, values);
  if (state.loading) return <PlainLoading />;
  const shipment = saved ?? state.data;
  if (!shipment) return state.status === 404 ? <Closed /> : <PlainAlert messages={state.errors} onClose={state.clearErrors} />;
  const locale = LOCALES[language];
  const volume = (value: number) => volumeIn(value, locale);
  const country = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(shipment.buyerCountry) ?? shipment.buyerCountry;
  const heading = hsHeadingOf(shipment.hsHeading);
  return (
    <section className={`profile-card${shipment.inForce ? ' profile-card--active' : ''}`} aria-label={s('title', { code: shipment.code })} lang={language}>
      <LanguageSwitch />
      <h1>{s('title', { code: shipment.code })}</h1>
      <p className={`profile-certificate${shipment.inForce ? '' : ' profile-certificate--suspendida'}`} role="status">
        <strong>{shipment.inForce ? s('inForce') : s('notInForce')}</strong>
        <br />
        <small>{s('checkedAt', { date: formatDateTime(shipment.checkedAt) })}</small>
      </p>
      <ProfileFields
        fields={[
          [s('exporter'), shipment.exporterName],
          [s('buyer'), shipment.buyerName],
          [s('country'), country],
          [s('shippingDate'), shipment.shippingDate],
          [s('hsHeading'), heading ? `${heading.code} · ${heading[language]}` : shipment.hsHeading],
          [s('description'), shipment.description],
          [s('netMass'), s('kg', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(shipment.netMassKg) })],
          [s('volume'), volume(shipment.volume)],
          [s('inputVolume'), volume(shipment.inputVolume)],
        ]}
      />
      <div className="profile-section">
        <h2 id="shipment-origins">{s('origins')}</h2>
        <ul className="shipment-lines" aria-labelledby="shipment-origins">
          {shipment.lines.map((line) => {
            const inForce = line.originStatus === ORIGIN_STATUS.valid && line.certificateStatus === CERTIFICATE_STATUS.valid;
            return (
              <li key={line.originNumber} className={inForce ? '' : 'shipment-line--warning'}>
                <p className="shipment-line__head">
                  <Link to={withLanguage(line.originPage, language)}>{line.originNumber}</Link>
                  <span>{volume(line.volume)}</span>
                </p>
                <dl>
                  <div>
                    <dt>{s('property')}</dt>
                    <dd>
                      <Link to={withLanguage(line.propertyProfile, language)}>{line.propertyName}</Link>
                    </dd>
                  </div>
                  <div>
                    <dt>{s('originStatus')}</dt>
                    <dd>{t(`origin:status.${line.originStatus}`)}</dd>
                  </div>
                  <div>
                    <dt>{s('certificateStatus')}</dt>
                    <dd className={line.certificateStatus === CERTIFICATE_STATUS.valid ? undefined : 'shipment-line__bad'}>{t(`certificate:status.${line.certificateStatus}`)}</dd>
                  </div>
                  <div>
                    <dt>{s('species')}</dt>
                    <dd>
                      {line.species.map((each, index) => (
                        <span key={each.scientificName}>
                          {index > 0 && ', '}
                          <i>{each.scientificName}</i> ({language === 'en' ? (TIMBER_SPECIES.find((species) => species.code === each.code)?.commonNameEn ?? each.commonName) : each.commonName})
                        </span>
                      ))}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="profile-section">
        <p>
          <a className="plain-button plain-button--primary shipment-download" href={withLanguage(shipment.dossier, language)} download>
            {s('dossier')}
          </a>
        </p>
        <p className="shipment-hint">{s('dossierHint')}</p>
      </div>
      <DdsSection shipment={shipment} code={code} share={share} onSaved={setSaved} />
      <p className="shipment-hint">{s('shareUntil', { date: formatDateTime(shipment.shareExpiresAt) })}</p>
    </section>
  );
}

/** A number as the EU system gives it (the server upper-cases it too): letters and digits, 14 at most. */
const ddsNumber = (value: string | undefined) => {
  const number = value?.trim().toUpperCase() ?? '';
  return number.length > 0 && number.length <= DDS_NUMBER_MAX && DDS_NUMBER_PATTERN.test(number);
};

/** The EU statement's numbers: shown once known; the buyer records or corrects them through the link. */
function DdsSection({ shipment, code, share, onSaved }: { shipment: ShipmentPublic; code: string; share: string; onSaved: (shipment: ShipmentPublic) => void }) {
  const { t, i18n, language } = usePublicTexts();
  const [flash, setFlash] = useState(false);
  const s = (key: string) => t(`shipment:page.${key}`);
  return (
    <div className="profile-section">
      <h2 id="shipment-dds">{s('dds')}</h2>
      {shipment.ddsReference ? (
        <ProfileFields
          fields={[
            [s('ddsReference'), <code key="reference">{shipment.ddsReference}</code>],
            [s('ddsVerification'), <code key="verification">{shipment.ddsVerification}</code>],
          ]}
        />
      ) : (
        <p>{s('ddsNone')}</p>
      )}
      {shipment.builtOn.length > 0 && (
        <>
          <h3>{s('builtOn')}</h3>
          <ul>
            {shipment.builtOn.map((earlier) => (
              <li key={earlier.code}>{t('shipment:page.builtOnItem', { ...earlier })}</li>
            ))}
          </ul>
        </>
      )}
      {flash && (
        <p className="flash" role="status">
          {s('ddsSaved')}
        </p>
      )}
      <p className="shipment-hint">{s('ddsHint')}</p>
      <PortalForm<DdsNumbers>
        key={language}
        label={s('dds')}
        initialValues={{ reference: shipment.ddsReference ?? undefined, verification: shipment.ddsVerification ?? undefined }}
        onSubmit={async (values) => {
          setFlash(false);
          onSaved(await setSharedDdsNumbers(code, share, values));
          setFlash(true);
        }}
        validate={(values) => ({
          ...(ddsNumber(values.reference) ? {} : { reference: messageIn(i18n, SHIPMENT_SHARED_MSG.ddsReference) }),
          ...(ddsNumber(values.verification) ? {} : { verification: messageIn(i18n, SHIPMENT_SHARED_MSG.ddsVerification) }),
        })}
        serverFields={{ [SHIPMENT_SHARED_MSG.ddsReference]: 'reference', [SHIPMENT_SHARED_MSG.ddsVerification]: 'verification' }}
        submitLabel={s('ddsSubmit')}
        wording={{ summaryTitle: s('summaryTitle'), summaryProblemTitle: s('summaryProblemTitle'), message: (line) => messageIn(i18n, line) }}
      >
        <TextField name="reference" label={s('ddsReference')} autoComplete="off" required />
        <TextField name="verification" label={s('ddsVerification')} autoComplete="off" required />
      </PortalForm>
    </div>
  );
}
