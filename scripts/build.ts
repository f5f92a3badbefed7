/**
 * Builds the client: esbuild bundles client/main.tsx into dist/client with code splitting (ESM,
 * hashed names under dist/client/assets/, minified in production), writes dist/client/index.html
 * with the hashed entry, precompresses .gz/.br siblings and reports sizes.
 *
 *   npm run build                 production build
 *   tsx scripts/build.ts --dev    unminified, with source maps
 *
 * Environment: CLIENT_WS_HOSTS (browser socket hosts), ARTICLE_URL, SERVICE_URL → meta tags.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { buildSimBundle } from './build-sim';
import { precompress, type CompressedSize } from './build-steps/compress';
import { writeIndexHtml, type HtmlSettings } from './build-steps/html';
import { ROUTES, pageHtmlPath, type PageName } from '../contracts/routes';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Output directory served by the gateway. */
export const DIST_CLIENT = path.join(ROOT, 'dist', 'client');
/** Gzip budget of the entry chunk (issue: ≤ 120 KB). */
export const ENTRY_GZIP_BUDGET = 120 * 1024;

/** Build options. */
export interface BuildOptions {
  mode: 'production' | 'development';
  outDir?: string;
  html?: HtmlSettings;
  /** Print the size report. */
  report?: boolean;
}

/** What a build produced. */
export interface BuildResult {
  outDir: string;
  /** URL of the entry script, e.g. `/assets/main-AB12.js`. */
  entry: string;
  /** Chunks every page preloads with the entry: its static imports, then the boot loads and theirs. */
  preloads: string[];
  sizes: CompressedSize[];
  /** Gzip size of the entry and its preloads (what every page must download before its own chunks). */
  entryGzip: number;
  /** What each output file mostly holds (absolute path → e.g. `react-dom, scheduler`), for the report. */
  contents: Map<string, string>;
}

/**
 * The largest sources of each output, grouped by npm package or by client folder, so a hashed
 * `chunk-XXXX.js` reads as what it is (`d3-scale, client/charts/model`) and sizes compare across builds.
 */
export function chunkContents(metafile: esbuild.Metafile, top = 3): Map<string, string> {
  const out = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const groups = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const key = pkg
        ? pkg[1]!
        : input
            .split('/')
            .slice(0, input.startsWith('client/') ? 3 : 2)
            .join('/');
      groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
    }
    const names = [...groups]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k]) => k);
    out.set(path.resolve(ROOT, file), names.join(', '));
  }
  return out;
}

/**
 * rxjs resolves to its ES5 build by default (down-levelled classes, tslib helpers); its ES2015 build
 * is smaller and every supported browser runs it. (A global `es2015` condition would also switch
 * other packages to heavier builds, so only rxjs is redirected.)
 */
const rxjsEs2015: esbuild.Plugin = {
  name: 'rxjs-es2015',
  setup(b) {
    b.onResolve({ filter: /^rxjs(\/operators)?$/ }, (args) => ({
      path: path.join(ROOT, 'node_modules', 'rxjs', 'dist', 'esm', args.path === 'rxjs' ? '' : 'operators', 'index.js'),
    }));
  },
};

/** esbuild options shared by build and dev. */
export function esbuildOptions(mode: BuildOptions['mode'], outDir: string): esbuild.BuildOptions {
  const production = mode === 'production';
  return {
    absWorkingDir: ROOT,
    entryPoints: { main: 'client/main.tsx' },
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    outdir: path.join(outDir, 'assets'),
    publicPath: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    minify: production,
    sourcemap: production ? false : 'linked',
    legalComments: production ? 'none' : 'inline',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    metafile: true,
    logLevel: 'warning',
    charset: 'utf8',
    plugins: [rxjsEs2015],
  };
}

/** The output file (.js) built from `source`, if any. */
function outputOf(metafile: esbuild.Metafile, source: string): string | undefined {
  return Object.keys(metafile.outputs).find((f) => metafile.outputs[f]!.entryPoint === source && f.endsWith('.js'));
}

/** Every chunk `file` imports statically, directly or through others, in load order (`file` itself not included). */
function staticImportsOf(metafile: esbuild.Metafile, file: string): Set<string> {
  const found = new Set<string>();
  const visit = (f: string) => {
    for (const imp of metafile.outputs[f]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || found.has(imp.path)) continue;
      found.add(imp.path);
      visit(imp.path);
    }
  };
  visit(file);
  return found;
}

/** A built file's URL under `outDir`. */
const urlIn = (outDir: string) => (file: string) => `/${path.relative(outDir, path.resolve(ROOT, file)).split(path.sep).join('/')}`;

const ENTRY_SOURCE = 'client/main.tsx';

/**
 * Modules the entry loads on demand at boot, on every page (client/app/boot.ts): the shell and
 * React, which download and evaluate while the startup calls are on the wire, and the signing code
 * the first call after the API lock needs. Preloaded with the entry, so none waits for the entry
 * to ask for it.
 */
const BOOT_LOADS = ['client/app/render-app.tsx', 'contracts/signing.ts'];

/** A chunk and everything it imports statically, in load order. */
const withStaticImports = (metafile: esbuild.Metafile, file: string) => [file, ...staticImportsOf(metafile, file)];

