import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameScheduler, Invalidation, type FrameClock, type InvalidationLevel } from '../../../../client/charts/model/invalidation';

function fakeClock(): FrameClock & { frames: Map<number, () => void>; tick(): void } {
  const frames = new Map<number, () => void>();
  let next = 1;
  return {
    frames,
    request(cb) {
      frames.set(next, cb);
      return next++;
    },
    cancel(handle) {
      frames.delete(handle);
    },
    tick() {
      const due = [...frames.values()];
      frames.clear();
      for (const cb of due) cb();
    },
  };
}

test('many invalidations in one frame flush once at the highest level', () => {
  const clock = fakeClock();
  const flushed: InvalidationLevel[] = [];
  const s = new FrameScheduler((level) => flushed.push(level), clock);
  s.invalidate(Invalidation.cursor);
  s.invalidate(Invalidation.full);
  s.invalidate(Invalidation.light);
  assert.equal(clock.frames.size, 1, 'one frame requested');
  assert.equal(s.pending, Invalidation.full);
  clock.tick();
  assert.deepEqual(flushed, [Invalidation.full]);
  clock.tick();
  assert.deepEqual(flushed, [Invalidation.full], 'nothing pending, nothing drawn');
});

test('the next frame starts from none again', () => {
  const clock = fakeClock();
  const flushed: InvalidationLevel[] = [];
  const s = new FrameScheduler((level) => flushed.push(level), clock);
  s.invalidate(Invalidation.light);
  clock.tick();
  s.invalidate(Invalidation.cursor);
  clock.tick();
  assert.deepEqual(flushed, [Invalidation.light, Invalidation.cursor]);
});

test('an invalidation raised while flushing goes to the next frame', () => {
  const clock = fakeClock();
  const flushed: InvalidationLevel[] = [];
  const s = new FrameScheduler((level) => {
    flushed.push(level);
    if (flushed.length === 1) s.invalidate(Invalidation.cursor);
  }, clock);
  s.invalidate(Invalidation.light);
  clock.tick();
  assert.deepEqual(flushed, [Invalidation.light]);
  clock.tick();
  assert.deepEqual(flushed, [Invalidation.light, Invalidation.cursor]);
});

test('none requests nothing; flushNow draws synchronously; destroy cancels', () => {
  const clock = fakeClock();
  const flushed: InvalidationLevel[] = [];
  const s = new FrameScheduler((level) => flushed.push(level), clock);
  s.invalidate(Invalidation.none);
  assert.equal(clock.frames.size, 0);
  s.invalidate(Invalidation.light);
  s.flushNow();
  assert.deepEqual(flushed, [Invalidation.light]);
  assert.equal(clock.frames.size, 0, 'the pending frame was cancelled');
  s.invalidate(Invalidation.full);
  s.destroy();
  assert.equal(clock.frames.size, 0);
  s.invalidate(Invalidation.full);
  clock.tick();
  assert.deepEqual(flushed, [Invalidation.light]);
});
