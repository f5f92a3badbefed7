/**
 * Precompressed siblings (`.gz`, `.br`) of the built text files, which the gateway's static
 * plugin serves to browsers that accept them. A sibling is kept only when it is smaller.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gz = promisify(gzip);
const br = promisify(brotliCompress);

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Gzip (level 9) of a buffer. */
export function gzipBytes(data: Buffer): Promise<Buffer> {
  return gz(data, { level: 9 });
}

/** Brotli (quality 11, text mode) of a buffer. */
export function brotliBytes(data: Buffer): Promise<Buffer> {
  return br(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Sizes of one compressed file. */
export interface CompressedSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Writes `.gz`/`.br` beside every compressible file under `dir`; returns the sizes. */
export async function precompress(dir: string): Promise<CompressedSize[]> {
  const out: CompressedSize[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    const [g, b] = await Promise.all([gzipBytes(data), brotliBytes(data)]);
    for (const [ext, bytes] of [
      ['.gz', g],
      ['.br', b],
    ] as const) {
      if (bytes.length < data.length) await writeFile(file + ext, bytes);
      else await rm(file + ext, { force: true });
    }
    out.push({ file, raw: (await stat(file)).size, gzip: g.length, brotli: b.length });
  }
  return out;
}
