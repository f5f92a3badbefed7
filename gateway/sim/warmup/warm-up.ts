/**
 * The sim's warm-up, in the order users need it: today's market first, then what the pages of the
 * left nav read (screener, data centre), then history. Domains add their tasks with a rank; once
 * the app is ready `start()` runs them one after another (each yields to the event loop inside),
 * so light calls are served all along. `readiness()` is what /readyz and the 数据准备中 answers
 * report; listeners hear each change (the sim process forwards them to the gateway over IPC).
 */
import type { UpstreamReadiness } from '../../../contracts/warming';

/**
 * Ranks of the warm-up order. `afterReady` tasks run once the sim says it is ready: they only make
 * a first read fast (an index's ten years) and do not hold the calls that wait for the warm-up.
 */
export const WARM_RANK = { today: 0, nav: 1, history: 2, afterReady: 3 } as const;

interface Task {
  label: string;
  rank: number;
  seq: number;
  run: () => Promise<unknown>;
}

/** See the module comment. */
export class WarmUp {
  private readonly tasks: Task[] = [];
  private readonly listeners = new Set<(r: UpstreamReadiness) => void>();
  private done = 0;
  private stage = '';
  private phase: 'idle' | 'warming' | 'ready' = 'idle';
  private running: Promise<void> | null = null;

  constructor(private readonly log: (line: string) => void = () => {}) {}

  /** Adds a task (before `start`); tasks run by rank, then in the order added. */
  add(label: string, rank: number, run: () => Promise<unknown>): void {
    if (this.phase !== 'idle') throw new Error('WarmUp: tasks are added before start()');
    this.tasks.push({ label, rank, seq: this.tasks.length, run });
  }

  /** True until every task has finished (or failed: a failed task leaves its reads to build on demand). */
  get warming(): boolean {
    return this.phase !== 'ready';
  }

  /** Where the warm-up is. */
  readiness(): UpstreamReadiness {
    if (this.phase === 'ready') return { phase: 'ready', progress: 1, stage: this.stage };
    const total = Math.max(1, this.tasks.filter((t) => t.rank < WARM_RANK.afterReady).length);
    return { phase: 'warming', progress: this.done / total, stage: this.stage };
  }

  /** Hears each change of {@link readiness}; returns the unsubscribe. */
  onChange(listener: (r: UpstreamReadiness) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs the tasks in order (once); resolves when all are done, the after-ready ones included. */
  start(): Promise<void> {
    this.running ??= this.runAll();
    return this.running;
  }

  private emit(): void {
    const r = this.readiness();
    for (const l of this.listeners) l(r);
  }

  private async runAll(): Promise<void> {
    this.phase = 'warming';
    const order = [...this.tasks].sort((a, b) => a.rank - b.rank || a.seq - b.seq);
    const before = order.filter((t) => t.rank < WARM_RANK.afterReady);
    const after = order.filter((t) => t.rank >= WARM_RANK.afterReady);
    const t0 = performance.now();
    for (const task of before) {
      this.stage = task.label;
      this.emit();
      await this.runTask(task, `${this.done + 1}/${before.length} `);
      this.done++;
    }
    this.phase = 'ready';
    this.stage = '';
    this.log(`warm-up done in ${Math.round(performance.now() - t0)} ms`);
    this.emit();
    for (const task of after) {
      this.stage = task.label;
      this.emit();
      await this.runTask(task, 'after ready: ');
    }
    if (after.length) {
      this.stage = '';
      this.emit();
    }
  }

  private async runTask(task: Task, prefix: string): Promise<void> {
    const t = performance.now();
    try {
      await task.run();
      this.log(`warm-up ${prefix}${task.label}: ${Math.round(performance.now() - t)} ms`);
    } catch (err) {
      this.log(`warm-up ${task.label} failed (its reads build on demand): ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
