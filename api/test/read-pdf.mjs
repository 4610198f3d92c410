// Reads a PDF back for the API and e2e tests, outside jest (pdfjs-dist is ES modules only): prints as JSON its pages'
// text and the QR codes they show, found as a phone's camera finds them: each page drawn (pdfjs, at twice its size)
// and the picture searched with jsQR. Usage: node api/test/read-pdf.mjs <file.pdf>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// the standard fonts' glyphs, to draw the pages' text as a reader shows it
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
const pages = [];
const codes = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const { items } = await page.getTextContent();
  pages.push(items.map((item) => item.str).join('\n'));
  const viewport = page.getViewport({ scale: 2 });
  const { canvas, context } = pdf.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  const picture = context.getImageData(0, 0, canvas.width, canvas.height);
  const found = jsQR(picture.data, picture.width, picture.height);
  if (found) codes.push(found.data);
}
console.log(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n'), codes, title: (await pdf.getMetadata()).info.Title }));
