import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Invalidation } from '../../../../client/charts/model/invalidation';
import { TimeShareModel, type TimeSharePoint } from '../../../../client/charts/model/time-share-model';
import { bj } from '../fixtures';

const at = (iso: string, price: number, volume = 100): TimeSharePoint => ({ t: bj(iso), price, avg: price - 0.01, volume });

/** 09:30 … 09:30+n-1 minutes of 2024-03-05. */
function morning(n: number, day = '2024-03-05'): TimeSharePoint[] {
  return Array.from({ length: n }, (_, i) => {
    const m = 570 + i;
    const hh = String(Math.floor(m / 60)).padStart(2, '0');
    const mm = String(m % 60).padStart(2, '0');
    return at(`${day}T${hh}:${mm}:00`, 10 + i * 0.01);
  });
}

/** Chart 1000 × 500 at 12 px: axes 54 px each side → plot x 54..946 (892 px). */
function model(): TimeShareModel {
  const m = new TimeShareModel();
  m.setSize(1000, 500, 12);
  return m;
}

test('points sit on their minute slots across the whole day', () => {
  const m = model();
  m.setData({
    preClose: 10,
    points: [at('2024-03-05T09:30:00', 10), at('2024-03-05T11:30:00', 10.1), at('2024-03-05T13:01:00', 10.2), at('2024-03-05T15:00:00', 10)],
  });
  assert.deepEqual(m.positions, [0, 120, 121, 240]);
  assert.equal(m.xOfPosition(0), 54);
  assert.equal(m.xOfPosition(240), 946);
  assert.equal(m.xOfPosition(120), 500, 'midday at the centre');
  assert.equal(m.positionOfX(500), 120);
});

test('the price range is symmetric around the pre-close and covers the average', () => {
  const m = model();
  m.setData({
    preClose: 10,
    points: [
      { t: bj('2024-03-05T09:30:00'), price: 10.3, avg: 10.1, volume: 5 },
      { t: bj('2024-03-05T09:31:00'), price: 9.9, avg: 9.5, volume: 5 },
    ],
  });
  const r = m.priceRange();
  assert.ok(Math.abs(r.max - 10.5) < 1e-12 && Math.abs(r.min - 9.5) < 1e-12);
  m.setData({ preClose: 10, points: [at('2024-03-05T09:30:00', 10)] });
  const flat = { preClose: 10, points: [{ t: bj('2024-03-05T09:30:00'), price: 10, avg: Number.NaN, volume: 0 }] };
  m.setData(flat);
  assert.deepEqual(m.priceRange(), { min: 9.9, max: 10.1 }, 'no movement: ±1%');
});

test('five-day mode lays days side by side and keeps only the last five dates', () => {
  const m = model();
  const days = ['2024-03-01', '2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08'];
  const points = days.flatMap((d) => morning(2, d));
  m.setData({ preClose: 10, points, days: 5 });
  assert.equal(m.totalSlots, 5 * 241);
  assert.equal(m.points.length, 10, 'the oldest date is dropped');
  assert.deepEqual(m.positions, [0, 1, 241, 242, 482, 483, 723, 724, 964, 965]);
});

test('updateLast replaces the same minute, appends a later one, ignores an earlier one', () => {
  const m = model();
  m.setData({ preClose: 10, points: morning(3) });
  assert.equal(m.updateLast(at('2024-03-05T09:32:30', 10.5)).merge, 'replaced');
  assert.equal(m.points.length, 3);
  assert.equal(m.points[2]!.price, 10.5);
  assert.deepEqual(m.updateLast(at('2024-03-05T09:33:00', 10.6)), { merge: 'appended', level: Invalidation.light });
  assert.deepEqual(m.positions, [0, 1, 2, 3]);
  assert.equal(m.updateLast(at('2024-03-05T09:30:00', 9)).merge, 'stale');
  // a new trading day in one-day mode replaces the old day
  assert.equal(m.updateLast(at('2024-03-06T09:30:00', 11)).merge, 'appended');
  assert.equal(m.points.length, 1);
  assert.deepEqual(m.positions, [0]);
});

test('the call auction takes a segment left of the session in one-day mode only', () => {
  const m = model();
  const auction = [at('2024-03-05T09:15:00', 10.2, 0), at('2024-03-05T09:25:00', 10.1, 500)];
  m.setData({ preClose: 10, points: morning(2), auction });
  const seg = m.layout.auction!;
  assert.equal(seg.x, 54);
  assert.equal(seg.w, 107); // 12% of 892
  assert.equal(m.layout.session.x, 161);
  assert.equal(m.xOfAuction(auction[0]!.t), 54);
  assert.equal(m.xOfAuction(auction[1]!.t), 161);
  m.setData({ preClose: 10, points: morning(2), auction, days: 5 });
  assert.equal(m.layout.auction, null);
  assert.equal(m.auction.length, 0);
});

