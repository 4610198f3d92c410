import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/config';

const execFileAsync = promisify(execFile);

export interface ReadPdf {
  pages: number;
  text: string;
  codes: Array<string | null>;
  title: string;
}

/** A PDF's text, title and the QR codes it holds, read back by pdfjs and jsQR outside jest (api/test/read-pdf.mjs). */
export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(folder, 'documento.pdf');
    writeFileSync(file, bytes);
    const { stdout } = await execFileAsync(process.execPath, [path.join(REPO_ROOT, 'api/test/read-pdf.mjs'), file], { env: { ...process.env, NODE_OPTIONS: '' } });
    return JSON.parse(stdout) as ReadPdf;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
