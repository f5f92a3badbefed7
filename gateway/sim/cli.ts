/**
 * `npm run sim`: the simulated upstream on its own, so any number of gateways can share one upstream
 * (`UPSTREAM_URL` + `UPSTREAM_WS_HOSTS` of each gateway = what this prints). Settings are environment
 * variables or flags (a flag wins): SIM_HOST/--host (127.0.0.1), SIM_PORT/--port (9100; 0 = any),
 * SIM_SEED/--seed, SIM_CLOCK/--clock (live | real | ISO time), SIM_DATA_DIR/--data-dir (./data),
 * SIM_CACHE_DIR/--cache-dir (the boot cache; default <data dir>/cache).
 * A bad value stops the boot with `Invalid configuration KEY: …`; SIGTERM/SIGINT stop it cleanly.
 */
import { parseArgs } from 'node:util';
import { startSim } from './start';

/** The standalone sim's settings. */
export interface SimCliConfig {
  host: string;
  port: number;
  seed: number | null;
  clock: string | null;
  dataDir: string | null;
  cacheDir: string | null;
}

/** Reads the settings from `env` and `argv`; throws `Invalid configuration KEY: …` on a bad value. */
export function simCliConfig(env: NodeJS.ProcessEnv, argv: readonly string[]): SimCliConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      seed: { type: 'string' },
      clock: { type: 'string' },
      'data-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
    },
    strict: true,
  });
  const pick = (flag: string | undefined, key: string) => flag ?? env[key] ?? null;
  const int = (key: string, raw: string | null, min: number, max: number): number | null => {
    if (raw === null) return null;
    if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
      throw new Error(`Invalid configuration ${key}: must be an integer ${min}–${max} (got "${raw}")`);
    return Number(raw);
  };
  const host = pick(values.host, 'SIM_HOST') ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new Error(`Invalid configuration SIM_HOST: not a host (got "${host}")`);
  const clock = pick(values.clock, 'SIM_CLOCK');
  if (clock !== null && clock.trim() === '') throw new Error('Invalid configuration SIM_CLOCK: must not be empty');
  const dataDir = pick(values['data-dir'], 'SIM_DATA_DIR');
  if (dataDir !== null && dataDir.trim() === '') throw new Error('Invalid configuration SIM_DATA_DIR: must not be empty');
  const cacheDir = pick(values['cache-dir'], 'SIM_CACHE_DIR');
  if (cacheDir !== null && cacheDir.trim() === '') throw new Error('Invalid configuration SIM_CACHE_DIR: must not be empty');
  return {
    host,
    port: int('SIM_PORT', pick(values.port, 'SIM_PORT'), 0, 65_535) ?? 9100,
    seed: int('SIM_SEED', pick(values.seed, 'SIM_SEED'), 0, Number.MAX_SAFE_INTEGER),
    clock,
    dataDir,
    cacheDir,
  };
}

async function main(): Promise<void> {
  let cfg: SimCliConfig;
  try {
    cfg = simCliConfig(process.env, process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  const sim = await startSim({
    host: cfg.host,
    port: cfg.port,
    ...(cfg.seed !== null ? { seed: cfg.seed } : {}),
    ...(cfg.clock !== null ? { clock: cfg.clock } : {}),
    ...(cfg.dataDir !== null ? { dataDir: cfg.dataDir } : {}),
    ...(cfg.cacheDir !== null ? { bootCacheDir: cfg.cacheDir } : {}),
  });
  process.stdout.write(`知股 simulated upstream (模拟行情)\nUPSTREAM_URL=${sim.apiUrl}\nUPSTREAM_WS_HOSTS=${sim.wsUrls.join(',')}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.race([sim.close(), new Promise((r) => setTimeout(r, 5_000))]);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

if (process.argv[1] && import.meta.filename === (await import('node:path')).resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    process.stderr.write(`sim failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
