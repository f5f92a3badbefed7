/**
 * What the sim derives at boot is deterministic from (seed, anchor day, model code), so it is kept
 * on disk under the data dir and read back by later boots. The key hashes the seed, the anchor and
 * the source of every folder the market model is computed from: change the model and the old file
 * is simply never read again. Today it keeps the index members' market caps at the anchor (the
 * composite indexes' scale), whose computation walks every member's ten-year path — most of a cold
 * boot's CPU. A missing, unreadable or foreign file means "build it": never an error.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders (under gateway/sim) whose code decides what the market derives. */
export const MODEL_FOLDERS = ['market/model', 'market/history', 'market/universe', 'market/calendar', 'ipo', 'shared'] as const;

const SIM_ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|json|csv|txt)$/.test(e.name)) out.push(p);
  }
  return out;
}

/** sha256 over the model folders' files (paths and contents, in a fixed order), hex. */
export function modelHash(root = SIM_ROOT, folders: readonly string[] = MODEL_FOLDERS): string {
  const h = createHash('sha256');
  for (const f of folders) {
    let files: string[];
    try {
      files = sourceFiles(path.join(root, f)).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      h.update(path.relative(root, file));
      h.update('\0');
      h.update(readFileSync(file));
      h.update('\0');
    }
  }
  return h.digest('hex');
}

/** The cache key of a boot. */
export function bootKey(seed: number, anchorDay: number, hash: string): string {
  return createHash('sha256').update(`${seed}|${anchorDay}|${hash}`).digest('hex').slice(0, 24);
}

/** The boot cache of one data dir. */
export class BootCache {
  constructor(
    private readonly dir: string,
    private readonly key: string,
  ) {}

  private file(name: string): string {
    return path.join(this.dir, `${name}-${this.key}.json`);
  }

  /** The members' caps kept by an earlier boot with this key, or null. */
  loadCaps(): Map<string, number> | null {
    try {
      const raw = JSON.parse(readFileSync(this.file('member-caps'), 'utf8')) as { key?: unknown; caps?: unknown };
      if (raw.key !== this.key || typeof raw.caps !== 'object' || raw.caps === null) return null;
      const out = new Map<string, number>();
      for (const [id, cap] of Object.entries(raw.caps as Record<string, unknown>)) {
        if (typeof cap !== 'number' || !Number.isFinite(cap) || cap <= 0) return null;
        out.set(id, cap);
      }
      return out;
    } catch {
      return null;
    }
  }

  /** Keeps the caps (written whole then renamed, so a crash never leaves half a file). */
  saveCaps(caps: ReadonlyMap<string, number>): void {
    mkdirSync(this.dir, { recursive: true });
    const target = this.file('member-caps');
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ key: this.key, caps: Object.fromEntries(caps) }));
    renameSync(tmp, target);
  }
}
