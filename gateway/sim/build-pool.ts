/**
 * Runs the sim's past-date screener builds, the ten-year PE histories of PE 10年分位 and computed
 * indexes' day tables (ten years of 300 members summed) on a worker thread (issue 26: one slow build never holds the other endpoints). One thread, booted ahead by {@link BuildPool.prepare} (the sim's last
 * after-ready warm-up) or by the first past-date screen (piscina keeps the jobs queued meanwhile;
 * the admission in front of the screen bounds how many), and stopped after {@link IDLE_MS} without
 * a job, which gives its copy of the market's memory back (the next screen boots it again). The thread runs
 * build-worker.ts: from the sim bundle (dist/sim/build-worker.mjs) when the sim runs from
 * it, else the source through the sim's own tsx loader.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { formatDay } from '../../contracts/calendar/index';
import type { PastTableJob, PastTableWire, ScreenerWorker, PeHistoriesWire } from './screener/index';
import type { CompositeDaysJob, BuildWorkerData } from './build-worker';
import type { DayColumns } from './market/index';

/** An idle worker is stopped after this long (its market copy holds a few hundred MB). */
export const IDLE_MS = 30 * 60_000;
/** The worker's heap bound: past it the thread is stopped and that build runs on the sim's loop instead. */
const MAX_OLD_GENERATION_MB = 2048;

/** How the worker thread starts: its file, and the node options it runs with. */
export interface WorkerStart {
  filename: string;
  execArgv: string[];
}

/**
 * The worker's file: the bundle's beside the bundled sim (plain node), else the source beside this
 * one, with the tsx loader alone — not the sim's own node options, whose other preloads (a test's
 * setup file) a thread cannot load before the loader is in place.
 */
export function buildWorkerStart(here = import.meta.url): WorkerStart {
  const bundled = new URL('./build-worker.mjs', here);
  if (here.endsWith('.mjs') && existsSync(fileURLToPath(bundled))) return { filename: bundled.href, execArgv: [] };
  return { filename: new URL('./build-worker.ts', here).href, execArgv: ['--import', import.meta.resolve('tsx')] };
}

/** A running pool. */
export interface BuildPool extends ScreenerWorker {
  /** A computed index's day table, built on the thread (the market's `offloadCompositeDays` calls it). */
  compositeDays(job: CompositeDaysJob): Promise<DayColumns>;
  /** Boots the thread and its market now (resolves once it can build). */
  prepare(): Promise<void>;
  /** Stops the thread (a build under way is abandoned). */
  close(): Promise<void>;
}

/** Starts the pool (no thread until the first job); `log` hears each build and each failure. */
export function startBuildPool(data: BuildWorkerData, log: (line: string) => void = () => {}, start = buildWorkerStart()): BuildPool {
  const pool = new Piscina<PastTableJob | CompositeDaysJob | { T: number } | null, PastTableWire | DayColumns | PeHistoriesWire | null>({
    ...start,
    workerData: data,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: MAX_OLD_GENERATION_MB },
  });
  // A thread that dies (out of memory) fails its job, which the caller builds itself; unheard, the pool's error event would end the sim.
  const said = (err: unknown) => (err instanceof Error ? err.message : String(err));
  // A thread that dies (out of memory) fails its job, which the caller builds itself; unheard, the pool's error event would end the sim.
  pool.on('error', (err: unknown) => log(`build worker: the thread stopped (${said(err)})`));
  /** Runs a task; logs what `done` says (when given) with its time, or what `failed` says, and rethrows the failure for the caller's own build. */
  const run = async <R>(job: unknown, name: string, failed: (why: string) => string, done?: (r: R) => string): Promise<R> => {
    const t = performance.now();
    try {
      const r = (await pool.run(job as PastTableJob, { name })) as R;
      if (done) log(`build worker: ${done(r)} in ${Math.round(performance.now() - t)} ms`);
      return r;
    } catch (err) {
      log(`build worker: ${failed(said(err))}`);
      throw err;
    }
  };
  const onLoop = "built on the sim's loop instead";
  return {
    build: (job) =>
      run<PastTableWire | null>(
        job,
        'default',
        (why) => `${formatDay(job.day)} failed (${why}); ${onLoop}`,
        () => `${formatDay(job.day)}${job.pe ? ' (PE 10年分位)' : ''} built`,
      ),
    peHistories: (job) =>
      run<PeHistoriesWire>(
        job,
        'peHistories',
        (why) => `PE 10年分位 histories failed (${why}); read on the sim's loop instead`,
        (w) => `PE 10年分位 histories of ${w.ids.length} companies built`,
      ),
    // Only a failure is logged: the after-ready warm-up builds eighteen of these, and its own line says how long they took.
    compositeDays: (job) => run<DayColumns>(job, 'compositeDays', (why) => `${job.id} day table failed (${why}); ${onLoop}`),
    prepare: async () => {
      await run<null>(
        null,
        'warm',
        (why) => `could not boot (${why}); past-date screens are built on the sim's loop`,
        () => 'ready',
      );
    },
    close: () => pool.destroy(),
  };
}
