import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, documentFormSchema, fieldErrors } from '@portal/shared-api';
import { mockApi } from '../../../tools/jest/mock-api';
import { renderScreen } from '../testing';
import { TextField } from '../form/text-field';
import { EditScreen } from './edit-screen';
import { LIST_TEXTS as T } from './texts';

interface Values {
  fileName: string;
  description: string;
}

const screenUnderTest = (
  <EditScreen<Values>
    entity="Documento"
    url="files"
    id={7}
    indexPath="/Documentos/Listar"
    toValues={(item) => {
      const { fileName, description } = item as Values;
      return { fileName, description };
    }}
    validate={(values) => fieldErrors(documentFormSchema, values)}
  >
    <TextField name="fileName" label="Nombre" required />
    <TextField name="description" label="Descripción" required multiline />
  </EditScreen>
);

describe('generic edit screen (spec §2, §7)', () => {
  it('loads the item, saves it with PUT and goes to the index', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({
      'GET /api/files/7': { body: { id: 7, fileName: 'Guía', description: 'Pasos' } },
      'PUT /api/files/7': { body: { id: 7 } },
    });
    const { router } = renderScreen(screenUnderTest, '/Documentos/Editar/7');
    expect(screen.getByRole('heading', { name: T.editTitle('Documento') })).toBeInTheDocument();
    const name = await screen.findByLabelText('Nombre');
    expect(name).toHaveValue('Guía');
    await user.clear(name);
    await user.type(name, 'Guía de inscripción');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Documentos/Listar'));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ fileName: 'Guía de inscripción', description: 'Pasos' });
  });

  it('keeps the person on the screen with the required message or the server list', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/files/7': { body: { id: 7, fileName: 'Guía', description: 'Pasos' } },
      'PUT /api/files/7': { status: 400, body: ['El nombre ya existe', 'Otro problema'] },
    });
    const { router } = renderScreen(screenUnderTest, '/Documentos/Editar/7');
    const description = await screen.findByLabelText('Descripción');
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(MSG.required)).toBeInTheDocument();

    await user.type(description, 'Nueva');
    await user.click(screen.getByRole('button', { name: T.save }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El nombre ya existe');
    expect(alert).toHaveTextContent('Otro problema');
    expect(router.state.location.pathname).toBe('/Documentos/Editar/7');
  });

  it('shows why an item cannot be loaded', async () => {
    mockApi({ 'GET /api/files/7': { status: 404, body: { status: 404, title: MSG.notFound } } });
    renderScreen(screenUnderTest, '/Documentos/Editar/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(`404 - ${MSG.notFound}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Cancelar goes back to the index', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/files/7': { body: { id: 7, fileName: 'Guía', description: 'Pasos' } } });
    const { router } = renderScreen(screenUnderTest, '/Documentos/Editar/7');
    await screen.findByLabelText('Nombre');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Documentos/Listar'));
  });
});
