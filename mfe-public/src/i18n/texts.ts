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

export const PUBLIC_NAMESPACES = {
  es: { profile: PROFILE_ES },
  en: { profile: PROFILE_EN },
};

/** A profile text with its values written in, as a visitor reads it (for the tests and the e2e journeys). */
export const profileText = (language: Language, key: string, values?: Record<string, string>): string =>
  createTranslations(language, PUBLIC_NAMESPACES).t(`profile:${key}`, values);
