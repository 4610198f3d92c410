/**
 * @jest-environment node
 */
import { property as activeProperty } from './profile/profile-fixtures';
import { dataCall, preparedCalls, renderPage } from './server';
import { shipment as sharedShipment } from './shipment/shipment-fixtures';

// a name with markup in it, typed by a client
const property = { ...activeProperty, fullName: 'Ana <Mora> Solís' };

describe('the server entry of mfe-public', () => {
  it("names each served page's API call from the route's parameters, and none for other pages", () => {
    expect(dataCall('PerfilPropiedadId', { id: '12' })).toBe('properties/Profile/12');
    expect(dataCall('PerfilInscripcionId', { id: '4' })).toBe('properties/InscriptionProfile/4');
    expect(dataCall('AcercaDe', {})).toBeNull();
    expect(dataCall('Home', {})).toBeNull();
    // as the browser's getPage asks for the first page of cards
    expect(dataCall('Noticias', {})).toBe('news?page=1&visibleRecords=12');
    expect(dataCall('Login', {})).toBeNull();
    expect(dataCall('NoticiasId', { id: '7' })).toBe('news/7');
    expect(dataCall('Portafolio', {})).toBe('properties/portfolio?page=1&visibleRecords=10');
    expect(dataCall('Registro', {})).toBeUndefined();
    expect(dataCall('toString', {})).toBeUndefined();
  });

  it("has the server prepare the portfolio's map as it serves the portfolio: the call its map's button makes first", () => {
    expect(preparedCalls('Portafolio')).toEqual(['properties/portfolio.map?param=']);
    expect(preparedCalls('PerfilPropiedadId')).toEqual([]);
    expect(preparedCalls('toString')).toEqual([]);
  });

  it('renders the property profile in Node (no window) with the name, status and approval date, escaped', () => {
    expect(typeof window).toBe('undefined');
    const html = renderPage({ page: 'PerfilPropiedadId', route: '/PerfilPropiedad/:id', path: '/PerfilPropiedad/12', data: property }) ?? '';
    const parts = [
      'class="profile-card profile-card--active"',
      '<dd>Finca El Roble</dd>',
      '<span class="profile-badge">Activa</span>',
      '<dd>Ana &lt;Mora&gt; Solís</dd>',
      // Costa Rica's clock whatever the server's: 15:30 UTC is 09:30 am there, as the visitor's browser shows it
      '<dd>2026-08-03 09:30 am</dd>',
      'href="/Portafolio"',
    ];
    for (const part of parts) expect(html).toContain(part);
  });

  it("renders a profile in the visitor's language: English for a buyer abroad, Spanish otherwise", () => {
    const input = { page: 'PerfilPropiedadId', route: '/PerfilPropiedad/:id', path: '/PerfilPropiedad/12', data: property };
    const english = renderPage({ ...input, language: 'en' }) ?? '';
    for (const part of ['lang="en"', '<h1>Certification profile of the property</h1>', '<span class="profile-badge">Active</span>', '<dd>Owned</dd>', 'href="/api/properties/12/certificate.pdf?lang=en"', 'hrefLang="es"']) {
      expect(english).toContain(part);
    }
    expect(english).not.toContain('Titular');
    const spanish = renderPage(input) ?? '';
    expect(spanish).toContain('lang="es"');
    expect(spanish).toContain('<h1>Perfil de certificación de la propiedad</h1>');
  });

  it('renders a page without data', () => {
    expect(renderPage({ page: 'AcercaDe', route: '/AcercaDe', path: '/AcercaDe', data: null })).toContain('<h1>Acerca de la certificación de madera legal</h1>');
    const home = renderPage({ page: 'Home', route: '/', path: '/', data: null }) ?? '';
    expect(home).toContain('<h1>Certificación de Madera Legal</h1>');
    expect(home).toContain('href="/Portafolio"');
  });

  it('renders the login form, which posts (a password typed before the script runs never goes into an address)', () => {
    const html = renderPage({ page: 'Login', route: '/Login', path: '/Login', data: null }) ?? '';
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('<label for="field-email" class="plain-field__label plain-field__label--required">Correo electrónico</label>');
    const password = /<input id="field-password"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['type="password"', 'autoComplete="current-password"', 'class="plain-input"', 'name="password"']) expect(password).toContain(attribute);
    expect(html).toContain('<button type="submit" class="plain-button plain-button--primary">Enviar</button>');
  });

  it('renders the first page of a list from its rows and total, with the pager', () => {
    const rows = [{ id: 4, title: 'Apertura <2027>', description: 'Inscripciones', author: 'Administración', dateCreated: new Date().toISOString(), thumbnail: null }];
    const html = renderPage({ page: 'Noticias', route: '/Noticias', path: '/Noticias', data: { rows, total: 30 } }) ?? '';
    expect(html).toContain('<a href="/Noticias/4" data-discover="true">Apertura &lt;2027&gt;</a>');
    expect(html).toContain('<p>Inscripciones</p>');
    expect(html).toMatch(/<button type="button" class="btn" disabled="">Anterior<\/button>/);
  });

  it("renders a news item with its body cleaned as the API cleans it when saved (there is no DOM for DOMPurify)", () => {
    const body = '<p>Nuevo <strong>plazo</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const item = { id: 7, title: 'Plazo <2027>', description: 'Inscripciones abiertas', author: 'Administración', dateCreated: '2026-08-03T15:30:00.000Z', thumbnail: null, body };
    const html = renderPage({ page: 'NoticiasId', route: '/Noticias/:id', path: '/Noticias/7', data: item }) ?? '';
    expect(html).toContain('<h1>Plazo &lt;2027&gt;</h1>');
    expect(html).toContain('<time dateTime="2026-08-03T15:30:00.000Z">2026-08-03 09:30 am</time>');
    expect(html).toContain('<p class="news-article__lead">Inscripciones abiertas</p>');
    expect(html).toContain('<div class="news-article__body"><p>Nuevo <strong>plazo</strong></p><img src="x" /><a>x</a></div>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('renders the first page of the portfolio without antd: its table, every field labelled for the cards, and the pager', () => {
    const rows = [{ id: 12, sheetNumber: '2-123456-000', name: 'Ana <Mora>', fantasyName: null, province: 'Alajuela', canton: 'San Carlos', dateApproved: '2026-08-03T15:30:00.000Z', certificateStatus: 'Vigente' }];
    const html = renderPage({ page: 'Portafolio', route: '/Portafolio', path: '/Portafolio', data: { rows, total: 31 } }) ?? '';
    expect(html).toContain('<a href="/PerfilPropiedad/12" data-discover="true">2-123456-000</a>');
    expect(html).toContain('<td class="list-table__title list-table__cut" data-label="Nombre" title="Ana &lt;Mora&gt;" tabindex="0"><span class="list-table__value">Ana &lt;Mora&gt;</span></td>');
    expect(html).toContain('<td data-label="Fecha de aprobación"><span class="list-table__value">2026-08-03 09:30 am</span></td>');
    expect(html).toMatch(/<td class="list-table__status[^"]*"[^>]*data-label="Estado"><span class="list-table__value"><span class="portfolio-status portfolio-status--vigente">Vigente<\/span>/);
    expect(html).toContain('<button type="button" role="switch" aria-checked="false" class="plain-button list-table__more no-print">');
    expect(html).toContain('<span aria-live="polite">31 registros</span>');
    expect(html).toContain('<form role="search" class="plain-search no-print"><input id="list-search" type="search"');
    expect(html).not.toContain('ant-');
  });

  it('renders the portfolio in English for a buyer abroad: the same list, its words, statuses and links in English', () => {
    const rows = [{ id: 12, sheetNumber: '2-123456-000', name: 'Ana Mora', fantasyName: null, province: 'Alajuela', canton: 'San Carlos', dateApproved: '2026-08-03T15:30:00.000Z', certificateStatus: 'Suspendida', ownership: 'Alquilado' }];
    const html = renderPage({ page: 'Portafolio', route: '/Portafolio', path: '/Portafolio', data: { rows, total: 31 }, language: 'en' }) ?? '';
    expect(html).toContain('<div lang="en">');
    expect(html).toContain('<h1 class="page-title">Certified Providers</h1>');
    expect(html).toContain('<a href="/PerfilPropiedad/12?lang=en" data-discover="true">2-123456-000</a>');
    expect(html).toMatch(/data-label="Status"><span class="list-table__value"><span class="portfolio-status portfolio-status--suspendida">Suspended<\/span>/);
    expect(html).toContain('data-label="Tenure" title="Leased"');
    expect(html).toContain('<span aria-live="polite">31 records</span>');
    expect(html).toContain('hrefLang="es" lang="es">Español</a>');
    expect(html).not.toContain('registros');
  });

  it('renders a shipment’s page from its share link: drawn with what the link opens, private without one', () => {
    expect(dataCall('DespachoCode', { code: 'DE-2026-000001', compartido: 'abc' })).toBe('shipments/DE-2026-000001/status?share=abc');
    expect(dataCall('DespachoCode', { code: 'DE-2026-000001' })).toBeNull();
    const shipment = sharedShipment({ exporterName: 'Exportadora <Norte>', dossier: '/api/shipments/DE-2026-000001/shared/expediente.zip?share=abc' });
    const input = { page: 'DespachoCode', route: '/Despacho/:code', path: '/Despacho/DE-2026-000001', data: shipment };
    const shared = renderPage({ ...input, search: '?compartido=abc' }) ?? '';
    expect(shared).toContain('<h1>Despacho DE-2026-000001</h1>');
    expect(shared).toContain('Exportadora &lt;Norte&gt;');
    expect(shared).toContain('href="/api/shipments/DE-2026-000001/shared/expediente.zip?share=abc"');
    expect(renderPage({ ...input, data: null }) ?? '').toContain('<h1>Este despacho es privado</h1>');
  });

  it('renders nothing for a page it does not serve', () => {
    expect(renderPage({ page: 'Registro', route: '/Registro', path: '/Registro', data: null })).toBeUndefined();
  });
});
