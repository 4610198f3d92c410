/**
 * @jest-environment node
 */
import { sanitizeNewsBody } from './sanitize-html';

/** Payloads in the style of the OWASP XSS filter evasion cheat sheet. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">enlace</a>',
  '<a href="jav&#x0A;ascript:alert(1)">enlace</a>',
  '<a href=" &#14;  javascript:alert(1)">enlace</a>',
  '<a href="JAVASCRIPT:alert(1)">enlace</a>',
  '<a href="vbscript:msgbox(1)">enlace</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">enlace</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="https://xss.example"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://xss.example/xss.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<div style="width: expression(alert(1));">texto</div>',
  '<p style="background:url(javascript:alert(1))">texto</p>',
  '<style>@import "https://xss.example/xss.css";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>celda</td></tr></table>',
  '<form action="javascript:alert(1)"><button>enviar</button></form>',
  '<input type="image" src="x" onerror="alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ejemplo.cr" onmouseover="alert(1)">enlace</a>',
  '<p onclick="alert(1)">texto</p>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<a href="//xss.example">enlace</a>',
];

/** Every tag the output keeps (its text is escaped, so any `<` left starts a real tag). */
const tagsOf = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

describe('sanitizeNewsBody', () => {
  it('is tested against at least 20 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeNewsBody(payload);

    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    for (const tag of tagsOf(clean)) {
      expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag).not.toMatch(/\sstyle\s*=/i);
      expect(tag).not.toMatch(/^<(iframe|object|embed|svg|math|style|link|meta|base|form|input|body|details)\b/i);
    }
    for (const [, url] of clean.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
      // a relative address, or an absolute one with an allowed scheme
      expect(url).not.toMatch(/^\/\//);
      if (/^[a-z][a-z0-9+.-]*:/i.test(url!)) expect(url).toMatch(/^(https?|mailto):/i);
    }
  });

  it('keeps the formatting the editor produces', () => {
    const html = [
      '<h2>Inscripciones</h2>',
      '<p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <i>itálica</i>, <u>subrayado</u> y <s>tachado</s>.</p>',
      '<h3>Requisitos</h3><h4>Documentos</h4>',
      '<ul><li>uno</li></ul><ol><li>dos</li></ol>',
      '<blockquote><p>cita</p></blockquote>',
      '<figure><img src="https://madera.cr/foto.png" alt="Foto" width="300" height="200" /><figcaption>Leyenda</figcaption></figure>',
      '<figure><table><thead><tr><th>Categoría</th></tr></thead><tbody><tr><td>Industria</td></tr></tbody></table></figure>',
      '<p>Línea<br />siguiente</p><hr />',
      '<p><span>resaltado</span> <code>01.02</code></p><pre><code>código</code></pre>',
      '<p><a href="https://www.sinac.go.cr" title="SINAC">SINAC</a> y <a href="mailto:info@madera.cr">correo</a></p>',
    ].join('');

    expect(sanitizeNewsBody(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeNewsBody('<a href="https://minae.go.cr" target="_blank">MINAE</a>')).toBe(
      '<a href="https://minae.go.cr" target="_blank" rel="noopener noreferrer">MINAE</a>',
    );
    expect(sanitizeNewsBody('<a href="https://minae.go.cr" target="_blank" rel="opener">MINAE</a>')).toBe(
      '<a href="https://minae.go.cr" target="_blank" rel="noopener noreferrer">MINAE</a>',
    );
    expect(sanitizeNewsBody('<a href="https://minae.go.cr" target="_top">MINAE</a>')).toBe('<a href="https://minae.go.cr">MINAE</a>');
  });

  it('drops classes, styles and unknown tags but keeps their text', () => {
    expect(sanitizeNewsBody('<p class="x" style="color:red">Hola <font color="red">mundo</font></p>')).toBe('<p>Hola mundo</p>');
    expect(sanitizeNewsBody('<p>Texto</p><script>alert(1)</script><iframe>marco</iframe>')).toBe('<p>Texto</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeNewsBody('<p>1 &lt; 2 &amp; "comillas"</p>')).toBe('<p>1 &lt; 2 &amp; "comillas"</p>');
  });
});
