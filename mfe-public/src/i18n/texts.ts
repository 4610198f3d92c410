// The public profiles' texts as i18next resources (the `profile` and `values` namespaces), in Spanish and
// English; the certificate's own words come with @portal/shared-api/i18n. Texts only, so tests import them.
import { MSG } from '@portal/shared-api';
import { createTranslations, type Language, type TextsOf } from '@portal/shared-api/i18n';
import { MAP_TEXTS, PROPERTY_TEXTS } from '@portal/shared-ui/texts';
import { TEXTS } from '../texts';

export const PROFILE_ES = {
  ...TEXTS.profile,
  notFound: MSG.profileNotFound,
  certificatePdf: PROPERTY_TEXTS.certificatePdf,
  portfolio: TEXTS.portfolio.title,
  watch: TEXTS.watch.fromProfile,
  showMap: MAP_TEXTS.showMap,
  hideMap: MAP_TEXTS.hideMap,
  /** The switch: the other language, named in it. */
  language: 'Idioma',
};

export const PROFILE_EN: TextsOf<typeof PROFILE_ES> = {
  propertyTitle: 'Certification profile of the property',
  inscriptionTitle: 'Certification profile of the enrolment',
  status: 'Certification status',
  verify: 'Automatic verification (JSON)',
  verifyHint: 'Buyers and authorities can verify this certificate online:',
  certificatePdfHint: 'A4, with the status when downloaded and the QR code of this profile to see the live status.',
  properties: 'Certified properties',
  appointments: 'Approved forestry regent visits',
  noAppointments: 'No approved visits yet.',
  appointmentDate: 'Date',
  appointmentResult: 'Result',
  boundary: {
    title: 'Location and boundary',
    exactIntro: 'Boundary verified in the field by a forestry regent and approved by the administration.',
    approximateIntro: 'The holder has not published the exact boundary: an approximate location is shown (to 1 km).',
    none: 'The property has no approved boundary yet.',
    outline: 'Outline of the boundary of {{name}}',
    side: 'The square is {{metres}} m wide',
    area: 'Boundary area',
    hectares: '{{value}} ha',
    centroid: 'Centre (latitude, longitude)',
    approximate: 'Approximate location (latitude, longitude)',
    euFile: 'Download the file for the EU (GeoJSON)',
    euFileHint: 'Geolocation of the plot in the format of the information system of Regulation (EU) 2023/1115 (EUDR).',
    shared: 'Private boundary opened by a link from its holder, valid until {{until}}. Do not share this link.',
    sharedLoading: 'Opening the shared boundary…',
  },
  fields: {
    fullName: 'Holder',
    fantasyName: 'Trade name',
    sheetNumber: 'Land registry number',
    province: 'Province',
    canton: 'Canton',
    district: 'District',
    address: 'Address',
    ownership: 'Tenure',
    certificationArea: 'Certified area (ha)',
    volume: 'Volume (m³)',
    certifiedVolume: 'Certified volume of the period',
    remainingVolume: 'Still to be issued in certificates of origin',
    dateApproved: 'Date approved',
    validUntil: 'Valid until',
    visitationAmount: 'Visits available',
    visitationCost: 'Cost per visit',
    inscriptionStatus: 'Enrolment status',
    inscriptionType: 'Enrolment type',
    inscriptionDate: 'Enrolment date',
    identificationType: 'Identification type',
    identification: 'Identification',
    category: 'Category',
  },
  notFound: 'Enrolment not found',
  certificatePdf: 'Download the certificate (PDF)',
  portfolio: 'Certified providers',
  watch: 'Get e-mail alerts about this certificate',
  showMap: 'Show on the map',
  hideMap: 'Hide the map',
  language: 'Language',
};

/** The watch list's pages (`/Alertas`, `/Alertas/{token}`): a buyer abroad lands there from an e-mail in English. */
export const WATCH_ES = TEXTS.watch;

export const WATCH_EN: TextsOf<typeof WATCH_ES> = {
  title: 'Certificate alerts by e-mail',
  intro:
    'Get an e-mail each time the status of the certificates you care about changes: when they are suspended, reinstated, withdrawn or expire. No account needed. First we send you a link to confirm your address.',
  email: 'Your e-mail address',
  certificates: 'Certificates',
  certificatesHint: 'The No. of each certificate (the one on the PDF and the profile) or its land registry number, one per line; up to {{max}}.',
  submit: 'Ask for alerts',
  fromProfile: 'Get e-mail alerts about this certificate',
  fromPortfolio: 'E-mail alerts',
  summaryTitle: 'Check the following fields',
  summaryProblemTitle: 'The form could not be sent',
  list: {
    title: 'Your certificate alerts',
    intro: 'Each status change of these certificates is sent to {{email}}.',
    confirmTitle: 'Confirmation',
    waiting_one: 'One certificate waits for your confirmation: we will not alert you about it until you confirm.',
    waiting_other: '{{count}} certificates wait for your confirmation: we will not alert you about them until you confirm.',
    confirm: 'Confirm the alerts',
    confirmed: 'Alerts confirmed: we will write to you when the status of these certificates changes.',
    certificates: 'Watched certificates',
    certificate: 'No. {{id}} · {{name}}',
    sheet: 'Land registry {{sheet}}',
    since: 'Since {{date}}',
    validUntil: 'valid until {{date}}',
    notConfirmed: 'Not confirmed: no alerts yet.',
    remove: 'Stop watching',
    removeOf: 'Stop watching certificate No. {{id}}',
    empty: 'Your list is empty.',
    csv: 'Download CSV',
    add: 'Add certificates',
    cancelAll: 'Cancel all alerts',
    cancelQuestion: 'Cancel all your alerts? We will stop writing to you about these certificates.',
    again: 'Ask for alerts again',
  },
};

export const PUBLIC_NAMESPACES = {
  es: { profile: PROFILE_ES, watch: WATCH_ES },
  en: { profile: PROFILE_EN, watch: WATCH_EN },
};

/** A page's own namespaces, beside the public ones (the portfolio's: its texts load with its page alone). */
export type Namespaces = Record<Language, Record<string, object>>;

/** A text of a public page's namespace with its values written in, as a visitor reads it (tests and e2e journeys). */
export const publicText = (language: Language, key: string, values?: Record<string, string | number>, own?: Namespaces): string =>
  createTranslations(language, { es: { ...PUBLIC_NAMESPACES.es, ...own?.es }, en: { ...PUBLIC_NAMESPACES.en, ...own?.en } }).t(key, values);

/** A profile text with its values written in, as a visitor reads it (for the tests and the e2e journeys). */
export const profileText = (language: Language, key: string, values?: Record<string, string>): string => publicText(language, `profile:${key}`, values);
