// Reads a PDF back for the API tests, outside jest (pdfjs-dist is ES modules only): prints as JSON its pages'
// text and the QR codes its images hold, decoded with jsQR. Usage: node api/test/read-pdf.mjs <file.pdf>
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
const codes = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const { items } = await page.getTextContent();
  pages.push(items.map((item) => item.str).join('\n'));
  const { fnArray, argsArray } = await page.getOperatorList();
  for (const [i, op] of fnArray.entries()) {
    if (op !== OPS.paintImageXObject) continue;
    const image = await new Promise((resolve) => page.objs.get(argsArray[i][0], resolve));
    // RGB (kind 2) or RGBA (kind 3) pixels to RGBA for jsQR
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    const channels = image.data.length / (image.width * image.height);
    for (let p = 0; p < image.width * image.height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = image.data[p * channels + (channels === 1 ? 0 : c)];
      rgba[p * 4 + 3] = 255;
    }
    codes.push(jsQR(rgba, image.width, image.height)?.data ?? null);
  }
}
console.log(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n'), codes, title: (await pdf.getMetadata()).info.Title }));
