import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, UPLOAD_MSG } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { NewsCreatePage } from './news-create-page';

// jsdom has no layout or selection for CKEditor; the editor's own module is replaced by a text area
// that reports HTML the way the editor's onChange does. Everything else on the screen is real.
jest.mock('./rich-text-editor', () => ({
  __esModule: true,
  default: ({ id, value, onChange }: { id: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-label="Contenido" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const T = TEXTS.news;
const setup = () => userEvent.setup({ delay: null });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'portada.png', { type: 'image/png' });

describe('/Noticias/Crear (spec §2, §5)', () => {
  it('is only for administrators: anyone else gets the no-permission text', () => {
    mockApi({});
    signInAs('Cliente');
    renderScreen(<NewsCreatePage />, '/Noticias/Crear');
    expect(screen.getByText(MSG.noPermission)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('requires title and description', async () => {
    const user = setup();
    const { requests } = mockApi({});
    signInAs('Administrador');
    renderScreen(<NewsCreatePage />, '/Noticias/Crear');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(MSG.required)).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('accepts only .jpg, .jpeg or .png as thumbnail', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    mockApi({});
    signInAs('Administrador');
    renderScreen(<NewsCreatePage />, '/Noticias/Crear');
    await user.upload(screen.getByLabelText(T.thumbnail), new File(['x'], 'portada.gif', { type: 'image/gif' }));
    expect(await screen.findByText(UPLOAD_MSG.fileType('image'))).toBeInTheDocument();
    expect(screen.getByLabelText(T.thumbnail)).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  it('publishes title, description, body and thumbnail as multipart, then lists the news', async () => {
    const user = setup();
    const { requests } = mockApi({ 'POST /api/news': { status: 201, body: { id: 9 } } });
    signInAs('Administrador');
    const { router } = renderScreen(<NewsCreatePage />, '/Noticias/Crear');
    await user.type(screen.getByLabelText(T.title), 'Abre la inscripción de octubre');
    await user.type(screen.getByLabelText(T.description), 'Industrias y comercios pueden inscribirse.');
    await user.upload(screen.getByLabelText(T.thumbnail), png());
    await user.type(await screen.findByLabelText(T.body), '<p>Hola</p>');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Noticias/Listar'));
    const form = await requests[0].formData();
    expect(form.get('title')).toBe('Abre la inscripción de octubre');
    expect(form.get('description')).toBe('Industrias y comercios pueden inscribirse.');
    expect(form.get('body')).toBe('<p>Hola</p>');
    expect((form.get('thumbnail') as File).name).toBe('portada.png');
  });

  it('shows the server messages as a list', async () => {
    const user = setup();
    mockApi({ 'POST /api/news': { status: 400, body: [UPLOAD_MSG.fileContent] } });
    signInAs('Administrador');
    renderScreen(<NewsCreatePage />, '/Noticias/Crear');
    await user.type(screen.getByLabelText(T.title), 'Título');
    await user.type(screen.getByLabelText(T.description), 'Resumen');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MSG.fileContent);
  });
});
