import { act, lazy, startTransition, Suspense, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { PortalForm, TextField } from '@portal/shared-ui';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { forgetServedPageOnNavigation, PageShown, renderContainer, showRenderedPage } from './served-page';

afterEach(() => {
  showRenderedPage();
  document.body.innerHTML = '';
  delete window.__PORTAL_PAGE_DATA__;
});

const serve = () => {
  document.body.innerHTML = '<div id="root" data-served><h1>Perfil servido</h1></div>';
  return document.getElementById('root')!;
};

describe('a page that arrived rendered by the server', () => {
  it('stays on screen while the browser loads the page, which then takes its place in one step', async () => {
    const served = serve();
    const container = renderContainer(served);
    expect(container).not.toBe(served);
    let finish: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (finish = resolve)));
    await act(async () => {
      createRoot(container).render(
        <Suspense fallback={<p>Cargando…</p>}>
          <Page />
          <PageShown />
        </Suspense>,
      );
    });
    // the page's code is still downloading: the visitor reads the served page, never the spinner
    expect(document.body.textContent).toBe('Perfil servido');
    await act(async () => finish({ default: () => <h1>Perfil del navegador</h1> }));
    expect(document.body.textContent).toBe('Perfil del navegador');
    expect(document.getElementById('root')).toBe(container);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it('renders into #root itself when nothing was served', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(renderContainer(root)).toBe(root);
  });

  it('forgets the served data at the first navigation, and gives way if it had not yet', async () => {
    const served = serve();
    const container = renderContainer(served);
    window.__PORTAL_PAGE_DATA__ = { path: '/PerfilPropiedad/7', data: { id: 7 } };
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/PerfilPropiedad/7'] });
    forgetServedPageOnNavigation(router);
    expect(window.__PORTAL_PAGE_DATA__).toBeDefined();
    await act(() => router.navigate('/Portafolio'));
    expect(window.__PORTAL_PAGE_DATA__).toBeUndefined();
    expect(document.getElementById('root')).toBe(container);
  });
});

describe('what the visitor did before the take-over', () => {
  // the page as the browser renders it: a form of the portal (final-form: fields known to it in effects)
  function Login({ sent }: { sent: Array<Record<string, string>> }) {
    const required = (values: Record<string, string>) => Object.fromEntries(['email', 'password'].filter((name) => !values[name]).map((name) => [name, 'Requerido']));
    return (
      <>
        <PortalForm<Record<string, string>> label="Ingreso" onSubmit={(values) => void sent.push(values)} validate={required} submitLabel="Enviar">
          <TextField name="email" label="Correo" type="email" />
          <TextField name="password" label="Clave" type="password" />
        </PortalForm>
        <PageShown />
      </>
    );
  }

  // the same form as the server sends it
  const serveLogin = () => {
    document.body.innerHTML = `<div id="root" data-served>${renderToString(<Login sent={[]} />)}</div>`;
    return document.getElementById('root')!;
  };

  // as the shell renders its first page: in a transition
  const takeOver = (served: HTMLElement, sent: Array<Record<string, string>>) => {
    const container = renderContainer(served);
    const root = createRoot(container);
    startTransition(() => root.render(<Login sent={sent} />));
    return container;
  };

  it('keeps what was typed and where the focus was', async () => {
    const served = serveLogin();
    served.querySelector<HTMLInputElement>('#field-email')!.value = 'ana@example.cr';
    const password = served.querySelector<HTMLInputElement>('#field-password')!;
    password.value = 'Segura1';
    password.focus();
    const sent: Array<Record<string, string>> = [];
    let container = served;
    await act(async () => {
      container = takeOver(served, sent);
    });
    expect(document.getElementById('root')).toBe(container);
    expect(container.querySelector('#field-email')).toHaveValue('ana@example.cr');
    expect(container.querySelector('#field-password')).toHaveValue('Segura1');
    expect(container.querySelector('#field-password')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends a form the visitor sent, with what they typed', async () => {
    const served = serveLogin();
    served.querySelector<HTMLInputElement>('#field-email')!.value = 'ana@example.cr';
    served.querySelector<HTMLInputElement>('#field-password')!.value = 'Segura1';
    // as the page's head script marks a form sent before the browser's page was ready
    served.querySelector('form')!.setAttribute('data-submitted', '');
    const sent: Array<Record<string, string>> = [];
    await act(async () => {
      takeOver(served, sent);
    });
    expect(sent).toEqual([{ email: 'ana@example.cr', password: 'Segura1' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // a page with a native select and a button, as the portfolio's filters and pager
  function Filters() {
    const [province, setProvince] = useState('');
    const [page, setPage] = useState(1);
    return (
      <>
        <label htmlFor="province">Provincia</label>
        <select id="province" value={province} onChange={(event) => setProvince(event.target.value)}>
          <option value="">Todas</option>
          <option value="1">San José</option>
        </select>
        <button type="button">Expandir</button>
        <button type="button" onClick={() => setPage(page + 1)}>
          Siguiente
        </button>
        <p>{`Provincia ${province || 'todas'}, página ${page}`}</p>
        <PageShown />
      </>
    );
  }

  it('keeps what was chosen in a list and presses again the button that was pressed', async () => {
    document.body.innerHTML = `<div id="root" data-served>${renderToString(<Filters />)}</div>`;
    const served = document.getElementById('root')!;
    served.querySelector('select')!.value = '1';
    // as the page's head script marks the last button pressed before the browser's page was ready
    served.querySelectorAll('button')[1]!.setAttribute('data-clicked', '');
    await act(async () => {
      const root = createRoot(renderContainer(served));
      startTransition(() => root.render(<Filters />));
    });
    expect(screen.getByText('Provincia 1, página 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Provincia')).toHaveValue('1');
  });

  it('presses nothing when the button in that place is another one', async () => {
    document.body.innerHTML = `<div id="root" data-served>${renderToString(<Filters />)}</div>`;
    const served = document.getElementById('root')!;
    const pressed = served.querySelectorAll('button')[1]!;
    pressed.textContent = 'Cerrar sesión';
    pressed.setAttribute('data-clicked', '');
    await act(async () => {
      const root = createRoot(renderContainer(served));
      startTransition(() => root.render(<Filters />));
    });
    expect(screen.getByText('Provincia todas, página 1')).toBeInTheDocument();
  });

  it('presses nothing when no button was pressed', async () => {
    document.body.innerHTML = `<div id="root" data-served>${renderToString(<Filters />)}</div>`;
    const served = document.getElementById('root')!;
    await act(async () => {
      const root = createRoot(renderContainer(served));
      startTransition(() => root.render(<Filters />));
    });
    expect(screen.getByText('Provincia todas, página 1')).toBeInTheDocument();
  });
});
