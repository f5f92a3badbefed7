import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  barEndMinute,
  CN_SESSION,
  HK_SESSION,
  phaseAt,
  ticksElapsed,
  tickTimeOfDay,
  TICKS_PER_SLOT,
} from '../../../../../gateway/sim/market/calendar/sessions';

const at = (h: number, m: number, s = 0) => ((h * 60 + m) * 60 + s) * 1000;

test('A-share phases', () => {
  assert.equal(phaseAt(CN_SESSION, at(9, 14, 59)), 'preopen');
  assert.equal(phaseAt(CN_SESSION, at(9, 15)), 'open-auction');
  assert.equal(phaseAt(CN_SESSION, at(9, 25)), 'open-pause');
  assert.equal(phaseAt(CN_SESSION, at(9, 30)), 'continuous');
  assert.equal(phaseAt(CN_SESSION, at(11, 30)), 'lunch');
  assert.equal(phaseAt(CN_SESSION, at(13, 0)), 'continuous');
  assert.equal(phaseAt(CN_SESSION, at(14, 57)), 'close-auction');
  assert.equal(phaseAt(CN_SESSION, at(15, 0)), 'closed');
});

test('HK phases', () => {
  assert.equal(phaseAt(HK_SESSION, at(9, 0)), 'open-auction');
  assert.equal(phaseAt(HK_SESSION, at(9, 20)), 'open-pause');
  assert.equal(phaseAt(HK_SESSION, at(12, 0)), 'lunch');
  assert.equal(phaseAt(HK_SESSION, at(16, 0)), 'close-auction');
  assert.equal(phaseAt(HK_SESSION, at(16, 10)), 'closed');
});

test('ticks: 20 per minute, none at lunch, tickTimeOfDay inverts ticksElapsed', () => {
  assert.equal(ticksElapsed(CN_SESSION, at(9, 30)), 0);
  assert.equal(ticksElapsed(CN_SESSION, at(9, 31)), 20);
  assert.equal(ticksElapsed(CN_SESSION, at(12, 0)), 120 * 20);
  assert.equal(ticksElapsed(CN_SESSION, at(15, 0)), 237 * 20);
  for (const spec of [CN_SESSION, HK_SESSION]) {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: spec.contSlots * TICKS_PER_SLOT }), (k) => {
        const ms = tickTimeOfDay(spec, k);
        assert.equal(ticksElapsed(spec, ms), k);
        assert.equal(ticksElapsed(spec, ms - 1), k - 1);
        assert.equal(phaseAt(spec, ms - 1), 'continuous');
      }),
    );
  }
});

test('bars are named by their end minute', () => {
  const hm = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  assert.equal(hm(barEndMinute(CN_SESSION, 0)), '9:31');
  assert.equal(hm(barEndMinute(CN_SESSION, 119)), '11:30');
  assert.equal(hm(barEndMinute(CN_SESSION, 120)), '13:01');
  assert.equal(hm(barEndMinute(CN_SESSION, 236)), '14:57');
  assert.equal(hm(barEndMinute(CN_SESSION, 237)), '14:58');
  assert.equal(hm(barEndMinute(CN_SESSION, 239)), '15:00');
  assert.equal(hm(barEndMinute(HK_SESSION, 149)), '12:00');
  assert.equal(hm(barEndMinute(HK_SESSION, 329)), '16:00');
});
