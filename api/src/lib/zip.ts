import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A piece of a ZIP's file: the pieces of one file follow each other, and a new name starts the next file. `stored`
 * keeps the file as it is, for what is compressed already (a PDF): deflating it again costs time and gains nothing.
 */
export interface ZipPiece {
  name: string;
  data: Uint8Array | string;
  stored?: boolean;
}

/**
 * A ZIP written while its pieces arrive (fflate): each piece is compressed and handed on at once, so the first bytes
 * leave before the last file is made and no file is held whole beside the others.
 */
export async function* zipStream(pieces: AsyncIterable<ZipPiece> | Iterable<ZipPiece>): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => (error ? (failure = error) : out.push(data)));
  const encoder = new TextEncoder();
  let entry: ZipDeflate | ZipPassThrough | undefined;
  let current: string | undefined;
  for await (const { name, data, stored } of pieces) {
    if (name !== current) {
      entry?.push(new Uint8Array(0), true);
      entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      current = name;
    }
    entry!.push(typeof data === 'string' ? encoder.encode(data) : data);
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  }
  entry?.push(new Uint8Array(0), true);
  zip.end();
  if (failure) throw failure;
  while (out.length > 0) yield out.shift()!;
}
