import zlib from 'node:zlib';

/**
 * Small, valid files for the demo content, generated when seeding so that no binary file lives in
 * the repository: PNG pictures drawn pixel by pixel and one-page PDF documents.
 */

type Rgb = readonly [number, number, number];

export type PictureTheme = 'forest' | 'sawmill' | 'qr' | 'regent';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixels come from `paint`. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw.set([r, g, b], y * rowLength + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const SKY: Rgb = [214, 234, 223];
const HORIZON: Rgb = [246, 241, 222];
const CANOPY: Rgb = [46, 110, 64];
const CANOPY_DARK: Rgb = [30, 78, 45];
const TRUNK: Rgb = [110, 74, 44];
const GROUND: Rgb = [128, 160, 84];
const WOOD: Rgb = [196, 150, 98];
const WOOD_RING: Rgb = [160, 112, 66];

/** A row of conifers on a hillside. */
function forest(width: number, height: number) {
  const ground = Math.round(height * 0.78);
  const trees = [0.12, 0.3, 0.47, 0.66, 0.85].map((at, i) => ({ x: at * width, top: height * (0.18 + (i % 2) * 0.1) }));
  return (x: number, y: number): Rgb => {
    for (const tree of trees) {
      const halfWidth = ((y - tree.top) / (ground - tree.top)) * width * 0.09;
      if (y >= tree.top && y < ground - height * 0.06 && Math.abs(x - tree.x) <= halfWidth) {
        return (x - tree.x) < 0 ? CANOPY_DARK : CANOPY;
      }
      if (y >= ground - height * 0.08 && y < ground && Math.abs(x - tree.x) <= width * 0.012) return TRUNK;
    }
    if (y >= ground) return mix(GROUND, CANOPY_DARK, (y - ground) / (height - ground));
    return mix(SKY, HORIZON, y / ground);
  };
}

/** The cut ends of stacked logs. */
function sawmill(_width: number, height: number) {
  const radius = height / 6;
  return (x: number, y: number): Rgb => {
    const row = Math.floor(y / (radius * 2));
    const offset = row % 2 === 0 ? 0 : radius;
    const cx = Math.floor((x + offset) / (radius * 2)) * radius * 2 + radius - offset;
    const cy = row * radius * 2 + radius;
    const distance = Math.hypot(x - cx, y - cy);
    if (distance > radius * 0.95) return TRUNK;
    return Math.floor(distance / (radius / 5)) % 2 === 0 ? WOOD : WOOD_RING;
  };
}

/** A fixed pseudo-random number for a cell (an integer hash), so every seed draws the same picture. */
function scatter(n: number): number {
  let h = Math.imul(n + 1, 2_654_435_761);
  h ^= h >>> 15;
  h = Math.imul(h, 2_246_822_519);
  h ^= h >>> 13;
  return h >>> 0;
}

/** A code-like grid of squares with three finder marks. */
function qr(width: number, height: number) {
  const cell = Math.floor(height / 21);
  const left = Math.floor((width - cell * 21) / 2);
  const top = Math.floor((height - cell * 21) / 2);
  const finder = (cx: number, cy: number) => {
    const ring = Math.max(Math.abs(cx - 3), Math.abs(cy - 3));
    return ring === 0 || ring === 1 || ring === 3;
  };
  return (x: number, y: number): Rgb => {
    const cx = Math.floor((x - left) / cell);
    const cy = Math.floor((y - top) / cell);
    if (x < left || y < top || cx >= 21 || cy >= 21) return HORIZON;
    let dark: boolean;
    if (cx < 7 && cy < 7) dark = finder(cx, cy);
    else if (cx >= 14 && cy < 7) dark = finder(cx - 14, cy);
    else if (cx < 7 && cy >= 14) dark = finder(cx, cy - 14);
    else dark = scatter(cx * 21 + cy) % 100 < 45;
    return dark ? CANOPY_DARK : HORIZON;
  };
}

/** A clipboard over the forest: the regent's visit. */
function regent(width: number, height: number) {
  const background = forest(width, height);
  const board = { left: width * 0.36, right: width * 0.64, top: height * 0.16, bottom: height * 0.9 };
  return (x: number, y: number): Rgb => {
    if (x < board.left || x > board.right || y < board.top || y > board.bottom) return background(x, y);
    if (y < board.top + height * 0.07) return TRUNK;
    const line = (y - board.top - height * 0.14) % (height * 0.1);
    const inLine = y > board.top + height * 0.12 && line < height * 0.02 && x > board.left + width * 0.03 && x < board.right - width * 0.03;
    return inLine ? CANOPY : [250, 250, 244];
  };
}

const THEMES: Record<PictureTheme, (width: number, height: number) => (x: number, y: number) => Rgb> = { forest, sawmill, qr, regent };

/** A 16:9 picture for a news item. */
export const demoPicture = (theme: PictureTheme, width = 320, height = 180): Buffer =>
  encodePng(width, height, THEMES[theme](width, height));

/** Text in a PDF string literal (WinAnsi covers the Spanish letters). */
const pdfText = (text: string) =>
  text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page A4 PDF with a title and some lines of text, readable by any viewer. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf 56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F2 11 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Madera Legal) >>`,
  ];

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
