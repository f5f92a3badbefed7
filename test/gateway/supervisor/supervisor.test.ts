import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { backoffDelay, BACKOFF_DEFAULTS } from '../../../gateway/supervisor/backoff';
import { type ChildLike, Supervisor } from '../../../gateway/supervisor/supervisor';

/** A child process stand-in: output streams, IPC messages, exit on demand, and the signals it got. */
class FakeChild extends EventEmitter {
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  readonly signals: string[] = [];
  constructor(
    readonly pid: number,
    private readonly obeys = true,
  ) {
    super();
  }
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    if (this.obeys || signal === 'SIGKILL') setImmediate(() => this.crash(null, signal));
    return true;
  }
  crash(code: number | null, signal: NodeJS.Signals | null = null): void {
    this.stdout.end();
    this.stderr.end();
    this.emit('exit', code, signal);
  }
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('backoff doubles from the initial delay and stops at the cap', () => {
  const p = { ...BACKOFF_DEFAULTS, initialMs: 100, maxMs: 1_000 };
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6].map((n) => backoffDelay(p, n)),
    [100, 200, 400, 800, 1_000, 1_000],
  );
  assert.equal(backoffDelay(p, 0), 0);
});

test('a child that crashes is restarted with growing delays, and its lines are prefixed', async () => {
  const children: FakeChild[] = [];
  const startedAt: number[] = [];
  const out: string[] = [];
  const exits: Array<number | null> = [];
  const sup = new Supervisor({
    name: 'sim',
    spawn: () => {
      const c = new FakeChild(100 + children.length);
      children.push(c);
      startedAt.push(performance.now());
      return c as unknown as ChildLike;
    },
    out: (t) => out.push(t),
    err: () => {},
    onExit: (e) => exits.push(e.restartInMs),
    backoff: { initialMs: 40, factor: 2, maxMs: 1_000, stableMs: 60_000 },
  });
  sup.start();
  children[0]!.stdout.write('hello\nwor');
  children[0]!.stdout.write('ld\n');
  await tick(5);
  assert.deepEqual(out, ['[sim] hello\n', '[sim] world\n']);
  children[0]!.crash(1);
  assert.equal(sup.state, 'waiting');
  await tick(60);
  assert.equal(children.length, 2, 'restarted after the first delay');
  children[1]!.crash(1);
  await tick(50);
  assert.equal(children.length, 2, 'the second restart waits longer (80 ms)');
  await tick(60);
  assert.equal(children.length, 3);
  assert.deepEqual(exits, [40, 80]);
  assert.ok(startedAt[2]! - startedAt[1]! >= 75, 'second delay honoured');
  assert.equal(sup.restarts, 2);
  assert.equal(sup.pid, 102);
  await sup.stop();
  assert.deepEqual(children[2]!.signals, ['SIGTERM']);
  assert.equal(sup.state, 'stopped');
});

test('a child that ran past the stable time restarts at the initial delay again', async () => {
  let clock = 0;
  const children: FakeChild[] = [];
  const exits: Array<number | null> = [];
  const sup = new Supervisor({
    name: 'sim',
    spawn: () => {
      const c = new FakeChild(1);
      children.push(c);
      return c as unknown as ChildLike;
    },
    out: () => {},
    err: () => {},
    now: () => clock,
    onExit: (e) => exits.push(e.restartInMs),
    backoff: { initialMs: 10, factor: 2, maxMs: 1_000, stableMs: 1_000 },
  });
  sup.start();
  children[0]!.crash(1);
  await tick(20);
  children[1]!.crash(1);
  await tick(30);
  clock += 5_000; // the third run stays up a long while
  children[2]!.crash(1);
  await tick(20);
  assert.deepEqual(exits, [10, 20, 10]);
  await sup.stop();
});

test('stop kills the child (SIGKILL after the grace when it ignores SIGTERM) and no restart follows', async () => {
  const children: FakeChild[] = [];
  const sup = new Supervisor({
    name: 'sim',
    spawn: () => {
      const c = new FakeChild(7, false);
      children.push(c);
      return c as unknown as ChildLike;
    },
    out: () => {},
    err: () => {},
    stopGraceMs: 30,
    backoff: { initialMs: 5 },
  });
  sup.start();
  await sup.stop();
  assert.deepEqual(children[0]!.signals, ['SIGTERM', 'SIGKILL']);
  await tick(30);
  assert.equal(children.length, 1, 'not restarted after stop');
  assert.equal(sup.state, 'stopped');
});

test('stop during the backoff wait cancels the restart', async () => {
  let spawned = 0;
  const first = new FakeChild(1);
  const sup = new Supervisor({
    name: 'sim',
    spawn: () => {
      spawned++;
      return first as unknown as ChildLike;
    },
    out: () => {},
    err: () => {},
    backoff: { initialMs: 30 },
  });
  sup.start();
  first.crash(1);
  await sup.stop();
  await tick(50);
  assert.equal(spawned, 1);
});

test('messages reach the owner only from the current child', async () => {
  const children: FakeChild[] = [];
  const got: unknown[] = [];
  const sup = new Supervisor({
    name: 'sim',
    spawn: () => {
      const c = new FakeChild(children.length);
      children.push(c);
      return c as unknown as ChildLike;
    },
    onMessage: (m, run) => got.push([m, run]),
    out: () => {},
    err: () => {},
    backoff: { initialMs: 5 },
  });
  sup.start();
  children[0]!.emit('message', { type: 'ready' });
  children[0]!.crash(1);
  children[0]!.emit('message', { type: 'late' });
  await tick(20);
  children[1]!.emit('message', { type: 'ready' });
  assert.deepEqual(got, [
    [{ type: 'ready' }, 0],
    [{ type: 'ready' }, 1],
  ]);
  await sup.stop();
});
