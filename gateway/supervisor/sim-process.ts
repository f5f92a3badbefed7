/**
 * The built-in sim in its own process, supervised: the gateway picks the API and feed ports once,
 * forks the sim's prebuilt bundle when it is current (sim-bundle.ts), else gateway/sim/process.ts
 * with tsx (this module never imports the sim: it names the file),
 * prefixes its lines with `[sim] `, restarts it with backoff when it dies (same ports, so the edge
 * keeps its URLs), and reads its readiness from IPC for /readyz and the edge's 数据准备中 answers.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SIM_PROCESS_ENV, parseSimProcessMessage, type SimProcessSettings } from '../../contracts/sim-process';
import { SOCKET_HOST_COUNT } from '../../contracts/ws-protocol';
import type { UpstreamReadiness } from '../../contracts/warming';
import type { BackoffPolicy } from './backoff';
import { freePorts } from './free-ports';
import { type ChildLike, Supervisor } from './supervisor';
import { REPO_ROOT, SIM_BUNDLE_FILE, staleReason } from './sim-bundle';
import path from 'node:path';

/** The sim process's entry file. */
export const SIM_ENTRY = fileURLToPath(new URL('../sim/process.ts', import.meta.url));

/** Options of {@link startSimProcess}. */
export interface SimProcessOptions {
  host?: string;
  seed?: number | null;
  clock?: string | null;
  dataDir?: string | null;
  cacheDir?: string | null;
  analyticsRetention?: { maxAgeMs: number; maxPerUser: number } | null;
  backoff?: Partial<BackoffPolicy>;
  /** Where the child's prefixed lines go; default our stdout/stderr. */
  out?: (text: string) => void;
  err?: (text: string) => void;
  /** Starts the child (tests pass a fake); default {@link forkSim}. */
  spawn?: (settings: SimProcessSettings) => ChildLike;
}

/** The supervised sim process. */
export interface SimProcess {
  apiUrl: string;
  wsUrls: string[];
  /** Where the sim is: starting until its first `ready`, restarting while it is down, else its warm-up. */
  readiness(): UpstreamReadiness;
  /** Resolves the first time the child serves. */
  firstReady: Promise<void>;
  /** How many times it was restarted. */
  restarts(): number;
  pid(): number | undefined;
  /** Stops it (SIGTERM, SIGKILL after the grace). */
  stop(): Promise<void>;
}

/** What {@link forkSim} runs: the bundle, or the source through tsx (and why). */
export function simCommand(root = REPO_ROOT, stale = staleReason(root)): { file: string; execArgv: string[]; note: string } {
  if (stale === null) return { file: path.join(root, SIM_BUNDLE_FILE), execArgv: [], note: `prebuilt ${SIM_BUNDLE_FILE}` };
  return { file: SIM_ENTRY, execArgv: ['--import', 'tsx'], note: `source through tsx: ${stale}` };
}

/** Forks the sim ({@link simCommand}), IPC on, output piped; says through `log` which form runs. */
export function forkSim(settings: SimProcessSettings, log: (line: string) => void): ChildLike {
  const command = simCommand();
  log(`[sim] running ${command.note}\n`);
  return fork(command.file, [], {
    execArgv: command.execArgv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, [SIM_PROCESS_ENV]: JSON.stringify(settings) },
  });
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** Starts the sim process (see the module comment); resolves once its ports are chosen, not when it serves. */
export async function startSimProcess(opts: SimProcessOptions = {}): Promise<SimProcess> {
  const host = opts.host ?? '127.0.0.1';
  const [port, ...feedPorts] = await freePorts(host, 1 + SOCKET_HOST_COUNT);
  const settings: SimProcessSettings = {
    host,
    port: port!,
    feedPorts,
    seed: opts.seed ?? null,
    clock: opts.clock ?? null,
    dataDir: opts.dataDir ?? null,
    cacheDir: opts.cacheDir ?? null,
    analyticsRetention: opts.analyticsRetention ?? null,
  };
  let served = false;
  let up = false;
  let readiness: UpstreamReadiness = { phase: 'warming', progress: 0, stage: '' };
  let resolveReady!: () => void;
  const firstReady = new Promise<void>((r) => (resolveReady = r));
  const spawn = opts.spawn ?? ((s: SimProcessSettings) => forkSim(s, opts.err ?? ((l) => process.stderr.write(l))));
  const supervisor = new Supervisor({
    name: 'sim',
    spawn: () => spawn(settings),
    ...(opts.out ? { out: opts.out } : {}),
    ...(opts.err ? { err: opts.err } : {}),
    ...(opts.backoff ? { backoff: opts.backoff } : {}),
    onMessage: (raw) => {
      const m = parseSimProcessMessage(raw);
      if (!m) return;
      if (m.type === 'ready') {
        up = served = true;
        resolveReady();
      } else readiness = m.readiness;
    },
    onExit: () => {
      up = false;
      readiness = { phase: 'warming', progress: 0, stage: '' };
    },
  });
  supervisor.start();
  return {
    apiUrl: `http://${urlHost(host)}:${port}`,
    wsUrls: feedPorts.map((p) => `ws://${urlHost(host)}:${p}/`),
    readiness: () => (up ? readiness : { phase: served ? 'restarting' : 'starting', progress: 0, stage: '启动模拟行情' }),
    firstReady,
    restarts: () => supervisor.restarts,
    pid: () => supervisor.pid,
    stop: () => supervisor.stop(),
  };
}
