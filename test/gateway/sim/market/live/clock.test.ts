import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createClock, fixedClock, LIVE_LOOP_MS, liveClock, parseClockSetting, realClock } from '../../../../../gateway/sim/market/live/clock';
import { localDay, msOfLocalDay } from '../../../../../gateway/sim/calendar/days';
import { formatDay } from '../../../../../contracts/calendar/index';
import { CN_SESSION, phaseAt } from '../../../../../gateway/sim/calendar/sessions';

test('fixed clock stays put until moved', () => {
  const c = fixedClock(1000);
  assert.equal(c.now(), 1000);
  c.advance(500);
  assert.equal(c.now(), 1500);
  c.set(42);
  assert.equal(c.now(), 42);
  assert.throws(() => fixedClock(Number.NaN), /finite/);
});

test('real clock reads the wall', () => {
  assert.equal(realClock(() => 7).now(), 7);
});

test('live clock is always inside an A-share session of the latest trading day', () => {
  const boot = Date.parse('2026-11-22T03:00:00+08:00'); // a Sunday night
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 3 * 24 * 3600 * 1000 }), (elapsed) => {
      let wall = boot;
      const clock = liveClock({ wallNow: () => wall });
      wall = boot + elapsed;
      const t = clock.now();
      const phase = phaseAt(CN_SESSION, msOfLocalDay(t));
      assert.ok(['open-auction', 'open-pause', 'continuous', 'close-auction'].includes(phase), phase);
      const wallDay = localDay(wall);
      assert.ok(localDay(t) <= wallDay && localDay(t) >= wallDay - 2);
    }),
  );
});

test('live clock starts at startAt, runs 1:1 and loops the same day', () => {
  const boot = Date.parse('2026-11-20T20:00:00+08:00');
  let wall = boot;
  const clock = liveClock({ wallNow: () => wall, startAt: '11:29' });
  assert.equal(clock.now(), Date.parse('2026-11-20T11:29:00+08:00'));
  wall += 60_000;
  assert.equal(clock.now(), Date.parse('2026-11-20T13:00:00+08:00'), 'lunch is skipped');
  wall = boot + LIVE_LOOP_MS;
  assert.equal(clock.now(), Date.parse('2026-11-20T11:29:00+08:00'), 'one loop later: same instant');
  wall = Date.parse('2026-11-21T10:00:00+08:00'); // Saturday: Friday is on show
  assert.equal(formatDay(localDay(clock.now())), '2026-11-20');
  assert.throws(() => liveClock({ startAt: '12:00' }), /outside/);
  assert.throws(() => liveClock({ startAt: 'noon' }), /HH:MM/);
});

test('SIM_CLOCK parsing', () => {
  assert.deepEqual(parseClockSetting(undefined), { mode: 'live' });
  assert.deepEqual(parseClockSetting(' live '), { mode: 'live' });
  assert.deepEqual(parseClockSetting('real'), { mode: 'real' });
  assert.deepEqual(parseClockSetting('2026-11-20T10:30:00+08:00'), { mode: 'fixed', ts: Date.parse('2026-11-20T10:30:00+08:00') });
  assert.deepEqual(parseClockSetting('1795141800000'), { mode: 'fixed', ts: 1795141800000 });
  assert.throws(() => parseClockSetting('tomorrow'), /SIM_CLOCK/);
  assert.equal(createClock({ mode: 'fixed', ts: 5 }).now(), 5);
  assert.equal(createClock({ mode: 'real' }, { wallNow: () => 9 }).now(), 9);
});
