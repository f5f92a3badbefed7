import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  A_SHARE_SESSION_MINUTES,
  HK_SESSION_MINUTES,
  bucketStart,
  createLiveBarFolder,
  inSession,
  periodKey,
  sessionMinutesOn,
} from '../../../../client/components/stock-chart/live-bars';
import { wallDate } from '../../../../client/core/exchange-clock';
import { at, bar, quote } from '../../pages/stock/fixtures';

test('minute buckets count from each session open; auction joins the first, breaks and closes the bar before', () => {
  const A = A_SHARE_SESSION_MINUTES;
  assert.equal(bucketStart(at('2026-11-20 09:30:00'), 1, A), at('2026-11-20 09:30:00'));
  assert.equal(bucketStart(at('2026-11-20 09:34:59'), 5, A), at('2026-11-20 09:30:00'));
  assert.equal(bucketStart(at('2026-11-20 09:35:00'), 5, A), at('2026-11-20 09:35:00'));
  assert.equal(bucketStart(at('2026-11-20 10:29:00'), 60, A), at('2026-11-20 09:30:00'));
  assert.equal(bucketStart(at('2026-11-20 10:30:00'), 60, A), at('2026-11-20 10:30:00'));
  assert.equal(bucketStart(at('2026-11-20 13:00:00'), 60, A), at('2026-11-20 13:00:00'));
  assert.equal(bucketStart(at('2026-11-20 14:59:59'), 30, A), at('2026-11-20 14:30:00'));
  assert.equal(bucketStart(at('2026-11-20 09:20:00'), 15, A), at('2026-11-20 09:30:00'), 'call auction');
  assert.equal(bucketStart(at('2026-11-20 11:30:00'), 60, A), at('2026-11-20 10:30:00'), 'at the close');
  assert.equal(bucketStart(at('2026-11-20 12:10:00'), 1, A), at('2026-11-20 11:29:00'), 'lunch break');
  assert.equal(bucketStart(at('2026-11-20 15:00:00'), 1, A), at('2026-11-20 14:59:00'), 'after the close');
  assert.equal(bucketStart(at('2026-11-20 11:45:00'), 30, HK_SESSION_MINUTES), at('2026-11-20 11:30:00'), 'HK morning runs to 12:00');
});

test('bucket starts never lie in the future or outside the sessions (property)', () => {
  const day = at('2026-11-20 00:00:00');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 86_399 }), fc.constantFrom(1, 5, 15, 30, 60), (second, period) => {
      const ts = day + second * 1000;
      const start = bucketStart(ts, period, A_SHARE_SESSION_MINUTES);
      assert.ok(inSession(start, A_SHARE_SESSION_MINUTES));
      assert.equal(wallDate(start), '2026-11-20');
      const m = (start - day) / 60_000;
      assert.ok(A_SHARE_SESSION_MINUTES.some((s) => m >= s.open && m < s.close && (m - s.open) % period === 0));
    }),
  );
});

test('period keys: same day / ISO week (Mon–Sun) / month on the exchange clock', () => {
  assert.equal(periodKey('day', at('2026-11-20 00:30:00')), periodKey('day', at('2026-11-20 23:30:00')));
  assert.notEqual(periodKey('day', at('2026-11-20 23:30:00')), periodKey('day', at('2026-11-21 00:30:00')));
  assert.equal(periodKey('week', at('2026-11-16 10:00:00')), periodKey('week', at('2026-11-22 10:00:00')), 'Monday and Sunday');
  assert.notEqual(periodKey('week', at('2026-11-22 10:00:00')), periodKey('week', at('2026-11-23 10:00:00')), 'Sunday → Monday');
  assert.equal(periodKey('month', at('2026-11-01 10:00:00')), periodKey('month', at('2026-11-30 10:00:00')));
  assert.notEqual(periodKey('month', at('2026-11-30 10:00:00')), periodKey('month', at('2026-12-01 10:00:00')));
});

