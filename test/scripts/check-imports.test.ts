/**
 * The import rules `npm run check:imports` applies (.dependency-cruiser.cjs), on a small tree of
 * its own: the doors of the sim (every folder but the open ones is entered through its index.ts)
 * hold for a folder added after the rules were written, such as warmup/, and every door folder of
 * the real tree has its face.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';

const ROOT = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const { SIM_OPEN_FOLDERS, simDoorFolders } = require('../../scripts/imports/sim-doors.cjs') as {
  SIM_OPEN_FOLDERS: readonly string[];
  simDoorFolders(root: string): string[];
};
const ruleSet = require('../../.dependency-cruiser.cjs') as IFlattenedRuleSet & { options: { doNotFollow: unknown; exclude: unknown } };

test('every sim folder but the open ones is a door folder, and each has its index.ts face', () => {
  const doors = simDoorFolders(ROOT);
  for (const folder of ['market', 'companies', 'accounts', 'store', 'warmup']) assert.ok(doors.includes(folder), `${folder} is behind a door`);
  for (const open of SIM_OPEN_FOLDERS) assert.ok(!doors.includes(open), `${open} is open`);
  for (const folder of doors) assert.ok(existsSync(join(ROOT, 'gateway/sim', folder, 'index.ts')), `gateway/sim/${folder}/index.ts`);
});

/** Runs the real rule set over `files` (path → source) in a fresh folder; the violations as `rule: from → to`. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'doors-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    const { doNotFollow, exclude } = ruleSet.options;
    const result = await cruise(['gateway'], { baseDir: dir, ruleSet, validate: true, doNotFollow, exclude } as Parameters<typeof cruise>[1]);
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('an import past a sim door is refused from a domain, the http kit, a route and the wiring; through the face it passes', async (t) => {
  // The rules read the real tree's folders, so the small tree uses a real door folder (warmup/) and an open one (calendar/).
  const face = "export { WarmUp } from './warm-up.js';\n";
  const inside = 'export class WarmUp {}\n';
  const past = (up: string) => `import { WarmUp } from '${up}warmup/warm-up.js';\nexport const a = WarmUp;\n`;
  const through = (up: string) => `import { WarmUp } from '${up}warmup/index.js';\nexport const a = WarmUp;\n`;
  const tree = (importer: (up: string) => string) => ({
    'gateway/sim/warmup/warm-up.js': inside,
    'gateway/sim/warmup/index.js': face,
    'gateway/sim/calendar/days.js': 'export const DAY = 1;\n',
    'gateway/sim/market/reads.js': `${importer('../')}import { DAY } from '../calendar/days.js';\nexport const b = DAY;\n`,
    'gateway/sim/http/warming-gate.js': importer('../'),
    'gateway/sim/routes/ipo/index.js': importer('../../'),
    'gateway/sim/app.js': importer('./'),
  });
  await t.test('past the door', async () => {
    assert.deepEqual(await violations(tree(past)), [
      'sim-domain-through-face: gateway/sim/http/warming-gate.js → gateway/sim/warmup/warm-up.js',
      'sim-domain-through-face: gateway/sim/market/reads.js → gateway/sim/warmup/warm-up.js',
      'sim-routes-through-face: gateway/sim/routes/ipo/index.js → gateway/sim/warmup/warm-up.js',
      'sim-wiring-through-face: gateway/sim/app.js → gateway/sim/warmup/warm-up.js',
    ]);
  });
  await t.test('through the face', async () => {
    assert.deepEqual(await violations(tree(through)), []);
  });
});
