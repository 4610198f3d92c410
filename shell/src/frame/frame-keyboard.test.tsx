import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared-auth';
import { menuFor } from '../routes/menu';
import { renderPortal, signInAs } from '../test/render-portal';
import { FRAME_TEXTS as T } from '../texts';

jest.mock('../remote/remote-loader', () => ({
  loadRemoteComponent: jest.fn(async (remote: string, exposed: string, name: string) => {
    const Page = () => <p>Página {`${remote}/${exposed}/${name}`}</p>;
    return Page;
  }),
}));
jest.mock('./reload', () => ({ reloadPage: jest.fn() }));

beforeEach(() => useSessionStore.getState().refresh());

const drawer = () => screen.queryByRole('region', { name: T.menu });

describe('the skip link', () => {
  it('is the first thing the keyboard reaches, and moves focus to the page', async () => {
    const user = userEvent.setup();
    signInAs('Administrador');
    renderPortal('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: T.skipToContent });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenido');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'contenido');
    expect(main).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });
});

describe('the drawer of a narrow screen', () => {
  it('opens from the menu button with the role menu, the role dropdown and logout', async () => {
    const user = userEvent.setup();
    signInAs('Administrador');
    renderPortal('/');
    const button = screen.getByRole('button', { name: T.menu });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(drawer()!);
    expect(button).toHaveAttribute('aria-controls', drawer()!.id);
    const menu = within(panel.getByRole('navigation', { name: T.menuOf('Administrador') }));
    for (const group of menuFor('Administrador')) {
      expect(menu.getByRole('list', { name: group.group })).toBeInTheDocument();
      for (const item of group.items) expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
    }
    expect(panel.getByRole('button', { name: T.roleLabel('Administrador', 'Ana Mora') })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: T.logout })).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    signInAs('Cliente');
    renderPortal('/');
    const button = screen.getByRole('button', { name: T.menu });
    await user.click(button);
    within(drawer()!).getAllByRole('link')[0].focus();
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link of it is followed', async () => {
    const user = userEvent.setup();
    signInAs('Cliente');
    const { router } = renderPortal('/');
    await user.click(screen.getByRole('button', { name: T.menu }));
    await user.click(within(drawer()!).getByRole('link', { name: 'Mis inscripciones' }));
    expect(router.state.location.pathname).toBe('/Inscripcion/ClientIndex');
    expect(drawer()).not.toBeInTheDocument();
  });

  it('closes the role dropdown inside it first, then itself', async () => {
    const user = userEvent.setup();
    signInAs('Cliente', ['Cliente', 'Regente']);
    renderPortal('/');
    const button = screen.getByRole('button', { name: T.menu });
    await user.click(button);
    const roleButton = within(drawer()!).getByRole('button', { name: T.roleLabel('Cliente', 'Ana Mora') });
    await user.click(roleButton);
    expect(within(drawer()!).getByRole('menu', { name: T.roles })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(drawer()!).queryByRole('menu', { name: T.roles })).not.toBeInTheDocument();
    expect(roleButton).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('gives a visitor who has not logged in Registrarse and Iniciar sesion', async () => {
    const user = userEvent.setup();
    renderPortal('/');
    await user.click(screen.getByRole('button', { name: T.menu }));
    const panel = within(drawer()!);
    expect(panel.getByRole('link', { name: T.register })).toHaveAttribute('href', '/Registro');
    expect(panel.getByRole('link', { name: T.login })).toHaveAttribute('href', '/Login');
    expect(panel.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('the menu groups and the role dropdown of a wide screen', () => {
  it('close a group with Escape, focus back on its button; a click outside closes it too', async () => {
    const user = userEvent.setup();
    signInAs('Administrador');
    renderPortal('/');
    const bar = within(screen.getByRole('navigation', { name: T.menuOf('Administrador') }));
    const group = bar.getByRole('button', { name: 'Inscripciones' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(bar.getByRole('link', { name: 'Por revisar' })).toBeVisible();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(bar.queryByRole('link', { name: 'Por revisar' })).not.toBeInTheDocument();
    expect(group).toHaveFocus();

    await user.click(group);
    await user.click(screen.getByRole('main'));
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one group at a time and closes it on navigation', async () => {
    const user = userEvent.setup();
    signInAs('Administrador');
    const { router } = renderPortal('/');
    const bar = within(screen.getByRole('navigation', { name: T.menuOf('Administrador') }));
    await user.click(bar.getByRole('button', { name: 'Visitas' }));
    await user.click(bar.getByRole('button', { name: 'Propiedades' }));
    expect(bar.getByRole('button', { name: 'Visitas' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(bar.getByRole('link', { name: 'Certificadas grupales' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Propiedades/CertificadasGrupales'));
    expect(bar.getByRole('button', { name: 'Propiedades' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the role dropdown with Escape and focuses its button', async () => {
    const user = userEvent.setup();
    signInAs('Cliente', ['Cliente', 'Regente']);
    renderPortal('/');
    const roleButton = screen.getByRole('button', { name: T.roleLabel('Cliente', 'Ana Mora') });
    await user.click(roleButton);
    await user.tab();
    expect(screen.getByRole('menuitemradio', { name: 'Cliente' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: T.roles })).not.toBeInTheDocument();
    expect(roleButton).toHaveFocus();
  });
});
