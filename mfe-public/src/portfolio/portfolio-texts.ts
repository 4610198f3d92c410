// The portfolio's texts as an i18next namespace (`portfolio`), in Spanish and English, with its list's words in
// English; loaded with the portfolio's page alone (the profiles do not carry them). Texts only, so tests import them.
import type { Language, TextsOf } from '@portal/shared-api/i18n';
import { LIST_TEXTS, type ListTexts } from '@portal/shared-ui/texts';
import { publicText } from '../i18n/texts';
import { TEXTS } from '../texts';

/** The portfolio (`/Portafolio`): a buyer abroad searches, filters, exports and looks up certificates in English. */
export const PORTFOLIO_ES = TEXTS.portfolio;

export const PORTFOLIO_EN: TextsOf<typeof PORTFOLIO_ES> = {
  title: 'Certified Providers',
  intro: 'Look up the properties and businesses certified for legal timber. Each row links to its public certification profile.',
  province: 'Province',
  canton: 'Canton',
  allProvinces: 'All provinces',
  allCantons: 'All cantons',
  status: 'Certificate status',
  statusOptions: { Vigente: 'Valid', Suspendida: 'Suspended', Retirada: 'Withdrawn', Vencida: 'Expired', todos: 'All statuses' },
  exportCsv: 'Download CSV',
  exportEu: 'Download GeoJSON (EU)',
  exportEuHint: 'Boundaries published by their holders, in the format of Regulation (EU) 2023/1115',
  print: 'Print',
  mapLoading: 'Finding the locations…',
  mapSummary: '{{shown}} of the {{total}} providers of this search on the map; the others have no approved boundary yet.',
  mapLegend: 'Filled circle: boundary published by its holder. Hollow circle: approximate location (about 1.1 km). A number groups several: tap it to zoom in.',
  printedOn: 'List printed on {{date}}',
  profile: 'See profile',
  remaining: '{{volume}} of {{authorised}} certified m³ left',
  bulk: {
    open: 'Bulk lookup',
    intro:
      'Upload a CSV file with one number per line: a certificate number (the No. on the PDF certificate) or a land registry number (such as 2-345678-000), up to {{max}} numbers. ' +
      'You get back a CSV with the status, the holder, the category, the dates and the link to the public profile of each one.',
    file: 'CSV file with the numbers',
    submit: 'Look up and download',
    working: 'Looking up…',
    chooseFile: 'First choose the CSV file with the numbers.',
    unreadable: 'The file could not be read (did it change after you chose it?): choose it again.',
    done_one: 'Done: {{file}} was downloaded with {{rows}} row',
    done_other: 'Done: {{file}} was downloaded with {{rows}} rows',
    allFound: 'every number was found. Check the status of each one.',
    notFound_one: '{{missing}} number was not found (its row says “{{label}}”).',
    notFound_other: '{{missing}} numbers were not found (their rows say “{{label}}”).',
  },
  columns: {
    sheetNumber: 'Land registry',
    identification: 'Identification',
    name: 'Name',
    province: 'Province',
    canton: 'Canton',
    district: 'District',
    address: 'Address',
    dateApproved: 'Date approved',
    category: 'Category',
    area: 'Area (ha)',
    volume: 'Volume (m³)',
    visitationAmount: 'Visits',
    inscriptionType: 'Enrolment type',
    ownership: 'Tenure',
    inscriptionDate: 'Enrolment date',
    certificateStatus: 'Status',
  },
};

/** The portfolio's list in English (in Spanish: LIST_TEXTS, the spec's words). */
export const LIST_TEXTS_EN: ListTexts = {
  empty: 'Nothing to show',
  confirmDelete: 'Delete the record?',
  delete: 'Delete',
  cancel: 'Cancel',
  edit: 'Edit',
  create: (entity) => `Create ${entity}`,
  editTitle: (entity) => `Edit ${entity}`,
  save: 'Save',
  previous: 'Previous',
  next: 'Next',
  pager: 'Pages',
  page: (n) => `Page ${n}`,
  pageSize: 'Records per page',
  search: 'Search',
  total: (n) => `${n.toLocaleString('en-US')} ${n === 1 ? 'record' : 'records'}`,
  actions: 'Actions',
  expandRow: 'Expand row',
  collapseRow: 'Collapse row',
  moreData: 'More data',
  details: 'Details',
};

export const PORTFOLIO_NAMESPACES = { es: { portfolio: PORTFOLIO_ES }, en: { portfolio: PORTFOLIO_EN } };

/** The portfolio's list in its language. */
export const LIST_TEXTS_BY_LANGUAGE: Record<Language, ListTexts> = { es: LIST_TEXTS, en: LIST_TEXTS_EN };

/** A text of the portfolio's page with its values written in, as a visitor reads it (tests and e2e journeys). */
export const portfolioText = (language: Language, key: string, values?: Record<string, string | number>): string =>
  publicText(language, `portfolio:${key}`, values, PORTFOLIO_NAMESPACES);
