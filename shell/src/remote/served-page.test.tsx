import { act, lazy, Suspense, type ReactElement } from 'react';
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
