/**
 * What the sim derives at boot is deterministic from (seed, anchor day, model code), so it is kept
 * on disk under the data dir and read back by later boots. The key hashes the seed, the anchor and
 * the source of every folder the market model is computed from: change the model and the old file
 * is simply never read again. Today it keeps the index members' market caps at the anchor (the
 * composite indexes' scale), whose computation walks every member's ten-year path — most of a cold
 * boot's CPU — and each price model's anchor state (its base and past corporate actions), whose
 * solving walks the security's own ten-year path on the first step. A missing, unreadable or foreign file means "build it": never an error.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnchorState, CorporateAction } from '../market/index';

/** Folders (under gateway/sim) whose code decides what the market derives. */
export const MODEL_FOLDERS = ['market', 'calendar', 'ipo', 'shared'] as const;

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

/** What a boot derives and keeps: the maps the market reads and fills (market/price-market.ts options). */
export interface BootMemo {
  /** Index members' market caps at the anchor (each computed index's scale). */
  readonly memberCaps: Map<string, number>;
  /** Price models' anchor states (base and past corporate actions). */
  readonly anchors: Map<string, AnchorState>;
}

/** An empty memo: the market fills it as it builds. */
export function emptyBootMemo(): BootMemo {
  return { memberCaps: new Map(), anchors: new Map() };
}

/** How many entries a memo holds (a boot that solved more than it read keeps the memo again). */
export function memoSize(memo: BootMemo): number {
  return memo.memberCaps.size + memo.anchors.size;
}

const FILE = 'boot-memo';
/** A memo of another key (an older anchor day or model) not written for this long is removed on save. */
export const STALE_MEMO_MS = 7 * 86_400_000;
/** Files of this cache, current and of earlier formats. */
const OWN_FILE = /^(boot-memo|member-caps)-[0-9a-f]+\.json$/;
/** An action on disk: [ex-date trading index, cash milli, bonus per share, nominal factor]. */
type StoredAction = [number, number, number, number];

function finite(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** Reads one stored anchor state, or null when any part of it is not what a boot writes. */
function parseAnchor(raw: unknown): AnchorState | null {
  if (!Array.isArray(raw) || raw.length !== 2 || !finite(raw[0]) || !Array.isArray(raw[1])) return null;
  const past: CorporateAction[] = [];
  let lastIdx = -Infinity;
  for (const a of raw[1] as unknown[]) {
    if (!Array.isArray(a) || a.length !== 4 || !a.every(finite)) return null;
    const [idx, cash, bonus, nominal] = a as StoredAction;
    if (!Number.isInteger(idx) || idx < lastIdx || cash < 0 || bonus < 0 || nominal <= 0) return null;
    lastIdx = idx;
    past.push({ idx, cash, bonus, nominal });
  }
  return { logBase: raw[0], past };
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

  /** What an earlier boot with this key kept, or null (missing, unreadable, foreign or damaged: rebuild). */
  load(): BootMemo | null {
    try {
      const raw = JSON.parse(readFileSync(this.file(FILE), 'utf8')) as { key?: unknown; caps?: unknown; anchors?: unknown };
      if (raw.key !== this.key) return null;
      if (typeof raw.caps !== 'object' || raw.caps === null || typeof raw.anchors !== 'object' || raw.anchors === null) return null;
      const memo = emptyBootMemo();
      for (const [id, cap] of Object.entries(raw.caps as Record<string, unknown>)) {
        if (!finite(cap) || cap <= 0) return null;
        memo.memberCaps.set(id, cap);
      }
      for (const [id, stored] of Object.entries(raw.anchors as Record<string, unknown>)) {
        const state = parseAnchor(stored);
        if (!state) return null;
        memo.anchors.set(id, state);
      }
      return memo;
    } catch {
      return null;
    }
  }

  /** Keeps the memo (written whole then renamed, so a crash never leaves half a file and concurrent boots never read one). */
  save(memo: BootMemo): void {
    mkdirSync(this.dir, { recursive: true });
    const target = this.file(FILE);
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    const anchors: Record<string, [number, StoredAction[]]> = {};
    for (const [id, s] of memo.anchors) anchors[id] = [s.logBase, s.past.map((a) => [a.idx, a.cash, a.bonus, a.nominal])];
    writeFileSync(tmp, JSON.stringify({ key: this.key, caps: Object.fromEntries(memo.memberCaps), anchors }));
    renameSync(tmp, target);
    this.prune(Date.now());
  }

  /** Removes memos of other keys untouched for {@link STALE_MEMO_MS}: a new anchor day each day would otherwise pile up files. */
  prune(now: number): void {
    for (const name of readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      if (!OWN_FILE.test(name) || file === this.file(FILE)) continue;
      try {
        if (now - statSync(file).mtimeMs > STALE_MEMO_MS) rmSync(file, { force: true });
      } catch {
        // Gone already (another boot pruned it).
      }
    }
  }
}
