/**
 * Tiny request/response over a forked child's IPC channel, so a bench can ask its worker
 * processes for figures ("stats", "subscribe", …) and wait for the answer.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

/** A message between the bench and a worker. */
export interface IpcMessage {
  id?: number;
  cmd: string;
  args?: unknown;
  result?: unknown;
  error?: string;
}

/** A forked worker process running a TypeScript file through tsx. */
export interface Worker {
  child: ChildProcess;
  call<T = unknown>(cmd: string, args?: unknown): Promise<T>;
  kill(): Promise<void>;
}

/**
 * Forks `file` (relative to scripts/bench/lib, or absolute) with tsx and --expose-gc; resolves after its `ready`
 * message. `stdoutFile` takes the worker's stdout (a gateway's JSON log) instead of the terminal.
 * With BENCH_CPU_PROF=dir set, the worker writes a V8 CPU profile there when it is stopped.
 */
export async function spawnWorker(file: string, args: string[] = [], opts: { stdoutFile?: string } = {}): Promise<{ worker: Worker; ready: unknown }> {
  const out = opts.stdoutFile ? openSync(opts.stdoutFile, 'a') : 'inherit';
  const child = fork(path.resolve(import.meta.dirname, file), args, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  if (typeof out === 'number') closeSync(out);
  let seq = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const readyMsg = new Promise<unknown>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited early (${code})`)));
    child.on('message', (m: IpcMessage) => {
      if (m.cmd === 'ready') resolve(m.result);
      else if (m.id !== undefined) {
        const p = pending.get(m.id);
        pending.delete(m.id);
        if (m.error) p?.reject(new Error(m.error));
        else p?.resolve(m.result);
      }
    });
  });
  const ready = await readyMsg;
  return {
    ready,
    worker: {
      child,
      call<T>(cmd: string, a?: unknown) {
        const id = ++seq;
        child.send({ id, cmd, args: a } satisfies IpcMessage);
        return new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
      },
      async kill() {
        if (child.exitCode !== null) return;
        child.kill(process.env.BENCH_CPU_PROF ? 'SIGINT' : 'SIGKILL');
        await once(child, 'exit');
      },
    },
  };
}

/** Worker side: answers calls with `handlers` and announces `ready`. */
export function serveWorker(handlers: Record<string, (args: unknown) => unknown | Promise<unknown>>, ready: unknown): void {
  process.on('message', async (m: IpcMessage) => {
    const h = handlers[m.cmd];
    try {
      if (!h) throw new Error(`unknown command ${m.cmd}`);
      const result = await h(m.args);
      process.send?.({ id: m.id, cmd: m.cmd, result } satisfies IpcMessage);
    } catch (err) {
      process.send?.({ id: m.id, cmd: m.cmd, error: (err as Error).message } satisfies IpcMessage);
    }
  });
  process.on('SIGINT', () => process.exit(0)); // lets --cpu-prof write its profile
  process.on('disconnect', () => process.exit(0)); // the bench died: do not linger
  process.send?.({ cmd: 'ready', result: ready } satisfies IpcMessage);
}

/**
 * CPU seconds (total and the kernel's share) and RSS of this process. The RSS is read after a full
 * GC (when exposed) unless the caller passes `{ gc: false }`: a bench reading CPU at both ends of a
 * window must not, or the closing collection (tens of ms on a heap holding thousands of sockets)
 * is charged to the window, and more to the process with the larger heap.
 */
export function processFigures(args?: unknown): { cpuSeconds: number; systemSeconds: number; rss: number } {
  if ((args as { gc?: boolean } | undefined)?.gc !== false) (globalThis as { gc?: () => void }).gc?.();
  const cpu = process.cpuUsage();
  return { cpuSeconds: (cpu.user + cpu.system) / 1e6, systemSeconds: cpu.system / 1e6, rss: process.memoryUsage().rss };
}
