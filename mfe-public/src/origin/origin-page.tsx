import { Link, useParams } from '@portal/shared-auth/router';
import { paths, type OriginPublic } from '@portal/shared-api';
import { LOCALES } from '@portal/shared-api/i18n';
import { ORIGIN_STATUS, ORIGIN_TEXTS_BY_LANGUAGE, volumeIn } from '@portal/shared-api/origin-words';
import { ORIGIN_URLS, getOriginPublic } from '@portal/shared-api/client';
import { PlainAlert, PlainLoading, formatDateTime, useLoad, useServedData } from '@portal/shared-ui';
import { LanguageSwitch, PublicLanguage, usePublicTexts, withLanguage } from '../i18n/language';
import { ProfileBoundaryView } from '../profile/profile-boundary';
import { ProfileFields } from '../profile/profile-view';
import '../profile/profile.css';

const ORIGIN_NAMESPACES = { es: { origin: ORIGIN_TEXTS_BY_LANGUAGE.es }, en: { origin: ORIGIN_TEXTS_BY_LANGUAGE.en } };

/**
 * /Origen/{number} (beyond the spec): what a driver, a checkpoint or a buyer opens from an origin certificate's QR
 * code, in Spanish or English — whether it is valid now (its own status and its property certificate's), the species
 * and volumes, the harvest dates, the property, the regent and the plot. Plain HTML served in the first response.
 */
export function OriginPage() {
  return (
    <PublicLanguage namespaces={ORIGIN_NAMESPACES}>
      <OriginView />
    </PublicLanguage>
  );
}

function OriginView() {
  const { number = '' } = useParams();
  const { t, language, number: figure } = usePublicTexts();
  const state = useLoad(() => getOriginPublic(number), number, useServedData<OriginPublic>());
  const o = (key: string, values?: Record<string, string | number>) => t(`origin:page.${key}`, values);
  const volume = (value: number) => volumeIn(value, LOCALES[language]);
  if (state.loading) return <PlainLoading />;
  const origin = state.data;
  if (!origin) {
    if (state.status === 404) {
      return (
        <section className="profile-card" lang={language}>
          <LanguageSwitch />
          <h1>{o('notFound')}</h1>
        </section>
      );
    }
    return <PlainAlert messages={state.errors} onClose={state.clearErrors} />;
  }
  const certificateWord = t(`certificate:status.${origin.property.certificateStatus}`);
  const verdict =
    origin.status === ORIGIN_STATUS.annulled
      ? o('annulled', { date: formatDateTime(origin.annulledAt!) })
      : origin.valid
        ? o('validNow')
        : o('notInForce', { status: certificateWord });
  return (
    <section className={`profile-card${origin.valid ? ' profile-card--active' : ''}`} aria-label={o('title', { number: origin.number })} lang={language}>
      <LanguageSwitch />
      <h1>{o('title', { number: origin.number })}</h1>
      <p className={`profile-certificate${origin.valid ? '' : ' profile-certificate--vencida'}`} role="status">
        <strong>{verdict}</strong>
        {origin.annulReason && (
          <>
            <br />
            {o('reason', { reason: origin.annulReason })}
          </>
        )}
        <br />
        <small>{o('checkedAt', { date: formatDateTime(origin.checkedAt) })}</small>
      </p>
      <ProfileFields
        fields={[
          [o('statusLabel'), t(`origin:status.${origin.status}`)],
          [o('certificateLabel'), certificateWord],
          [o('productForm'), t(`origin:productForm.${origin.productForm}`)],
          [o('volume'), volume(origin.volume)],
          [o('harvest'), o('harvestRange', { from: origin.harvestFrom, to: origin.harvestTo })],
          [o('issuedAt'), formatDateTime(origin.issuedAt)],
          [o('destination'), origin.destination],
          [o('vehiclePlate'), origin.vehiclePlate],
          [o('property'), <Link key="property" to={withLanguage(origin.property.profile, language)}>{origin.property.name}</Link>],
          [o('place'), `${origin.property.district}, ${origin.property.canton}, ${origin.property.province}`],
          [o('regent'), origin.regent.licenceNumber ? `${origin.regent.name} · ${o('licence', { licence: origin.regent.licenceNumber })}` : origin.regent.name],
          [o('authorised'), volume(origin.property.authorised)],
          [o('remaining'), volume(origin.property.remaining)],
        ]}
      />
      <div className="profile-section">
        <h2 id="origin-species">{o('species')}</h2>
        <table className="profile-visits origin-species-table" aria-labelledby="origin-species">
          <thead>
            <tr>
              <th scope="col">{o('scientificName')}</th>
              <th scope="col">{o('commonName')}</th>
              <th scope="col" className="origin-number">
                {o('volume')}
              </th>
            </tr>
          </thead>
          <tbody>
            {origin.species.map((line) => (
              <tr key={line.scientificName}>
                <td>
                  <i>{line.scientificName}</i>
                </td>
                <td>{language === 'en' ? (line.commonNameEn ?? line.commonName) : line.commonName}</td>
                <td className="origin-number">{volume(line.volume)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {o('total')}
              </th>
              <td className="origin-number">{volume(origin.volume)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ProfileBoundaryView boundary={origin.boundary} name={origin.property.name} propertyId={String(origin.property.id)} partPaths={origin.harvestArea?.paths} />
      <p>{o('boundaryExact', { version: origin.boundary.version })}</p>
      {origin.harvestArea && (
        <p>{o('harvestArea', { hectares: figure(Math.round(origin.harvestArea.hectares * 100) / 100) })}</p>
      )}
      <p className="profile-section profile-verify">
        {t('verifyHint')} <a href={withLanguage(`/api/${ORIGIN_URLS.one(origin.number)}/status`, language)}>{t('verify')}</a>
      </p>
      <p>
        <a href={withLanguage(ORIGIN_URLS.pdf(origin.number), language)} download>
          {o('pdf')}
        </a>
      </p>
      <p className="no-print">
        <Link to={paths.portafolio()}>{t('portfolio')}</Link>
      </p>
    </section>
  );
}
