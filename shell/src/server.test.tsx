/**
 * @jest-environment node
 */
import { renderFrame } from './server';
import { FRAME_TEXTS } from './texts';

describe("the shell's server entry", () => {
  it('puts the frame an anonymous visitor sees around a page rendered on the server, and names the tab', () => {
    expect(typeof window).toBe('undefined');
    const { html, title } = renderFrame({ path: '/PerfilPropiedad/7', page: '<section class="profile-card">Finca</section>' });
    expect(title).toBe(FRAME_TEXTS.documentTitle('Perfil de certificación de la propiedad'));
    expect(html).toMatch(/^<div class="frame">/);
    expect(html).toContain(`<main class="frame__main" id="contenido" tabindex="-1"><div data-served-page="" style="display:contents"><section class="profile-card">Finca</section></div></main>`);
    // nobody is signed in on the server: the links to sign in, no menu
    expect(html).toContain('href="/Login"');
    expect(html).not.toContain('top-bar--menu');
  });

  it('puts the home page where the home goes, not a spinner', () => {
    const { html, title } = renderFrame({ path: '/', page: '<section class="home-hero"><h1>Certificación de Madera Legal</h1></section>' });
    expect(title).toBe(FRAME_TEXTS.documentTitle(FRAME_TEXTS.homeTitle));
    expect(html).toContain('<main class="frame__main" id="contenido" tabindex="-1"><div data-served-page="" style="display:contents"><section class="home-hero">');
    expect(html).not.toContain('frame-spinner');
  });
});
