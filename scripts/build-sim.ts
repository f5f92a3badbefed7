/**
 * Bundles the sim process (gateway/sim/process.ts) into dist/sim/process.mjs and its build
 * worker (gateway/sim/build-worker.ts) into dist/sim/build-worker.mjs, with the manifest of
 * its sources the supervisor checks before using it (gateway/supervisor/sim-bundle.ts). Packages
 * stay in node_modules (imported at run time), except JSON data a package ships (the holiday table
 * of chinese-days), which node's ESM loader would refuse without an import attribute.
 */
import { statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { type BundleInput, REPO_ROOT, SIM_BUNDLE_FILE, SIM_BUNDLE_MANIFEST } from '../gateway/supervisor/sim-bundle';

/** The sim's boot cache hashes its model's sources by path (warmup/boot-cache.ts): from the bundle, that folder is found beside the repository's dist/. */
const WARMUP_DIR_FROM_BUNDLE = "__simPath.resolve(import.meta.dirname, '../../gateway/sim/warmup')";

/** Builds the bundle and its manifest under `root`; returns the number of source files. */
export async function buildSimBundle(root = REPO_ROOT): Promise<number> {
  const outfile = path.join(root, SIM_BUNDLE_FILE);
  mkdirSync(path.dirname(outfile), { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    // The sim, and its build worker beside it (gateway/sim/build-pool.ts looks for it there).
    entryPoints: { [path.basename(outfile, '.mjs')]: 'gateway/sim/process.ts', 'build-worker': 'gateway/sim/build-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'warning',
    // Only warmup/boot-cache.ts reads its own folder; the bundle reads the source folder it names.
    define: { 'import.meta.dirname': '__simWarmupDir' },
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import __simPath from 'node:path';",
        'const require = __createRequire(import.meta.url);',
        `const __simWarmupDir = ${WARMUP_DIR_FROM_BUNDLE};`,
      ].join('\n'),
    },
    plugins: [
      {
        name: 'packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('node:') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const inputs: BundleInput[] = Object.keys(result.metafile!.inputs)
    .filter((f) => !f.startsWith('node_modules/'))
    .sort()
    .map((file) => {
      const s = statSync(path.join(root, file));
      return [file, s.size, s.mtimeMs];
    });
  writeFileSync(path.join(root, SIM_BUNDLE_MANIFEST), `${JSON.stringify({ inputs })}\n`);
  return inputs.length;
}
