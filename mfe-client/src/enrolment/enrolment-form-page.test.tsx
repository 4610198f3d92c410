import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ENROLMENT_MSG, MSG, type Category } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { FORM_TEXTS, LOCATION_LABELS, formatColones } from '@portal/shared-ui';
import { chooseOption, expectErrorSummary, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { mockXhr } from '../../../tools/jest/mock-xhr';
import { TEXTS } from '../texts';
import { categoryFixture } from './category-fixtures';
import { EnrolmentFormPage } from './enrolment-form-page';
import { filesShown } from './enrolment-rules';

const T = TEXTS.enrolment;
const P = TEXTS.property;

const ranges = [
  { startingRange: 0, endingRange: 100, anualityCost: 50_000, visitationCost: 25_000, visitationAmount: 2 },
  { startingRange: 100.01, endingRange: 1000, anualityCost: 90_000, visitationCost: 30_000, visitationAmount: 3 },
];
const TREE: Record<string, Category[]> = {
  '': [
    categoryFixture({ id: 1, consecutive: '01', name: 'Aprovechamiento maderable' }),
    categoryFixture({ id: 30, consecutive: '03', name: 'Comercialización', type: 'Comercio' }),
  ],
  '01': [
    categoryFixture({ id: 5, consecutive: '01.01.01.01.01', name: 'Plantaciones forestales con PSA', leaf: true, extraAreaAndPsa: true, flexFileName1: 'Estudio técnico del regente forestal', categoryPriceRanges: ranges }),
    categoryFixture({ id: 20, consecutive: '01.02.01.02', name: 'Terrenos grupales', leaf: true, isGroup: true, octoberOnly: true, categoryPriceRanges: ranges }),
  ],
  '03': [categoryFixture({ id: 32, consecutive: '03.02', name: 'Depósitos de madera', type: 'Comercio', leaf: true, categoryPriceRanges: ranges })],
};

function server() {
  return mockApi({
    'GET /api/categories': (request) => ({ body: TREE[new URL(request.url).searchParams.get('consecutivePart') ?? ''] ?? [] }),
    'GET /api/provinces': { body: [{ id: 2, name: 'Alajuela' }] },
    'GET /api/cantons/province/2': { body: [{ id: 210, name: 'San Carlos' }] },
    'GET /api/districts/canton/210': { body: [{ id: 21001, name: 'Quesada' }] },
  });
}

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4'], name, { type });
const OCTOBER = () => new Date('2026-10-15T15:00:00Z');
const NOVEMBER = () => new Date('2026-11-15T15:00:00Z');

async function pickCategory(user: UserEvent, ...path: string[]) {
  for (const name of path) await user.click(await screen.findByRole('button', { name }));
}

async function addProperty(user: UserEvent, values: { sheet?: string; name?: string; tenure: string; area: string; volume: string; power?: File }) {
  await user.click(screen.getByRole('button', { name: T.addProperty }));
  const dialog = await screen.findByRole('dialog');
  if (values.name) await user.type(within(dialog).getByLabelText(P.commercialName), values.name);
  if (values.sheet) await user.type(within(dialog).getByLabelText(P.sheetNumber), values.sheet);
  await chooseOption(user, LOCATION_LABELS.province, 'Alajuela', dialog);
  await chooseOption(user, LOCATION_LABELS.canton, 'San Carlos', dialog);
  await chooseOption(user, LOCATION_LABELS.district, 'Quesada', dialog);
  await user.type(within(dialog).getByLabelText(P.address), '1 km al norte de la plaza');
  await user.click(within(dialog).getByRole('radio', { name: values.tenure }));
  if (values.power) await user.upload(within(dialog).getByLabelText(P.power), values.power);
  await user.type(within(dialog).getByLabelText(P.area), values.area);
  await user.type(within(dialog).getByLabelText(P.volume), values.volume);
  await user.click(within(dialog).getByRole('button', { name: P.add }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('/Inscripcion: category by drill-down (spec §4)', () => {
  it('goes into a branch, back removes the last segment, a leaf is chosen', async () => {
    const user = setup();
    const { requests } = server();
    renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');
    await pickCategory(user, '01 Aprovechamiento maderable');
    expect(await screen.findByRole('button', { name: '01.01.01.01.01 Plantaciones forestales con PSA' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.back }));
    expect(await screen.findByRole('button', { name: '03 Comercialización' })).toBeInTheDocument();
    expect(requests.map((r) => new URL(r.url).searchParams.get('consecutivePart')).filter((c) => c !== null)).toEqual(['', '01', '']);
    await pickCategory(user, '03 Comercialización', '03.02 Depósitos de madera');
    expect(screen.getByText(`${T.chosen}: 03.02 Depósitos de madera`)).toBeInTheDocument();
  });
});

describe('/Inscripcion: validations (spec §5)', () => {
  it('asks for the applicant, the files and the category before sending anything', async () => {
    const user = setup();
    const { requests } = server();
    const uploads = mockXhr(() => ({ status: 201, body: { id: 1 } }));
    renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');
    await screen.findByRole('button', { name: '01 Aprovechamiento maderable' });
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(MSG.required).length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText(ENROLMENT_MSG.identityImagesMissing)).toHaveLength(2);
    expect(screen.getAllByText(ENROLMENT_MSG.categoryMissing).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(uploads.requests).toHaveLength(0);
  });

  it('on an empty submit, moves the focus to a summary linking each invalid field once, the category included', async () => {
    const user = setup();
    server();
    renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');
    await screen.findByRole('button', { name: '01 Aprovechamiento maderable' });
    await user.click(screen.getByRole('button', { name: T.submit }));
    const links = await expectErrorSummary(user);
    expect(links).toEqual([
      FORM_TEXTS.summaryLink(T.fullName, MSG.required),
      FORM_TEXTS.summaryLink(T.identification, MSG.required),
      FORM_TEXTS.summaryLink(T.identifierFront, ENROLMENT_MSG.identityImagesMissing),
      FORM_TEXTS.summaryLink(T.identifierBack, ENROLMENT_MSG.identityImagesMissing),
      FORM_TEXTS.summaryLink(T.email, MSG.required),
      FORM_TEXTS.summaryLink(T.phone, MSG.required),
      FORM_TEXTS.summaryLink(LOCATION_LABELS.province, MSG.required),
      FORM_TEXTS.summaryLink(T.address, MSG.required),
      FORM_TEXTS.summaryLink(T.category, ENROLMENT_MSG.categoryMissing),
    ]);
    // the category's message is shown once, beside the category, and the summary's link leads there
    expect(screen.getAllByText(ENROLMENT_MSG.categoryMissing)).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: FORM_TEXTS.summaryLink(T.category, ENROLMENT_MSG.categoryMissing) }));
    expect(screen.getByRole('group', { name: T.category })).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows the legal-entity fields for a legal person, with a .pdf certificate', async () => {
    const user = setup();
    server();
    renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');
    expect(screen.queryByLabelText(T.legalName)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: T.legal }));
    expect(screen.getByLabelText(T.legalName)).toBeInTheDocument();
    expect(screen.getByLabelText(T.legalIdentifierFront)).toHaveAttribute('accept', '.pdf');
    await user.type(screen.getByLabelText(T.businessIdentification), '3101123456');
    expect(screen.getByLabelText(T.businessIdentification)).toHaveValue('3-101-123456');
  });

  it('gives every add-property message of the spec for an empty farm property', async () => {
    const user = setup();
    server();
    renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');
    await pickCategory(user, '01 Aprovechamiento maderable', '01.01.01.01.01 Plantaciones forestales con PSA');
    await user.click(screen.getByRole('button', { name: T.addProperty }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: P.add }));
    for (const message of [
      ENROLMENT_MSG.addressMissing,
      ENROLMENT_MSG.areaMissing,
      ENROLMENT_MSG.locationMissing,
      ENROLMENT_MSG.ownershipMissing,
      ENROLMENT_MSG.sheetNumberMissing,
    ]) {
      expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0);
    }
    // the PSA category shows the extra area and PSA file number fields
    expect(within(dialog).getByLabelText(P.certificationArea)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(P.psaNumber)).toBeInTheDocument();
  });

  it('turns Otro into free text, asks a power of attorney for Alquilado, and refuses a volume no range covers', async () => {
    const user = setup();
    server();
    renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');
    await pickCategory(user, '03 Comercialización', '03.02 Depósitos de madera');
    await user.click(screen.getByRole('button', { name: T.addProperty }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(P.sheetNumber)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Otro' }));
    expect(within(dialog).getByLabelText(P.ownershipOther)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Alquilado' }));
    expect(within(dialog).queryByLabelText(P.ownershipOther)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(P.power)).toHaveAttribute('accept', '.pdf,.jpg,.png,.jpeg');
    await user.type(within(dialog).getByLabelText(P.volume), '5000');
    await user.click(within(dialog).getByRole('button', { name: P.add }));
    expect(within(dialog).getByText(ENROLMENT_MSG.volumeOutOfRange)).toBeInTheDocument();
    expect(within(dialog).getByText(ENROLMENT_MSG.powerOfAttorneyMissing)).toBeInTheDocument();
    expect(within(dialog).getByText(ENROLMENT_MSG.nameMissing)).toBeInTheDocument();
  });

  it('refuses an October-only category outside October', async () => {
    const user = setup();
    const { requests } = server();
    const uploads = mockXhr(() => ({ status: 201, body: { id: 1 } }));
    renderScreen(<EnrolmentFormPage now={NOVEMBER} />, '/Inscripcion');
    await pickCategory(user, '01 Aprovechamiento maderable', '01.02.01.02 Terrenos grupales');
    // the warning beside the category…
    expect(screen.getAllByText(ENROLMENT_MSG.octoberOnly)).toHaveLength(1);
    expect(screen.getAllByText(T.groupNote).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: T.submit }));
    // …and the alert list on sending, with the group minimum
    expect(await screen.findAllByText(ENROLMENT_MSG.octoberOnly)).toHaveLength(2);
    expect(screen.getByText(ENROLMENT_MSG.propertiesMissing)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(uploads.requests).toHaveLength(0);
  });
});

