/**
 * Keeps one child process running: starts it, prefixes its output lines, hands its IPC messages
 * to the owner, restarts it with exponential backoff when it dies, and stops it (SIGTERM, then
 * SIGKILL after a grace period) with the owner. It knows nothing of what the child does; the
 * gateway uses it for the built-in sim (gateway/supervisor/sim-process.ts).
 */
import type { Readable } from 'node:stream';
import { BACKOFF_DEFAULTS, type BackoffPolicy, backoffDelay } from './backoff';
import { prefixLines } from './prefix-lines';

/** What the supervisor needs of a child process (node's ChildProcess has all of it; tests pass a fake). */
export interface ChildLike {
  readonly pid?: number | undefined;
  readonly stdout: Readable | null;
  readonly stderr: Readable | null;
  kill(signal?: NodeJS.Signals): boolean;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  on(event: 'message', listener: (message: unknown) => void): this;
  on(event: 'error', listener: (err: Error) => void): this;
}

/** Options of {@link Supervisor}. */
export interface SupervisorOptions {
  /** Short name, used in the line prefix (`[sim] `) and the supervisor's own lines. */
  name: string;
  /** Starts the child; `run` counts starts from 0. */
  spawn: (run: number) => ChildLike;
  /** Each IPC message of the current child. */
  onMessage?: (message: unknown, run: number) => void;
  /** The child exited (before a restart is scheduled). */
  onExit?: (info: { code: number | null; signal: NodeJS.Signals | null; run: number; restartInMs: number | null }) => void;
  /** Where prefixed child lines and the supervisor's notes go; default process.stdout/stderr. */
  out?: (text: string) => void;
  err?: (text: string) => void;
  backoff?: Partial<BackoffPolicy>;
  /** Grace between SIGTERM and SIGKILL on stop, ms; default 5 s. */
  stopGraceMs?: number;
  /** Clock, for the stable-run rule; default Date.now. */
  now?: () => number;
}

/** Where the supervisor is. */
export type SupervisorState = 'idle' | 'running' | 'waiting' | 'stopped';

/** See the module comment. */
export class Supervisor {
  private child: ChildLike | null = null;
  private runs = 0;
  private failures = 0;
  private startedAt: number | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private stopping: Promise<void> | null = null;
  private current: SupervisorState = 'idle';
  private readonly policy: BackoffPolicy;
  private readonly out: (text: string) => void;
  private readonly err: (text: string) => void;
  private readonly now: () => number;

  constructor(private readonly opts: SupervisorOptions) {
    if (!opts.name || typeof opts.spawn !== 'function') throw new Error('Supervisor: name and spawn are required');
    this.policy = { ...BACKOFF_DEFAULTS, ...opts.backoff };
    this.out = opts.out ?? ((t) => process.stdout.write(t));
    this.err = opts.err ?? ((t) => process.stderr.write(t));
    this.now = opts.now ?? Date.now;
  }

  /** Where the supervisor is now. */
  get state(): SupervisorState {
    return this.current;
  }

  /** How many times the child was restarted after dying. */
  get restarts(): number {
    return Math.max(0, this.runs - 1);
  }

  /** The running child's pid, if any. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the child (once). */
  start(): void {
    if (this.current !== 'idle') throw new Error(`Supervisor ${this.opts.name}: already started`);
    this.launch();
  }

  private launch(): void {
    this.restartTimer = null;
    const run = this.runs++;
    const prefix = `[${this.opts.name}] `;
    let child: ChildLike;
    try {
      child = this.opts.spawn(run);
    } catch (e) {
      this.err(`${prefix}could not start: ${e instanceof Error ? e.message : String(e)}\n`);
      this.scheduleRestart(null, null, run);
      return;
    }
    this.child = child;
    this.current = 'running';
    this.startedAt = this.now();
    if (child.stdout) void prefixLines(child.stdout, prefix, this.out);
    if (child.stderr) void prefixLines(child.stderr, prefix, this.err);
    child.on('message', (m) => {
      if (this.child === child) this.opts.onMessage?.(m, run);
    });
    child.on('error', (e) => this.err(`${prefix}process error: ${e.message}\n`));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      this.scheduleRestart(code, signal, run);
    });
  }

  private scheduleRestart(code: number | null, signal: NodeJS.Signals | null, run: number): void {
    if (this.stopping) {
      this.current = 'stopped';
      this.opts.onExit?.({ code, signal, run, restartInMs: null });
      return;
    }
    // A child that ran long enough was healthy: its crash starts the backoff over.
    if (this.startedAt !== null && this.now() - this.startedAt >= this.policy.stableMs) this.failures = 0;
    this.startedAt = null;
    this.failures++;
    const delay = backoffDelay(this.policy, this.failures);
    this.current = 'waiting';
    this.opts.onExit?.({ code, signal, run, restartInMs: delay });
    this.err(`[${this.opts.name}] exited (${signal ?? `code ${code}`}); restarting in ${delay} ms\n`);
    this.restartTimer = setTimeout(() => this.launch(), delay);
  }

  /** Stops the child and every restart: SIGTERM, then SIGKILL after the grace. Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      if (this.restartTimer) clearTimeout(this.restartTimer);
      this.restartTimer = null;
      const child = this.child;
      if (!child) {
        this.current = 'stopped';
        resolve();
        return;
      }
      const kill = setTimeout(() => child.kill('SIGKILL'), this.opts.stopGraceMs ?? 5_000);
      child.on('exit', () => {
        clearTimeout(kill);
        this.current = 'stopped';
        resolve();
      });
      child.kill('SIGTERM');
    });
    return this.stopping;
  }
}
