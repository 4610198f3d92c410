import type { ReactElement } from 'react';
import { render, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { APPOINTMENT_STATUS, TOTAL_RECORDS_HEADER, type Appointment, type DocumentItem, type EnrolmentDetail, type EnrolmentRow, type NewsItem, type PropertyItem } from '@portal/shared-api';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PortalProvider } from './provider/portal-provider';

export { expectErrorSummary } from './form/summary-checks';
export { expectListFits, findCard, getCard, listHeaders } from './list/list-fits';

/**
 * Renders one screen as the shell would (inside the portal provider, animations off) at the route
 * `path` (which may hold parameters such as `:id`), opened at `entry`, with a home to land on; the
 * router is returned so a test can check where the screen navigated.
 */
/**
 * jsdom lays nothing out: for the tests of the calling file, every element has the size of a map on a phone, as
 * Leaflet reads it (call at the top of the file).
 */
export function layOutMapsAsOnAPhone(): void {
  const size = { clientWidth: 360, clientHeight: 340 };
  const originals = Object.fromEntries(Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
  beforeAll(() => {
    for (const [key, value] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(originals)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}

export function renderScreen(screen: ReactElement, path = '/pantalla', entry = path) {
  const router = createMemoryRouter(
    [
      { path, element: <PortalProvider motion={false}>{screen}</PortalProvider> },
      { path: '/', element: <p>Inicio</p> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * Picks an option of a select by its label, as a person would: the browser's select (the form fields) once the option
 * is there; antd's (a few tools) opened (typing `search` first in a long list, whose options it draws only near the
 * view) and its option clicked.
 */
export async function chooseOption(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body, search?: string) {
  const input = within(scope).getByLabelText(label);
  if (input instanceof HTMLSelectElement) {
    const item = await waitFor(() => within(input).getByRole('option', { name: option }));
    await user.selectOptions(input, item);
    return;
  }
  await user.click(input);
  if (search) await user.type(input, search);
  const item = await waitFor(() => {
    const popup = document.getElementById(`${input.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown');
    if (!popup) throw new Error(`La lista de ${label} no se abrió`);
    return within(popup).getByTitle(option);
  });
  await user.click(item);
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
}

/** An enrolment detail as GET inscriptions/display/{id} answers it, for screen tests. */
export function enrolmentDetail(overrides: Partial<EnrolmentDetail> = {}): EnrolmentDetail {
  return {
    id: 7,
    identificationType: 'Cédula',
    identificationTypeId: 1,
    fullName: 'Ana Mora Solís',
    identification: '203450678',
    identifierFront: { url: '/api/inscriptions/7/files/1', name: 'frente.jpg' },
    identifierBack: { url: '/api/inscriptions/7/files/2', name: 'reverso.jpg' },
    legalName: null,
    businessIdentification: null,
    legalIdentifierFront: null,
    province: 'Alajuela',
    canton: 'San Carlos',
    district: 'Quesada',
    address: 'Barrio El Carmen',
    email: 'ana@example.cr',
    phoneNumber: '2460-1234',
    category: 'Plantaciones forestales con PSA',
    categoryConsecutive: '01.01.01.01.01',
    isCategoryGroup: false,
    price: 100_000,
    notes: null,
    status: 'Presentada',
    dateSolicited: '2026-11-02T15:00:00.000Z',
    dateApproved: null,
    remediationFile: null,
    paymentVoucher: null,
    flexFiles: [{ name: 'Estudio técnico del regente forestal', file: { url: '/api/inscriptions/7/files/3', name: 'estudio.pdf' } }],
    swornDeclaration: { url: '/api/inscriptions/7/files/4', name: 'declaracion.pdf' },
    secondSwornDeclaration: null,
    properties: [
      {
        id: 31,
        fantasyName: null,
        sheetNumber: '2-123456-000',
        address: '1 km al norte de la plaza',
        ownership: 'Propio',
        area: 12,
        certificationArea: null,
        psaNumber: null,
        volume: 80,
        province: 'Alajuela',
        canton: 'San Carlos',
        district: 'Quesada',
        anualityCost: 50_000,
        visitationCost: 25_000,
        visitationAmount: 2,
        power: null,
        certified: false,
      },
    ],
    extraProperties: [],
    actions: [],
    history: [{ from: null, to: 'Presentada', actor: 'Ana Mora Solís', at: '2026-11-02T15:00:00.000Z', notes: null }],
    version: 1,
    ...overrides,
  };
}

/** A row of the enrolment lists (the client's own and the administrators' queues), for screen tests. */
export function enrolmentRow(overrides: Partial<EnrolmentRow> = {}): EnrolmentRow {
  return {
    id: 7,
    fullName: 'Ana Mora Solís',
    categoryName: 'Depósitos de madera',
    email: 'ana@example.cr',
    phoneNumber: '2460-1234',
    dateSolicited: '2026-11-02T15:00:00.000Z',
    status: 'Subsanar',
    isCategoryGroup: false,
    modality: 'Individual',
    duration: 19,
    paymentVoucher: null,
    ...overrides,
  };
}

/** A document as GET files lists it (the public list and the administrators' one), for screen tests. */
export function documentItem(overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    id: 3,
    fileName: 'Guía de inscripción',
    description: 'Pasos para inscribir una propiedad',
    filePath: '/api/files/3/download',
    originalName: 'guia-de-inscripcion.pdf',
    size: 1200,
    dateCreated: '2026-10-01T15:00:00.000Z',
    dateModified: '2026-10-02T15:00:00.000Z',
    ...overrides,
  };
}

/** A news item as GET news lists it, for screen tests. */
export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 5,
    title: 'Nueva guía de inscripción',
    description: 'Los pasos para inscribir una finca.',
    author: 'Andrea María Vargas Solano',
    dateCreated: '2026-11-10T15:00:00.000Z',
    thumbnail: null,
    ...overrides,
  };
}

/** A page of a list as the API answers it: the rows, and their total in the totalrecords header. */
export const listPage = <T,>(rows: T[], total = rows.length) => ({ body: rows, headers: { [TOTAL_RECORDS_HEADER]: String(total) } });

/** A certified property as the property lists answer it (the demo client's farm), for screen tests. */
export function propertyItem(overrides: Partial<PropertyItem> = {}): PropertyItem {
  return {
    id: 12,
    sheetNumber: '2-123456-000',
    customerName: 'Ana Mora',
    province: 'Alajuela',
    canton: 'San Carlos',
    district: 'Quesada',
    fantasyName: 'Finca El Roble',
    address: '1 km al norte de la plaza',
    visitationAmount: 2,
    visitationCost: 35_000,
    inscriptionId: 4,
    isGroup: false,
    certificateStatus: 'Vigente',
    validUntil: '2027-09-12T15:00:00.000Z',
    ...overrides,
  };
}

/** A visit to that farm as GET appointments/{id} answers it, pending, for screen tests. */
export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 9,
    property: { id: 12, sheetNumber: '2-123456-000', fantasyName: 'Finca El Roble', province: 'Alajuela', canton: 'San Carlos', district: 'Quesada', address: '1 km al norte de la plaza' },
    customer: { userFullName: 'Ana Mora' },
    certifier: { userFullName: 'Luis Brenes' },
    appointmentStart: '2026-11-03T14:00:00.000Z',
    appointmentEnd: '2026-11-03T14:30:00.000Z',
    notes: 'Revisión de linderos',
    appointmentStatus: APPOINTMENT_STATUS.pending,
    reportStatus: null,
    multipleReports: [],
    description: null,
    title: null,
    certifierId: 7,
    customerId: 3,
    propertyId: 12,
    paymentVoucher: null,
    canRegister: false,
    canReview: false,
    photos: [],
    ...overrides,
  };
}