describe('/Inscripcion: a complete enrolment (spec §3, §9)', () => {
  it('prices each property by its range, totals in colones, asks the second declaration and sends the multipart', async () => {
    const user = setup();
    signInAs('Cliente', ['Cliente'], 'Ana Mora', 'ana@example.cr');
    server();
    const uploads = mockXhr(() => ({ status: 201, body: { id: 77 } }));
    const { router } = renderScreen(<EnrolmentFormPage now={OCTOBER} />, '/Inscripcion');

    expect(screen.getByLabelText(T.fullName)).toHaveValue('Ana Mora');
    await user.type(screen.getByLabelText(T.identification), '203450678');
    await user.upload(screen.getByLabelText(T.identifierFront), file('frente.jpg', 'image/jpeg'));
    await user.upload(screen.getByLabelText(T.identifierBack), file('reverso.png', 'image/png'));
    await user.type(screen.getByLabelText(T.phone), '24601234');
    await chooseOption(user, LOCATION_LABELS.province, 'Alajuela');
    await chooseOption(user, LOCATION_LABELS.canton, 'San Carlos');
    await chooseOption(user, LOCATION_LABELS.district, 'Quesada');
    await user.type(screen.getByLabelText(T.address), 'Barrio El Carmen');
    await pickCategory(user, '01 Aprovechamiento maderable', '01.01.01.01.01 Plantaciones forestales con PSA');

    await addProperty(user, { sheet: '2-123456-000', tenure: 'Propio', area: '12', volume: '80' });
    expect(screen.getByText(formatColones(50_000 + 2 * 25_000).replace(/\s/g, ' '), { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByLabelText(T.secondSwornDeclaration)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.templatePropio })).toHaveAttribute('href', '/api/inscriptions/template/Propio');

    await addProperty(user, { sheet: '2-999999-000', tenure: 'Alquilado', area: '30', volume: '400', power: file('poder.pdf') });
    const total = 50_000 + 2 * 25_000 + 90_000 + 3 * 30_000;
    expect(screen.getByText(formatColones(total).replace(/\s/g, ' '), { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.templateAjeno })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Estudio técnico del regente forestal'), file('estudio.pdf'));
    await user.upload(screen.getByLabelText(T.swornDeclaration), file('declaracion.pdf'));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(ENROLMENT_MSG.secondSwornDeclarationMissing)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(T.secondSwornDeclaration), file('declaracion-2.pdf'));
    await user.click(screen.getByRole('button', { name: T.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(uploads.requests).toHaveLength(1);
    expect(uploads.requests[0].url).toBe('http://localhost/api/inscriptions');
    expect(uploads.requests[0].headers.Authorization).toMatch(/^Bearer /);
    expect(uploads.requests[0].headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const form = uploads.requests[0].body as FormData;
    expect(form.get('categoryId')).toBe('5');
    expect(form.get('identificationTypeId')).toBe('1');
    expect(form.get('finalPrice')).toBe(String(total));
    expect(form.get('districtId')).toBe('21001');
    expect(form.get('flexFileName1')).toBe('Estudio técnico del regente forestal');
    expect((form.get('flexFile1') as File).name).toBe('estudio.pdf');
    expect((form.get('secondSwornDeclaration') as File).name).toBe('declaracion-2.pdf');
    const properties = JSON.parse(form.get('properties') as string) as Array<{ rowId: string; ownership: string; volume: number; sheetNumber: string }>;
    expect(properties.map((p) => [p.sheetNumber, p.ownership, p.volume])).toEqual([
      ['2-123456-000', 'Propio', 80],
      ['2-999999-000', 'Alquilado', 400],
    ]);
    expect((form.get(`power_${properties[1].rowId}`) as File).name).toBe('poder.pdf');
    expect(form.get(`power_${properties[0].rowId}`)).toBeNull();
    // a whole enrolment is many antd dialogs and selects: slow under jsdom on two cores
  }, 120_000);
});

describe('/Inscripcion: which files are sent (spec §4)', () => {
  const farm = TREE['01']![0]!;
  const deposit = TREE['03']![0]!;

  it('sends the legal-entity certificate only for a legal person, and the category’s own documents', () => {
    expect([...filesShown({ identificationTypeId: 1 }, farm, ['Propio'])].sort()).toEqual(['flexFile1', 'identifierBack', 'identifierFront', 'swornDeclaration']);
    expect(filesShown({ identificationTypeId: 2 }, deposit, ['Propio'])).toEqual(new Set(['identifierFront', 'identifierBack', 'swornDeclaration', 'legalIdentifierFront']));
  });

  it('sends the second declaration only while own and rented or borrowed properties mix in a 01 code', () => {
    expect(filesShown({ identificationTypeId: 1 }, farm, ['Propio', 'Alquilado']).has('secondSwornDeclaration')).toBe(true);
    expect(filesShown({ identificationTypeId: 1 }, farm, ['Propio']).has('secondSwornDeclaration')).toBe(false);
    expect(filesShown({ identificationTypeId: 1 }, deposit, ['Propio', 'Prestado']).has('secondSwornDeclaration')).toBe(false);
  });
});
