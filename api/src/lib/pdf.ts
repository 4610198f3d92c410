import type { FastifyReply } from 'fastify';
import { PDFDocument, StandardFonts, fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingRgbColor, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { SERVICE_TIME_ZONE, formatDateTimeIn, type Language } from '@portal/shared-api';
import { LANGUAGE_VARY } from './language';

// What the portal's PDFs share (the certificate, the origin certificate, a shipment's summary): A4, the brand's colours,
// the standard fonts, text wrapped to a width, a new page when one is full, and the QR code of the public page a reader
// scans for the live status.

/** The quiet zone around a QR code, in modules (its standard asks for 4; readers and the portal's PDFs do with 2). */
const QR_MARGIN = 2;

/**
 * The dark modules of the QR code of `text` as rectangles (x, y from the top left, width, height), `size` points wide
 * with its quiet zone: one per run of dark modules in a row.
 */
export function qrRectangles(text: string, size: number): Array<[x: number, y: number, width: number, height: number]> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QR_MARGIN);
  const runs: Array<[number, number, number, number]> = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      let end = column;
      while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
      runs.push([(column + QR_MARGIN) * cell, (row + QR_MARGIN) * cell, (end - column + 1) * cell, cell]);
      column = end;
    }
  }
  return runs;
}

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const BRAND = rgb(0.118, 0.416, 0.231);
export const MUTED = rgb(0.35, 0.35, 0.35);
export const ALERT = rgb(0.66, 0.1, 0.1);

/** `YYYY-MM-DD hh:mm am/pm` in Costa Rica's time (spec §9), as the portal's pages show dates. */
export const serviceDateTime = (value: string | Date) => formatDateTimeIn(value, SERVICE_TIME_ZONE);

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * What a standard font (WinAnsi: every Spanish letter) can write of `text`: a letter it lacks loses its accents
 * (Nguyễn → Nguyen), anything else it cannot write becomes `?`. Names and places come from people: a PDF never fails on them.
 */
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  const writes = (part: string) => [...part].every((c) => known.has(c.codePointAt(0)!));
  return [...text]
    .map((c) => {
      if (writes(c)) return c;
      const plain = c.normalize('NFD').replace(/\p{M}/gu, '');
      return plain && writes(plain) ? plain : '?';
    })
    .join('');
}

