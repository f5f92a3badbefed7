import assert from 'node:assert/strict';
import { test } from 'node:test';
import { A_SHARE_TIMETABLE, continuousTrading, HK_TIMETABLE, timetableMarketOf, timetableOf } from '../../contracts/trading-timetable';

test('the published sessions of both markets', () => {
  assert.deepEqual(A_SHARE_TIMETABLE.sessions, [
    { open: 570, close: 690 },
    { open: 780, close: 900 },
  ]);
  assert.deepEqual(HK_TIMETABLE.sessions, [
    { open: 570, close: 720 },
    { open: 780, close: 960 },
  ]);
  assert.equal(timetableOf('hk'), HK_TIMETABLE);
  assert.equal(timetableOf('cn'), A_SHARE_TIMETABLE);
});

test('continuous trading stops where the closing auction starts', () => {
  assert.deepEqual(continuousTrading(A_SHARE_TIMETABLE), [
    { open: 570, close: 690 },
    { open: 780, close: 897 },
  ]);
  assert.deepEqual(continuousTrading(HK_TIMETABLE), HK_TIMETABLE.sessions, 'HK auctions after 16:00');
});

test('the market of a security code', () => {
  assert.equal(timetableMarketOf('00700.HK'), 'hk');
  assert.equal(timetableMarketOf('600519.SH'), 'cn');
  assert.equal(timetableMarketOf('000001.SZ'), 'cn');
});

test('the timetable is frozen', () => {
  assert.ok(Object.isFrozen(A_SHARE_TIMETABLE) && Object.isFrozen(A_SHARE_TIMETABLE.sessions) && Object.isFrozen(A_SHARE_TIMETABLE.sessions[0]));
});
