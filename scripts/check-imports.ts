/**
 * `npm run check:imports`: the import rules of DESIGN.md, checked by dependency-cruiser with the rule
 * set in `.dependency-cruiser.cjs` (no circles; client ↮ gateway; edge ↮ sim; contracts import nothing of
 * ours; charts and *.streams.ts without React; services/ui without state; no page → page or page → app;
 * sim domains never import the HTTP layer; every sim folder but calendar/, shared/, http/ and routes/
 * is entered from outside through its index.ts, the folders read from the tree by
 * scripts/imports/sim-doors.cjs).
 *
 * Why a mirror tree: the cruiser reads TypeScript through the TypeScript compiler API, which TypeScript 7
 * no longer ships, and its swc reader cannot parse TSX. So this script strips the types of every source
 * file with Babel into a fresh `.tmp/imports-XXXXXX` folder of its own (`.ts` → `.js`, `.tsx` → `.jsx`), keeping each type-only import as
 * a bare `import 'x'` (a circle of types is still a circle), and runs the cruiser there. Exit 1 on any
 * violation, with each one printed as `rule: from → to` in the tree's own paths.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { type PluginItem, transformSync } from '@babel/core';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

const ROOT = join(import.meta.dirname, '..');
/** This run's own mirror: two runs at once (a CI and an editor, two engineers) must not share one folder. */
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const MIRROR = mkdtempSync(join(ROOT, '.tmp', 'imports-'));
const SOURCE_DIRS = ['contracts', 'client', 'gateway', 'scripts', 'test'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'fixtures']);
const require = createRequire(import.meta.url);
/** The Babel plugin (CommonJS, like every Babel plugin) that keeps type-only imports as arrows. */
const keepTypeImports = require('./imports/keep-type-imports.cjs') as PluginItem;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** `a/b.tsx` → `a/b.jsx`, `a/b.ts` → `a/b.js`. */
const mirrorName = (file: string) => file.replace(/\.ts$/, '.js').replace(/\.tsx$/, '.jsx');
/** Back from the mirror to the tree's own path. */
const treeName = (file: string) => (file.includes('node_modules/') ? file.replace(/^(\.\.\/)+/, '') : file.replace(/\.jsx$/, '.tsx').replace(/\.js$/, '.ts'));

function writeMirror(): string[] {
  symlinkSync(join(ROOT, 'node_modules'), join(MIRROR, 'node_modules'), 'dir');
  writeFileSync(join(MIRROR, 'package.json'), readFileSync(join(ROOT, 'package.json')));
  const roots: string[] = [];
  for (const top of SOURCE_DIRS) {
    for (const file of sourceFiles(join(ROOT, top))) {
      const rel = relative(ROOT, file);
      const out = transformSync(readFileSync(file, 'utf8'), {
        filename: file,
        babelrc: false,
        configFile: false,
        plugins: [keepTypeImports],
        presets: [[require.resolve('@babel/preset-typescript'), { isTSX: file.endsWith('.tsx'), allExtensions: true, onlyRemoveTypeImports: true }]],
      });
      const target = join(MIRROR, mirrorName(rel));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, out?.code ?? '');
    }
    roots.push(top);
  }
  return roots;
}

async function main(): Promise<void> {
  const roots = writeMirror();
  const ruleSet = require(join(ROOT, '.dependency-cruiser.cjs'));
  const here = process.cwd();
  process.chdir(MIRROR);
  let output: ICruiseResult;
  try {
    const result = await cruise(roots, { ruleSet, validate: true, ...ruleSet.options });
    output = result.output as ICruiseResult;
  } finally {
    process.chdir(here);
    rmSync(MIRROR, { recursive: true, force: true });
  }
  const violations = output.summary.violations.filter((v) => v.rule.severity === 'error');
  const modules = output.summary.totalCruised;
  if (violations.length === 0) {
    console.log(`imports: ${modules} modules, ${output.summary.totalDependenciesCruised} arrows, no violations`);
    return;
  }
  for (const v of violations) {
    const cycle = v.cycle?.length ? `  circle: ${v.cycle.map((c) => treeName(c.name)).join(' → ')}` : '';
    console.error(`✖ ${v.rule.name}: ${treeName(v.from)} → ${treeName(v.to)}${cycle}`);
  }
  console.error(`imports: ${violations.length} violation(s) of DESIGN.md's import rules in ${modules} modules (.dependency-cruiser.cjs)`);
  process.exitCode = 1;
}

await main();