test('crosshair snaps to the nearest point, skips missing minutes, and steps with ←/→', () => {
  const m = model();
  m.setData({ preClose: 10, points: [at('2024-03-05T09:30:00', 10), at('2024-03-05T09:40:00', 10.1), at('2024-03-05T09:41:00', 10.2)] });
  m.pointerMove(m.xOfPosition(4), 100);
  assert.equal(m.crosshair.index, 0);
  m.pointerMove(m.xOfPosition(6), 100);
  assert.equal(m.crosshair.index, 1, '09:36 is nearer to 09:40 than to 09:30');
  m.pointerMove(m.xOfPosition(200), 100);
  assert.equal(m.crosshair.index, 2, 'beyond the last point snaps to it');
  assert.equal(m.pointerMove(10, 100), Invalidation.cursor, 'on the left axis: hidden');
  assert.equal(m.crosshair.visible, false);
  m.moveCrosshair(1);
  assert.deepEqual(m.crosshair, { visible: true, index: 2, x: null, y: null });
  m.moveCrosshair(-5);
  assert.equal(m.crosshair.index, 0);
  assert.equal(m.crosshairPoint, m.points[0]);
});

test('invalid data is rejected with the field named', () => {
  const m = model();
  assert.throws(() => m.setData({ preClose: 0, points: [] }), /preClose/);
  assert.throws(() => m.setData({ preClose: 10, points: [], days: 6 }), /days/);
  assert.throws(() => m.setData({ preClose: 10, points: [at('2024-03-05T09:31:00', 10), at('2024-03-05T09:30:00', 10)] }), /points\[1\]\.t/);
  assert.throws(() => m.setData({ preClose: 10, points: [{ t: 1, price: -1, avg: 1, volume: 1 }] }), /points\[0\]\.price/);
});

test('an HK chart draws its call auction in HK’s pre-opening session, 09:00–09:20', () => {
  const m = new TimeShareModel({ market: 'hk' });
  m.setSize(1000, 500, 12);
  const auction = [at('2024-03-05T09:00:00', 10.2, 0), at('2024-03-05T09:10:00', 10.15, 200), at('2024-03-05T09:20:00', 10.1, 500)];
  m.setData({ preClose: 10, points: morning(2), auction });
  const seg = m.layout.auction!;
  assert.equal(m.xOfAuction(auction[0]!.t), seg.x, '09:00 at the left edge');
  assert.equal(m.xOfAuction(auction[1]!.t), seg.x + seg.w / 2, '09:10 in the middle');
  assert.equal(m.xOfAuction(auction[2]!.t), seg.x + seg.w, 'the match at 09:20 at the right edge');
  assert.equal(m.slots.slotsPerDay, 331, 'HK hours: 09:30–12:00, 13:00–16:00');
});

/** Minutes `from`…`to` (HH:MM, inclusive) of `day`, one point each. */
function minutes(day: string, from: string, to: string): TimeSharePoint[] {
  const out: TimeSharePoint[] = [];
  const start = Number(from.slice(0, 2)) * 60 + Number(from.slice(3));
  const end = Number(to.slice(0, 2)) * 60 + Number(to.slice(3));
  for (let m = start; m <= end; m++) {
    if (m > 720 && m <= 780) continue; // HK lunch
    const hh = String(Math.floor(m / 60)).padStart(2, '0');
    const mm = String(m % 60).padStart(2, '0');
    out.push(at(`${day}T${hh}:${mm}:00`, 10));
  }
  return out;
}

test('five days of HK with a half day: the half day is as wide as its minutes and the next day follows at once', () => {
  const m = new TimeShareModel({ market: 'hk' });
  m.setSize(1000, 500, 12);
  const days = ['2024-12-19', '2024-12-20', '2024-12-23', '2024-12-24', '2024-12-27'];
  const points = days.flatMap((d) => minutes(d, '09:30', d === '2024-12-24' ? '12:00' : '16:00'));
  m.setData({ preClose: 10, points, days: 5 });
  assert.deepEqual(
    m.daySpans.map((s) => [s.first, s.slots.slotsPerDay]),
    [
      [0, 331],
      [331, 331],
      [662, 331],
      [993, 151],
      [1144, 331],
    ],
  );
  assert.equal(m.totalSlots, 4 * 331 + 151);
  const half = m.points.findIndex((p) => p.t === bj('2024-12-24T12:00:00'));
  assert.equal(m.positions[half], 993 + 150, 'the half day ends at its own 12:00 slot');
  assert.equal(m.positions[half + 1], 1144, 'the next day starts right after it: no empty afternoon');
  const width = (d: number) => m.xOfPosition(m.daySpans[d]!.first + m.daySpans[d]!.slots.slotsPerDay) - m.xOfPosition(m.daySpans[d]!.first);
  assert.ok(Math.abs(width(3) / width(2) - 151 / 331) < 1e-9, 'about half a full day wide');
});

test('a one-day chart of an HKEX half day spans 09:30–12:00, even before its first minute', () => {
  const m = new TimeShareModel({ market: 'hk' });
  m.setSize(1000, 500, 12);
  m.setData({ preClose: 10, points: [], auction: [at('2024-12-24T09:05:00', 10.1, 0)] });
  assert.equal(m.slots.slotsPerDay, 151);
  m.setData({ preClose: 10, points: minutes('2024-12-24', '09:30', '10:00') });
  assert.equal(m.slots.slotsPerDay, 151);
  assert.deepEqual(
    m.slots.labels().map((l) => l.text),
    ['09:30', '10:30', '11:30', '12:00'],
  );
  m.setData({ preClose: 10, points: minutes('2024-12-27', '09:30', '10:00') });
  assert.equal(m.slots.slotsPerDay, 331, 'a full day again');
});
