/**
 * `npm run dev`: rebuilds the client into STATIC_DIR (default dist/client) on every change (esbuild
 * watch, development mode, source maps) and restarts the gateway (`tsx gateway/cli.ts`, with the sim) whenever gateway/ or
 * contracts/ change. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { DIST_CLIENT, ROOT, esbuildOptions, htmlSettingsFromEnv, writeHtml } from './build';

const RESTART_DEBOUNCE_MS = 250;
/** Where the client is built: the gateway's STATIC_DIR (default dist/client), so both agree. */
const OUT_DIR = process.env.STATIC_DIR ? path.resolve(ROOT, process.env.STATIC_DIR) : DIST_CLIENT;
const STOP_GRACE_MS = 5_000;

/** Removes assets a rebuild no longer references (new hashes leave old files behind). */
async function pruneAssets(metafile: esbuild.Metafile): Promise<void> {
  const assets = path.join(OUT_DIR, 'assets');
  const live = new Set(Object.keys(metafile.outputs).map((f) => path.resolve(ROOT, f)));
  for (const name of await readdir(assets)) {
    const file = path.join(assets, name);
    if (!live.has(file)) await rm(file, { force: true });
  }
}

const indexPlugin: esbuild.Plugin = {
  name: 'dev-index-html',
  setup(b) {
    let started = 0;
    b.onStart(() => {
      started = Date.now();
    });
    b.onEnd(async (result) => {
      if (result.errors.length > 0 || !result.metafile) {
        console.log(`[client] build failed (${result.errors.length} error(s)); keeping the last good build`);
        return;
      }
      const { entry } = await writeHtml(result.metafile, OUT_DIR, htmlSettingsFromEnv());
      await pruneAssets(result.metafile);
      console.log(`[client] rebuilt in ${Date.now() - started} ms → ${entry}`);
    });
  },
};

let gateway: ChildProcess | null = null;
let stopping = false;

function startGateway(): void {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'gateway', 'cli.ts'), ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  gateway = child;
  child.on('exit', (code, signal) => {
    if (gateway === child) gateway = null;
    if (!stopping && code !== null && code !== 0) console.log(`[gateway] exited with ${code}; waiting for a change to restart`);
    else if (signal && !stopping) console.log(`[gateway] stopped by ${signal}`);
  });
}

function stopGateway(): Promise<void> {
  const child = gateway;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let restartTimer: NodeJS.Timeout | null = null;
function scheduleRestart(reason: string): void {
  if (restartTimer) clearTimeout(restartTimer);
  restartTimer = setTimeout(async () => {
    restartTimer = null;
    console.log(`[gateway] ${reason} changed, restarting …`);
    await stopGateway();
    if (!stopping) startGateway();
  }, RESTART_DEBOUNCE_MS);
}

async function main(): Promise<void> {
  await rm(OUT_DIR, { recursive: true, force: true });
  await mkdir(OUT_DIR, { recursive: true });
  const options = esbuildOptions('development', OUT_DIR);
  const ctx = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), indexPlugin] });
  await ctx.rebuild();
  await ctx.watch();
  startGateway();

  const watchers = ['gateway', 'contracts'].map((dir) =>
    watch(path.join(ROOT, dir), { recursive: true }, (_event, file) => {
      if (file && /\.(ts|json)$/.test(file)) scheduleRestart(`${dir}/${file}`);
    }),
  );

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    watchers.forEach((w) => {
      w.close();
    });
    if (restartTimer) clearTimeout(restartTimer);
    await ctx.dispose();
    await stopGateway();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
