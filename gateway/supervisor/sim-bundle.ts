/**
 * The sim process's prebuilt bundle. `npm run build` bundles gateway/sim/process.ts with esbuild
 * into one file (scripts/build-sim.ts), because importing the sim's ~400 modules through tsx at
 * every start cost a warm boot about 1.4 s of its 6 s to the first answer. Beside the bundle, a
 * manifest lists each source file it was built from with its size and mtime; the bundle is used
 * only while every one of them is unchanged, so an edited source (`tsx gateway/cli.ts` during
 * development) always runs as written, from source through tsx.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository root (this file is gateway/supervisor/sim-bundle.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the build writes the bundle and its manifest, relative to the repository root. */
export const SIM_BUNDLE_FILE = 'dist/sim/process.mjs';
export const SIM_BUNDLE_MANIFEST = 'dist/sim/inputs.json';

/** One source file of the bundle: path relative to the root, size in bytes, mtime in ms. */
export type BundleInput = [file: string, size: number, mtimeMs: number];

/** What the manifest holds. */
export interface BundleManifest {
  inputs: BundleInput[];
}

/** The manifest in `text`, or null when it is not one (a bad file means "run from source"). */
export function parseManifest(text: string): BundleManifest | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { inputs?: unknown }).inputs)) return null;
  const inputs = (raw as { inputs: unknown[] }).inputs;
  const ok = inputs.every(
    (x) =>
      Array.isArray(x) && x.length === 3 && typeof x[0] === 'string' && x[0] !== '' && !path.isAbsolute(x[0]) && Number.isFinite(x[1]) && Number.isFinite(x[2]),
  );
  return ok && inputs.length > 0 ? { inputs: inputs as BundleInput[] } : null;
}

/** The file's [size, mtimeMs], or null when it cannot be read. */
export type StatOf = (file: string) => readonly [number, number] | null;

const statOnDisk: StatOf = (file) => {
  try {
    const s = statSync(file);
    return [s.size, s.mtimeMs];
  } catch {
    return null;
  }
};

/** Why the bundle under `root` is not used, or null when it is current. */
export function staleReason(root = REPO_ROOT, stat: StatOf = statOnDisk, read: (file: string) => string | null = readOrNull): string | null {
  if (!stat(path.join(root, SIM_BUNDLE_FILE))) return 'no bundle (npm run build makes one)';
  const text = read(path.join(root, SIM_BUNDLE_MANIFEST));
  const manifest = text === null ? null : parseManifest(text);
  if (!manifest) return 'its manifest is missing or unreadable';
  for (const [file, size, mtimeMs] of manifest.inputs) {
    const now = stat(path.join(root, file));
    if (!now || now[0] !== size || now[1] !== mtimeMs) return `${file} changed since the build`;
  }
  return null;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
