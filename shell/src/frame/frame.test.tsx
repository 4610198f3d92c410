import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, SESSION_KEYS } from '@portal/shared-api';
import { useSessionStore } from '@portal/shared-auth';
import { loadRemoteComponent } from '../remote/remote-loader';
import { reloadPage } from './reload';
import { renderPortal, signInAs } from '../test/render-portal';
import type { PortalRoute } from '../routes/route-table';
import { FRAME_TEXTS as T } from '../texts';

jest.mock('../remote/remote-loader', () => ({
  loadRemoteComponent: jest.fn(async (remote: string, exposed: string, name: string) => {
    const Page = () => <p>Página {`${remote}/${exposed}/${name}`}</p>;
    return Page;
  }),
}));
jest.mock('./reload', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  useSessionStore.getState().refresh();
  jest.mocked(loadRemoteComponent).mockClear();
});

describe('the shared frame (spec §2)', () => {
  it('shows an anonymous visitor the brand, Registrarse, Iniciar sesion and the five public links', async () => {
    renderPortal('/');
    expect(screen.getByRole('link', { name: T.brand })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: T.register })).toHaveAttribute('href', '/Registro');
    expect(screen.getByRole('link', { name: T.login })).toHaveAttribute('href', '/Login');
    const footer = within(screen.getByRole('navigation', { name: T.publicLinks }));
    expect(footer.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Contactenos', '/Contactanos'],
      ['Noticias', '/Noticias'],
      ['Documentacion', '/Documentos'],
      ['Nosotros', '/AcercaDe'],
      ['Proveedores Certificados', '/Portafolio'],
    ]);
    expect(await screen.findByText('Página mfe_public/pages/Home')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.logout })).not.toBeInTheDocument();
  });

  it.each([
    ['Administrador', 'mfe_admin/Home/Home'],
    ['Cliente', 'mfe_client/Home/Home'],
    ['Regente', 'mfe_regent/Home/Home'],
    ['Contador', 'mfe_public/pages/ContadorHome'],
  ] as const)('renders the %s home from its remote at /', async (role, page) => {
    signInAs(role);
    renderPortal('/');
    expect(await screen.findByText(`Página ${page}`)).toBeInTheDocument();
  });

  it('gives the default home when the token has expired', async () => {
    signInAs('Administrador');
    localStorage.setItem(SESSION_KEYS.expiry, new Date(Date.now() - 1000).toISOString());
    useSessionStore.getState().refresh();
    renderPortal('/');
    expect(await screen.findByText('Página mfe_public/pages/Home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.login })).toBeInTheDocument();
  });

  it('labels the dropdown with role and name; choosing a role stores it and reloads', async () => {
    const user = userEvent.setup();
    signInAs('Cliente', ['Cliente', 'Regente']);
    renderPortal('/');
    await user.click(screen.getByRole('button', { name: T.roleLabel('Cliente', 'Ana Mora') }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Regente' }));
    expect(localStorage.getItem(SESSION_KEYS.loggedRole)).toBe('Regente');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('links the e-mail notices from the role dropdown', async () => {
    const user = userEvent.setup();
    signInAs('Regente', ['Regente']);
    renderPortal('/');
    await user.click(screen.getByRole('button', { name: T.roleLabel('Regente', 'Ana Mora') }));
    const link = screen.getByRole('menuitem', { name: T.mailPreferences });
    expect(link).toHaveAttribute('href', '/AvisosPorCorreo');
    await user.click(link);
    expect(screen.queryByRole('menuitem', { name: T.mailPreferences })).not.toBeInTheDocument();
  });

  it('logs out: the stored session is cleared and the logged-out links come back', async () => {
    const user = userEvent.setup();
    signInAs('Cliente');
    renderPortal('/');
    await user.click(screen.getByRole('button', { name: T.logout }));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(screen.getByRole('link', { name: T.login })).toBeInTheDocument();
    expect(await screen.findByText('Página mfe_public/pages/Home')).toBeInTheDocument();
  });

  it('opens the chat side panel from mfe-chat with the envelope button, and closes it', async () => {
    const user = userEvent.setup();
    signInAs('Cliente');
    renderPortal('/');
    await user.click(screen.getByRole('button', { name: T.messages }));
    const panel = screen.getByRole('dialog', { name: T.messages });
    expect(await within(panel).findByText('Página mfe_chat/ChatPanel/ChatPanel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.closeMessages }));
    expect(screen.queryByRole('dialog', { name: T.messages })).not.toBeInTheDocument();
  });
});

describe('routes and the gate (spec §6)', () => {
  const table: PortalRoute[] = [
    { path: '/Documentos/Listar', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosListar', title: 'Documentos', menu: { roles: ['Administrador'], group: 'Herramientas administrativas', label: 'Documentos' } },
    { path: '/Contactanos/Listar', access: 'open', remote: 'mfe_admin', page: 'ContactanosListar', title: 'Contactos web', menu: { roles: ['Administrador'], group: 'Herramientas administrativas', label: 'Contactos web' } },
    { path: '/Propiedades/MisPropiedades', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesMisPropiedades', title: 'Mis Propiedades' },
    { path: '/Noticias/Crear', access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasCrear', title: 'Crear Noticia' },
    { path: '/registro/RegenteCliente', access: ['Cliente'], loggedOutText: 'Inicie sesión y vuelva a intentarlo.', remote: 'mfe_client', page: 'RegistroRegenteCliente', title: 'Registrarme como regente' },
  ];

  it('matches paths case-insensitively and loads the page from its remote', async () => {
    signInAs('Administrador');
    renderPortal('/documentos/listar', table);
    expect(await screen.findByText('Página mfe_admin/pages/DocumentosListar')).toBeInTheDocument();
  });

  it('shows the no-permission text to a role the route does not allow, and loads nothing', async () => {
    signInAs('Cliente');
    renderPortal('/Documentos/Listar', table);
    expect(screen.getByText(MSG.noPermission)).toBeInTheDocument();
    expect(loadRemoteComponent).not.toHaveBeenCalledWith('mfe_admin', 'pages', 'DocumentosListar');
  });

  it('shows the no-permission text to an anonymous visitor on a role route', () => {
    renderPortal('/Propiedades/MisPropiedades', table);
    expect(screen.getByText(MSG.noPermission)).toBeInTheDocument();
  });

  it('lets either listed role through a shared route', async () => {
    signInAs('Regente');
    renderPortal('/Propiedades/MisPropiedades', table);
    expect(await screen.findByText('Página mfe_client/pages/PropiedadesMisPropiedades')).toBeInTheDocument();
  });

  it('opens an open route to anyone', async () => {
    renderPortal('/Contactanos/Listar', table);
    expect(await screen.findByText('Página mfe_admin/pages/ContactanosListar')).toBeInTheDocument();
  });

  it('keeps an open route whose content is for administrators from anyone else, without loading its remote', async () => {
    renderPortal('/Noticias/Crear', table);
    expect(screen.getByText(MSG.noPermission)).toBeInTheDocument();
    signInAs('Cliente');
    renderPortal('/Noticias/Crear', table);
    expect(screen.getAllByText(MSG.noPermission)).toHaveLength(2);
    expect(loadRemoteComponent).not.toHaveBeenCalledWith('mfe_admin', 'pages', 'NoticiasCrear');
  });

  it('asks a logged-out visitor to log in where the route says so, and refuses other roles', () => {
    renderPortal('/registro/RegenteCliente', table);
    expect(screen.getByText('Inicie sesión y vuelva a intentarlo.')).toBeInTheDocument();
    expect(screen.queryByText(MSG.noPermission)).not.toBeInTheDocument();
    signInAs('Regente');
    renderPortal('/registro/RegenteCliente', table);
    // both portals now have a signed-in regent
    expect(screen.getAllByText(MSG.noPermission)).toHaveLength(2);
    expect(loadRemoteComponent).not.toHaveBeenCalledWith('mfe_client', 'pages', 'RegistroRegenteCliente');
  });

  it('opens such a route to an administrator', async () => {
    signInAs('Administrador');
    renderPortal('/Noticias/Crear', table);
    expect(await screen.findByText('Página mfe_admin/pages/NoticiasCrear')).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderPortal('/no/existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Página mfe_public/pages/Home')).toBeInTheDocument();
  });

  it('derives each role menu from the table', async () => {
    const user = userEvent.setup();
    signInAs('Administrador');
    renderPortal('/', table);
    const menu = screen.getByRole('navigation', { name: T.menuOf('Administrador') });
    await user.click(within(menu).getByText('Herramientas administrativas'));
    expect(within(menu).getByRole('link', { name: 'Documentos' })).toHaveAttribute('href', '/Documentos/Listar');
    expect(within(menu).getByRole('link', { name: 'Contactos web' })).toHaveAttribute('href', '/Contactanos/Listar');
  });

  it('shows a client no admin menu', () => {
    signInAs('Cliente');
    renderPortal('/', table);
    expect(screen.queryByRole('navigation', { name: /Menú de/ })).not.toBeInTheDocument();
  });
});