/** Entry URL and the chunks every page loads with it: its static imports, then the boot loads and theirs. */
export function entryOf(metafile: esbuild.Metafile, outDir: string): { entry: string; preloads: string[] } {
  const entryFile = outputOf(metafile, ENTRY_SOURCE);
  if (!entryFile) throw new Error(`build: no entry output for ${ENTRY_SOURCE}`);
  const files = new Set(staticImportsOf(metafile, entryFile));
  for (const source of BOOT_LOADS) {
    const file = outputOf(metafile, source);
    if (!file) throw new Error(`build: no chunk for ${source}, which boot loads`);
    for (const f of withStaticImports(metafile, file)) if (f !== entryFile) files.add(f);
  }
  return { entry: urlIn(outDir)(entryFile), preloads: [...files].map(urlIn(outDir)) };
}

/**
 * The chunks each page module needs beyond the entry's own: the page's chunk and everything it
 * imports statically, in load order (URLs). A page's HTML preloads them beside the entry, so the
 * page's code arrives while the entry runs the startup calls, all at once — not after the first
 * render, one import level at a time (the /stock chunk graph is three levels deep).
 * Page modules follow client/app/route-pages.ts: `client/pages/<name>/<name>-page.tsx`.
 */
export function pageChunksOf(metafile: esbuild.Metafile, outDir: string, pages: readonly PageName[]): Map<PageName, string[]> {
  const toUrl = urlIn(outDir);
  const { entry, preloads } = entryOf(metafile, outDir);
  const shared = new Set([entry, ...preloads]);
  const out = new Map<PageName, string[]>();
  for (const page of pages) {
    const source = `client/pages/${page}/${page}-page.tsx`;
    const file = outputOf(metafile, source);
    if (!file) throw new Error(`build: no chunk for page ${page} (${source})`);
    out.set(
      page,
      withStaticImports(metafile, file)
        .map(toUrl)
        .filter((url) => !shared.has(url)),
    );
  }
  return out;
}

/**
 * Writes index.html (the entry and its preloads: unknown paths, and any page without its own) and
 * one HTML per page that also preloads that page's chunks. Build and dev both write all of them,
 * so a page's HTML never names chunks of an older build.
 */
export async function writeHtml(metafile: esbuild.Metafile, outDir: string, settings: HtmlSettings): Promise<{ entry: string; preloads: string[] }> {
  const { entry, preloads } = entryOf(metafile, outDir);
  const template = path.join(ROOT, 'client', 'index.html');
  await writeIndexHtml(template, outDir, entry, preloads, settings);
  await mkdir(path.join(outDir, 'pages'), { recursive: true });
  for (const [page, chunks] of pageChunksOf(metafile, outDir, [...new Set(ROUTES.map((r) => r.page))])) {
    await writeIndexHtml(template, outDir, entry, [...preloads, ...chunks], settings, pageHtmlPath(page));
  }
  return { entry, preloads };
}

/** Runs a full build. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const outDir = options.outDir ?? DIST_CLIENT;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await esbuild.build(esbuildOptions(options.mode, outDir));
  const { entry, preloads } = await writeHtml(result.metafile!, outDir, options.html ?? htmlSettingsFromEnv());
  const sizes = await precompress(outDir);
  const firstLoad = new Set([entry, ...preloads].map((u) => path.join(outDir, u)));
  const entryGzip = sizes.filter((s) => firstLoad.has(s.file)).reduce((n, s) => n + s.gzip, 0);
  const built = { outDir, entry, preloads, sizes, entryGzip, contents: chunkContents(result.metafile!) };
  if (options.report) printReport(built);
  return built;
}

/** Meta settings from the environment. */
export function htmlSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): HtmlSettings {
  return { wsHosts: env.CLIENT_WS_HOSTS, articleUrl: env.ARTICLE_URL, serviceUrl: env.SERVICE_URL };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function printReport(r: BuildResult): void {
  const rows = r.sizes
    .filter((s) => s.file.endsWith('.js') || s.file.endsWith('.html'))
    .sort((a, b) => b.raw - a.raw)
    .map(
      (s) =>
        `  ${path.relative(r.outDir, s.file).padEnd(44)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)}  ${r.contents.get(s.file) ?? ''}`,
    );
  console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  mostly`);
  console.log(rows.join('\n'));
  const verdict = r.entryGzip <= ENTRY_GZIP_BUDGET ? 'within' : 'OVER';
  console.log(`entry ${r.entry} + ${r.preloads.length} preloaded chunk(s): ${kb(r.entryGzip)} gzip (${verdict} the ${kb(ENTRY_GZIP_BUDGET)} budget)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dev = process.argv.includes('--dev');
  const main = async () => {
    const started = Date.now();
    await build({ mode: dev ? 'development' : 'production', report: true });
    console.log(`built dist/client (${dev ? 'development' : 'production'}) in ${Date.now() - started} ms`);
    const simStarted = Date.now();
    const inputs = await buildSimBundle();
    console.log(`built dist/sim/process.mjs from ${inputs} source files in ${Date.now() - simStarted} ms`);
  };
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
