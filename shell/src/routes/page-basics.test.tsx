import { act, screen, within } from '@testing-library/react';
import { MSG, VISIT_MSG } from '@portal/shared-api';
import { useSessionStore } from '@portal/shared-auth';
import { renderPortal, signInAs } from '../test/render-portal';
import { ROUTES } from './route-table';
import { FRAME_TEXTS as T } from '../texts';

jest.mock('../remote/remote-loader', () => ({
  loadRemoteComponent: jest.fn(async (remote: string, exposed: string, name: string) => {
    const Page = () => <p>Página {`${remote}/${exposed}/${name}`}</p>;
    return Page;
  }),
}));

beforeEach(() => useSessionStore.getState().refresh());

const titleOf = (path: string) => ROUTES.find((route) => route.path === path)!.title;

describe('the title of the browser tab', () => {
  it('names each page after its heading, and the home Inicio', async () => {
    const { router } = renderPortal('/Portafolio');
    expect(document.title).toBe('Proveedores Certificados · Madera Legal');
    await act(() => router.navigate('/Login'));
    expect(document.title).toBe(T.documentTitle(titleOf('/Login')));
    await act(() => router.navigate('/Noticias/12'));
    expect(document.title).toBe(T.documentTitle(titleOf('/Noticias/:id')));
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Inicio · Madera Legal');
  });

  it('keeps the route title on a page the visitor may not open', () => {
    renderPortal('/Documentos/Listar');
    expect(document.title).toBe(T.documentTitle(titleOf('/Documentos/Listar')));
  });
});

describe('the no-permission screen (spec §2)', () => {
  it('gives a visitor who has not logged in the spec sentence as heading, the way home and the way to log in', () => {
    renderPortal('/Documentos/Listar');
    expect(screen.getByRole('heading', { level: 1, name: MSG.noPermission })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: T.goHome })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: T.loginLink })).toHaveAttribute('href', '/Login');
  });

  it('offers a signed-in user only the way home', () => {
    signInAs('Cliente');
    renderPortal('/Documentos/Listar');
    expect(screen.getByRole('heading', { level: 1, name: MSG.noPermission })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: T.goHome })).toHaveAttribute('href', '/');
    expect(main.queryByRole('link', { name: T.loginLink })).not.toBeInTheDocument();
  });

  it('shows the spec text of /registro/RegenteCliente to a visitor who has not logged in, with the same links', () => {
    renderPortal('/registro/RegenteCliente');
    expect(screen.getByRole('heading', { level: 1, name: VISIT_MSG.loggedOut })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: T.goHome })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: T.loginLink })).toHaveAttribute('href', '/Login');
  });
});