/**
 * Lines no wider than `width` at `size` of a text the font can write (printable), the standard fonts measuring their
 * own glyphs; a word wider than a line (an address) is cut. A line grows by measuring only what is added: a text's
 * width is its glyphs' and the kerning of each pair side by side, so `a + b` measures as `a`, plus `b` with the last
 * letter of `a` before it, less that letter alone.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (value: string) => font.widthOfTextAtSize(value, size);
  /** The width of `before + after`, knowing `before`'s. */
  const joined = (before: string, beforeWidth: number, after: string) => {
    if (!before) return measure(after);
    // the text is printable(): one UTF-16 unit per letter
    const tail = before.slice(-1);
    return beforeWidth + measure(tail + after) - measure(tail);
  };
  const pieces = (word: string): string[] => {
    if (measure(word) <= width) return [word];
    const cut: string[] = [];
    let piece = '';
    let pieceWidth = 0;
    for (const character of word) {
      const grown = joined(piece, pieceWidth, character);
      if (piece && grown > width) {
        cut.push(piece);
        piece = character;
        pieceWidth = measure(character);
      } else {
        piece += character;
        pieceWidth = grown;
      }
    }
    return [...cut, piece];
  };
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).flatMap(pieces)) {
    const next = line ? joined(line, lineWidth, ` ${word}`) : measure(word);
    if (next <= width || !line) {
      line = line ? `${line} ${word}` : word;
      lineWidth = next;
    } else {
      lines.push(line);
      line = word;
      lineWidth = measure(word);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: RGB;
  x?: number;
  maxWidth?: number;
}

/** The lowest a line goes on a page: below it are the footer and the page's number. */
const BOTTOM = MARGIN + 12;

/** An A4 document written top down: `y` is where the next line goes, on a new page when the current one is full. */
export class PortalPdf {
  y = A4.height - MARGIN;
  readonly width = A4.width - 2 * MARGIN;

  private constructor(
    readonly pdf: PDFDocument,
    public page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** A new document with its metadata and the brand's band at the top. */
  static async create(meta: { title: string; author: string; subject: string; language: string; now: Date }): Promise<PortalPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setLanguage(meta.language);
    pdf.setCreationDate(meta.now);
    const writer = new PortalPdf(pdf, PortalPdf.newPage(pdf), await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    return writer;
  }

  private static newPage(pdf: PDFDocument): PDFPage {
    const page = pdf.addPage([A4.width, A4.height]);
    page.drawRectangle({ x: 0, y: A4.height - 12, width: A4.width, height: 12, color: BRAND });
    return page;
  }

  /** Goes on to a new page unless `height` points still fit above the footer. */
  room(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = PortalPdf.newPage(this.pdf);
    this.y = A4.height - MARGIN;
  }

  /** Writes `value` wrapped, moving `y` down a line at a time. */
  text(value: string, options: TextOptions = {}): void {
    const font = options.font ?? this.regular;
    const size = options.size ?? 11;
    for (const line of wrap(printable(value, font), font, size, options.maxWidth ?? this.width)) {
      this.room(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x: options.x ?? MARGIN, y: this.y, size, font, color: options.color ?? rgb(0, 0, 0) });
    }
  }

  /** Label and value pairs in two columns. */
  fields(fields: ReadonlyArray<readonly [string, string]>, labelWidth = 170): void {
    for (const [label, value] of fields) {
      // a pair stays on one page
      this.room(Math.max(wrap(printable(value, this.bold), this.bold, 11, this.width - labelWidth).length, 1) * 11 * 1.35 + 6);
      const top = this.y;
      this.text(label, { size: 10, color: MUTED });
      const labelEnd = this.y;
      this.y = top;
      this.text(value, { font: this.bold, size: 11, x: MARGIN + labelWidth, maxWidth: this.width - labelWidth });
      this.y = Math.min(this.y, labelEnd) - 6;
    }
  }

  /** A framed status line with its date below, green when `good`. */
  statusBox(line: string, asOf: string, good: boolean): void {
    const colour = good ? BRAND : ALERT;
    this.room(56);
    this.page.drawRectangle({ x: MARGIN, y: this.y - 50, width: this.width, height: 46, borderColor: colour, borderWidth: 1.5 });
    this.y -= 8;
    this.text(line, { font: this.bold, size: 14, x: MARGIN + 12, color: colour, maxWidth: this.width - 24 });
    this.text(asOf, { size: 10, x: MARGIN + 12, color: MUTED });
    this.y -= 20;
  }

  /**
   * The QR code of `url` with a title and a text beside it, and the address under them. Drawn as vector shapes, one
   * per run of dark modules in a row: sharp at any zoom, and no image to encode (a PNG of it took 0.3 s of a PDF).
   */
  async qr(url: string, title: string, body: string, size = 150): Promise<void> {
    this.room(size + 16);
    this.y -= 16;
    // the rectangles as the page's own operators, in one fill (drawing them as an SVG path had pdf-lib parse it again)
    const top = this.y;
    this.page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(0, 0, 0),
      ...qrRectangles(url, size).map(([x, y, width, height]) => rectangle(MARGIN + x, top - y - height, width, height)),
      fill(),
      popGraphicsState(),
    );
    const besideX = MARGIN + size + 20;
    const besideWidth = this.width - size - 20;
    this.y -= 4;
    this.text(title, { font: this.bold, size: 12, x: besideX, maxWidth: besideWidth });
    this.text(body, { size: 10, x: besideX, maxWidth: besideWidth });
    this.y -= 4;
    this.text(url, { size: 9, x: besideX, maxWidth: besideWidth, color: BRAND });
  }

  /** The footer line on every page (with the page's number when there are several), and the document's bytes. */
  async save(footer: string): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawText(printable(footer, this.regular), { x: MARGIN, y: MARGIN / 2, size: 8, font: this.regular, color: MUTED });
      if (pages.length === 1) return;
      const number = `${index + 1} / ${pages.length}`;
      page.drawText(number, { x: A4.width - MARGIN - this.regular.widthOfTextAtSize(number, 8), y: MARGIN / 2, size: 8, font: this.regular, color: MUTED });
    });
    return this.pdf.save({ useObjectStreams: false });
  }
}

/** Answers a PDF written in `language` as a download named `fileName`, never kept by a cache (its status is of the moment). */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, language: Language, fileName: string): FastifyReply {
  return reply
    .header('vary', LANGUAGE_VARY)
    .header('content-language', language)
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf) as never);
}
