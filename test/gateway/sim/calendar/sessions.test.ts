import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  barEndMinute,
  CN_SESSION,
  HK_HALF_SESSION,
  HK_SESSION,
  phaseAt,
  sessionAt,
  ticksElapsed,
  tickTimeOfDay,
  TICKS_PER_SLOT,
} from '../../../../gateway/sim/calendar/sessions';
import { tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';

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

test('HK half day: 150 continuous slots and bars, closing auction 12:00–12:10, closed all afternoon', () => {
  assert.equal(HK_HALF_SESSION.contSlots, 150);
  assert.equal(HK_HALF_SESSION.bars, 150);
  assert.equal(phaseAt(HK_HALF_SESSION, at(9, 0)), 'open-auction');
  assert.equal(phaseAt(HK_HALF_SESSION, at(11, 59, 59)), 'continuous');
  assert.equal(phaseAt(HK_HALF_SESSION, at(12, 0)), 'close-auction');
  assert.equal(phaseAt(HK_HALF_SESSION, at(12, 9, 59)), 'close-auction');
  assert.equal(phaseAt(HK_HALF_SESSION, at(12, 10)), 'closed');
  assert.equal(phaseAt(HK_HALF_SESSION, at(13, 30)), 'closed');
  assert.equal(ticksElapsed(HK_HALF_SESSION, at(15, 0)), 150 * TICKS_PER_SLOT);
  assert.equal(tickTimeOfDay(HK_HALF_SESSION, 150 * TICKS_PER_SLOT), at(12, 0));
  assert.equal(barEndMinute(HK_HALF_SESSION, 149), 12 * 60);
});

test('sessionAt: the day’s shape by market and trading index', () => {
  const halfDay = tradingIndexOf(parseDay('2024-12-24')!);
  assert.equal(sessionAt('hk', halfDay), HK_HALF_SESSION);
  assert.equal(sessionAt('cn', halfDay), CN_SESSION);
  assert.equal(sessionAt('hk', halfDay - 1), HK_SESSION);
  assert.equal(sessionAt('hk', tradingIndexOf(parseDay('2024-12-31')!)), HK_HALF_SESSION);
  assert.equal(sessionAt('hk', tradingIndexOf(parseDay('2025-01-02')!)), HK_SESSION);
});
