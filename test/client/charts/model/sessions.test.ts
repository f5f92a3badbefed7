import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDay } from '../../../../contracts/calendar/days';
import { HK_TIMETABLE, A_SHARE_TIMETABLE } from '../../../../contracts/trading-timetable';
import {
  A_SHARE_SESSIONS,
  callAuctionOf,
  HK_HALF_DAY_SESSIONS,
  HK_SESSIONS,
  SessionSlots,
  tradingSessionsOn,
  tradingSessionsOnDay,
} from '../../../../client/charts/model/sessions';

const min = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

test('A-share day: 241 slots, 13:00 shares the 11:30 slot', () => {
  const s = new SessionSlots(A_SHARE_SESSIONS);
  assert.equal(s.slotsPerDay, 241);
  assert.equal(s.slotOf(min('09:30')), 0);
  assert.equal(s.slotOf(min('09:31') + 0.5), 1, 'fractions floor');
  assert.equal(s.slotOf(min('11:30')), 120);
  assert.equal(s.slotOf(min('12:10')), 120, 'lunch break maps to the morning close');
  assert.equal(s.slotOf(min('13:00')), 120);
  assert.equal(s.slotOf(min('13:01')), 121);
  assert.equal(s.slotOf(min('15:00')), 240);
  assert.equal(s.slotOf(min('09:25')), 0, 'before the open clamps to the first slot');
  assert.equal(s.slotOf(min('15:05')), 240, 'after the close clamps to the last slot');
});

test('session labels: 09:30, 10:30, 11:30/13:00, 14:00, 15:00', () => {
  assert.deepEqual(new SessionSlots(A_SHARE_SESSIONS).labels(), [
    { slot: 0, text: '09:30' },
    { slot: 60, text: '10:30' },
    { slot: 120, text: '11:30/13:00' },
    { slot: 180, text: '14:00' },
    { slot: 240, text: '15:00' },
  ]);
  const hk = new SessionSlots(HK_SESSIONS);
  assert.equal(hk.slotsPerDay, 331);
  assert.deepEqual(
    hk.labels().map((l) => l.text),
    ['09:30', '10:30', '11:30', '12:00/13:00', '14:00', '15:00', '16:00'],
  );
});

test('sessions must be HH:MM, ordered and non-empty', () => {
  assert.throws(() => new SessionSlots([]), RangeError);
  assert.throws(() => new SessionSlots([{ open: '9:30', close: '11:30' }]), RangeError);
  assert.throws(() => new SessionSlots([{ open: '11:30', close: '09:30' }]), RangeError);
  assert.throws(
    () =>
      new SessionSlots([
        { open: '13:00', close: '15:00' },
        { open: '09:30', close: '11:30' },
      ]),
    RangeError,
  );
});

test('an HKEX half day: the morning only, 151 slots, labels to 12:00; every other day the full day', () => {
  assert.equal(tradingSessionsOn('hk', '2024-12-24'), HK_HALF_DAY_SESSIONS);
  assert.equal(tradingSessionsOn('hk', '2024-12-31'), HK_HALF_DAY_SESSIONS);
  assert.equal(tradingSessionsOn('hk', '2024-12-23'), HK_SESSIONS);
  assert.equal(tradingSessionsOn('hk', null), HK_SESSIONS);
  assert.equal(tradingSessionsOn('cn', '2024-12-24'), A_SHARE_SESSIONS, 'A-shares trade the full day');
  const s = new SessionSlots(HK_HALF_DAY_SESSIONS);
  assert.equal(s.slotsPerDay, 151);
  assert.equal(s.slotOf(min('12:00')), 150);
  assert.equal(s.slotOf(min('12:10')), 150, 'the closing auction maps to the last slot');
  assert.deepEqual(
    s.labels().map((l) => l.text),
    ['09:30', '10:30', '11:30', '12:00'],
  );
});

test('each market’s opening call auction comes from the shared timetable: HK 09:00–09:20, A-shares 09:15–09:25', () => {
  assert.deepEqual(callAuctionOf('hk'), { open: '09:00', close: '09:20' });
  assert.deepEqual(callAuctionOf('cn'), { open: '09:15', close: '09:25' });
  assert.equal(min(callAuctionOf('hk').open), HK_TIMETABLE.openAuction.start);
  assert.equal(min(callAuctionOf('hk').close), HK_TIMETABLE.openAuction.match);
  assert.equal(min(callAuctionOf('cn').close), A_SHARE_TIMETABLE.openAuction.match);
});

test('the hours of a day by its day number: an HKEX half day the morning only', () => {
  assert.equal(tradingSessionsOnDay('hk', parseDay('2024-12-24')!), HK_HALF_DAY_SESSIONS);
  assert.equal(tradingSessionsOnDay('hk', parseDay('2024-12-27')!), HK_SESSIONS);
  assert.equal(tradingSessionsOnDay('cn', parseDay('2024-12-24')!), A_SHARE_SESSIONS);
});