test('day bars: today replaced from the quote; a new day appends once it trades; older quotes ignored', () => {
  const today = at('2026-11-20 00:00:00');
  const bars = [bar(today - 86_400_000, 9.9), bar(today, 10.2)];
  const folder = createLiveBarFolder('day', bars);
  const b = folder.fold(quote('2026-11-20 10:00:00', 10.5, 5000, { open: 10.1, high: 10.6, low: 10.0 }))!;
  assert.deepEqual(b, { t: today, o: 10.1, h: 10.6, l: 10.0, c: 10.5, v: 5000, a: 5000 * 10.5 });
  assert.equal(folder.fold(quote('2026-11-21 09:20:00', 10.4, 0, { status: 'auction' })), null, 'no trade yet');
  const next = folder.fold(quote('2026-11-21 09:31:00', 10.4, 200))!;
  assert.equal(next.t, at('2026-11-21 00:00:00'), 'keeps the series time-of-day convention');
  assert.equal(folder.fold(quote('2026-11-20 14:00:00', 10.3, 9000)), null, 'stale');
  assert.equal(folder.fold(quote('2026-11-21 09:32:00', 10.4, 300, { status: 'suspended' })), null);
});

test('week bars: the loaded bar keeps its earlier days; today adds to it', () => {
  const monday = at('2026-11-16 00:00:00');
  const folder = createLiveBarFolder('week', [{ t: monday, o: 9, h: 11, l: 8.5, c: 10, v: 10_000, a: 100_000 }]);
  const first = folder.fold(quote('2026-11-20 10:00:00', 10.2, 1000, { high: 10.3, low: 9.9 }))!;
  assert.deepEqual(first, { t: monday, o: 9, h: 11, l: 8.5, c: 10.2, v: 10_000, a: 100_000 });
  const later = folder.fold(quote('2026-11-20 10:01:00', 11.5, 1500, { high: 11.5, low: 9.9 }))!;
  assert.equal(later.h, 11.5);
  assert.equal(later.v, 10_500);
  assert.equal(later.c, 11.5);
});

test('minute bars: first quote is the baseline, later quotes add their volume; a new bucket appends', () => {
  const t0 = at('2026-11-20 10:05:00');
  const folder = createLiveBarFolder('5m', [bar(t0 - 300_000, 10), { t: t0, o: 10, h: 10.1, l: 9.9, c: 10, v: 400, a: 4000 }]);
  const a = folder.fold(quote('2026-11-20 10:06:00', 10.2, 10_000))!;
  assert.deepEqual([a.t, a.v, a.h, a.c], [t0, 400, 10.2, 10.2]);
  const b = folder.fold(quote('2026-11-20 10:07:00', 9.8, 10_300))!;
  assert.deepEqual([b.t, b.v, b.l, b.c], [t0, 700, 9.8, 9.8]);
  const c = folder.fold(quote('2026-11-20 10:10:05', 9.9, 10_350))!;
  assert.deepEqual(c, { t: at('2026-11-20 10:10:00'), o: 9.9, h: 9.9, l: 9.9, c: 9.9, v: 50, a: c.a });
  assert.equal(folder.fold(quote('2026-11-20 10:20:00', 9.9, 10_400, { status: 'auction' })), null);
  assert.equal(folder.fold(quote('2026-11-20 10:20:00', 9.9, 10_400, { status: 'break' })), null, 'no new bar outside trading');
  assert.equal(folder.fold(quote('2026-11-20 10:01:00', 9.9, 10_500)), null, 'stale bucket');
});

test('the sessions of a date: an HKEX half day ends at 12:00, A-shares trade the full day', () => {
  assert.deepEqual(sessionMinutesOn('hk', '2024-12-24'), [{ open: 570, close: 720 }]);
  assert.equal(sessionMinutesOn('hk', '2024-12-23'), HK_SESSION_MINUTES);
  assert.equal(sessionMinutesOn('cn', '2024-12-24'), A_SHARE_SESSION_MINUTES);
});
