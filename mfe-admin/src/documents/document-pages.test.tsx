import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, UPLOAD_MSG } from '@portal/shared-api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { FORM_TEXTS, LIST_TEXTS } from '@portal/shared-ui';
import { documentItem, expectErrorSummary, expectListFits, findCard, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { DocumentCreatePage } from './document-create-page';
import { DocumentEditPage } from './document-edit-page';
import { DocumentsListPage } from './documents-list-page';

const T = TEXTS.documents;

const doc = documentItem({ fileName: 'Guía', description: 'Pasos', originalName: 'guia.pdf', size: 10, dateModified: '2026-10-01T15:00:00.000Z' });

describe('/Documentos/Crear (spec §2, §5)', () => {
  it('requires name, description and the file', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({});
    renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(MSG.required)).toHaveLength(2);
    expect(screen.getByText(UPLOAD_MSG.fileRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('on an empty submit, moves the focus to a summary linking name, description and file', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await expectErrorSummary(user)).toEqual([
      FORM_TEXTS.summaryLink(T.fileName, MSG.required),
      FORM_TEXTS.summaryLink(T.description, MSG.required),
      FORM_TEXTS.summaryLink(T.file, UPLOAD_MSG.fileRequired),
    ]);
    // the file's link leads to its Spanish button
    expect(document.activeElement).toHaveTextContent(FORM_TEXTS.chooseFile);
  });

  it('says which files it takes before one is chosen, and shows the chosen one with Quitar', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    const field = screen.getByLabelText(T.file).closest<HTMLElement>('.plain-field')!;
    expect(within(field).getByRole('button', { name: new RegExp(`^${FORM_TEXTS.chooseFile}`) })).toBeInTheDocument();
    expect(field).toHaveTextContent('Un archivo .doc, .docx, .xlsx, .xls o .pdf, de hasta 10 MB.');
    await user.upload(screen.getByLabelText(T.file), new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' }));
    expect(within(field).getByRole('list', { name: FORM_TEXTS.chosenFiles(T.file) })).toHaveTextContent('guia.pdf');
    expect(within(field).getByRole('button', { name: FORM_TEXTS.removeFile('guia.pdf') })).toBeInTheDocument();
  });

  it('keeps Guardar disabled while the document is sent: a second click creates nothing more', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { requests } = mockApi({ 'POST /api/files': () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    await user.type(screen.getByLabelText(T.fileName), 'Guía');
    await user.type(screen.getByLabelText(T.description), 'Pasos');
    await user.upload(screen.getByLabelText(T.file), new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' }));
    const save = screen.getByRole('button', { name: T.submit });
    await user.click(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(save).toBeDisabled();
    await user.click(save);
    answer({ status: 201, body: { id: 5 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Documentos/Listar'));
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a file that is not .doc .docx .xlsx .xls or .pdf', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    mockApi({});
    renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    expect(screen.getByLabelText(T.file)).toHaveAttribute('accept', '.doc,.docx,.xlsx,.xls,.pdf');
    await user.upload(screen.getByLabelText(T.file), new File(['MZ'], 'instalador.exe'));
    expect(await screen.findByText(UPLOAD_MSG.fileType('document'))).toBeInTheDocument();
  });

  it('uploads name, description and file, then goes to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ 'POST /api/files': { status: 201, body: { id: 5 } } });
    const { router } = renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    await user.type(screen.getByLabelText(T.fileName), 'Guía de inscripción');
    await user.type(screen.getByLabelText(T.description), 'Pasos para inscribirse');
    await user.upload(screen.getByLabelText(T.file), new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Documentos/Listar'));
    const form = await requests[0].formData();
    expect(form.get('fileName')).toBe('Guía de inscripción');
    expect(form.get('description')).toBe('Pasos para inscribirse');
    expect((form.get('file') as File).name).toBe('guia.pdf');
  });

  it('shows the size refusal of the server', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'POST /api/files': { status: 413, body: { status: 413, title: UPLOAD_MSG.fileTooLarge } } });
    renderScreen(<DocumentCreatePage />, '/Documentos/Crear');
    await user.type(screen.getByLabelText(T.fileName), 'Guía');
    await user.type(screen.getByLabelText(T.description), 'Pasos');
    await user.upload(screen.getByLabelText(T.file), new File(['%PDF-1.4'], 'guia.pdf'));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`413 - ${UPLOAD_MSG.fileTooLarge}`);
  });
});

describe('/Documentos/Listar (spec §2 generic list)', () => {
  it('offers Crear Documento, Editar per row and the file itself', async () => {
    mockApi({ 'GET /api/files': listPage([doc]) });
    renderScreen(<DocumentsListPage />, '/Documentos/Listar');
    expect(await screen.findByRole('link', { name: 'guia.pdf' })).toHaveAttribute('href', '/api/files/3/download');
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(T.entity) })).toHaveAttribute('href', '/Documentos/Crear');
    expect(screen.getByRole('link', { name: LIST_TEXTS.edit })).toHaveAttribute('href', '/Documentos/Editar/3');
    expect(screen.getByRole('button', { name: LIST_TEXTS.delete })).toBeInTheDocument();
    for (const action of [screen.getByRole('link', { name: LIST_TEXTS.edit }), screen.getByRole('button', { name: LIST_TEXTS.delete })]) {
      expect(action.closest('td')).toHaveClass('list-table__sticky');
    }
    expectListFits(screen.getByRole('table'));
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(T.entity) })).toHaveClass('plain-button--primary');
  });

  it('on a phone shows each document as a card with Editar and Borrar', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/files': listPage([doc]) });
    renderScreen(<DocumentsListPage />, '/Documentos/Listar');
    const card = await findCard(doc.fileName);
    expect(within(card).getByRole('link', { name: 'guia.pdf' })).toHaveAttribute('href', '/api/files/3/download');
    expect(within(card).getByRole('link', { name: LIST_TEXTS.edit })).toHaveAttribute('href', '/Documentos/Editar/3');
    expect(within(card).getByRole('button', { name: LIST_TEXTS.delete })).toBeInTheDocument();
  });
});

describe('/Documentos/Editar/{id} (spec §2, §5)', () => {
  it('loads the document, requires both fields, saves name and description and returns to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ 'GET /api/files/3': { body: doc }, 'PUT /api/files/3': { body: { ...doc, fileName: 'Guía de inscripción' } } });
    const { router } = renderScreen(<DocumentEditPage />, '/Documentos/Editar/:id', '/Documentos/Editar/3');
    expect(await screen.findByRole('heading', { name: LIST_TEXTS.editTitle(T.entity) })).toBeInTheDocument();
    const name = await screen.findByLabelText(T.fileName);
    await waitFor(() => expect(name).toHaveValue('Guía'));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.save }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(name, 'Guía de inscripción');
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Documentos/Listar'));
    expect(await requests.find((r) => r.method === 'PUT')!.json()).toEqual({ fileName: 'Guía de inscripción', description: 'Pasos' });
  });

  it('lists the server’s messages when it refuses the change', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/files/3': { body: doc }, 'PUT /api/files/3': { status: 400, body: ['El nombre ya existe', 'La descripción es muy larga'] } });
    renderScreen(<DocumentEditPage />, '/Documentos/Editar/:id', '/Documentos/Editar/3');
    await waitFor(async () => expect(await screen.findByLabelText(T.fileName)).toHaveValue('Guía'));
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.save }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['El nombre ya existe', 'La descripción es muy larga']);
  });
});
