/**
 * The data centre's frames (gateway/sim/datacentre/frames.ts) read a cold day with a short read
 * and ranges as blocks: whichever way a day is read its frame is the same, 连板 streaks and 60-day
 * extremes follow the stock's own bars, float shares are `floatSharesAt`'s, and the history's
 * market totals are the sums of the day's answers.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Frames } from '../../../../gateway/sim/datacentre/frames';
import { LOOKBACK } from '../../../../gateway/sim/datacentre/day-frame';
import { floatSharesAt } from '../../../../gateway/sim/market/model/share-count';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { HOLIDAY, LIMITED, SUSPENDED } from '../../../../gateway/sim/market/history/day-table';
import { mainlandIndexPlus, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { ANCHOR, centreFor, sliceCompanies } from './fixture';

const companies = sliceCompanies(5);
const frames = () => new Frames(companies.source.profiles, companies.source.models);
const DAYS = [ANCHOR, ANCHOR - 1, ANCHOR - 9, ANCHOR - 33, ANCHOR - 64];

test('a day read on its own, inside a prepared range, or with an earlier last closed day is the same frame', async () => {
  const cold = frames();
  const ranged = frames();
  await ranged.prepare(ANCHOR - 70, ANCHOR, ANCHOR);
  for (const t of DAYS) {
    const a = cold.frame(t, ANCHOR);
    assert.deepEqual(a, ranged.frame(t, ANCHOR), `day ${t}`);
    assert.deepEqual(a, frames().frame(t, t), `day ${t} read as the last closed day`);
    assert.ok(a.present.reduce((s, x) => s + x, 0) > 300);
  }
  // The short read of a day holds its neighbours: stepping a day back or forth reads no more bars.
  assert.deepEqual(cold.frame(ANCHOR - 10, ANCHOR), ranged.frame(ANCHOR - 10, ANCHOR));
  for (const i of [0, 7, 123]) assert.equal(cold.closeAt(i, ANCHOR - 2, ANCHOR), ranged.closeAt(i, ANCHOR - 2, ANCHOR));
  assert.equal(cold.closeAt(0, ANCHOR + 1, ANCHOR), null, 'nothing after the last closed day');
});

test('float shares are floatSharesAt on any day; streaks and 60-day extremes follow each stock’s own bars over mainland days (HK-only days of 国庆 stepped over)', () => {
  const f = frames();
  for (let i = 0; i < f.stocks.length; i += 17)
    for (const d of [0, 800, 1500, ANCHOR - 300, ANCHOR]) assert.equal(f.floatShares(i, d), floatSharesAt(f.model(i), d), `${f.stocks[i]!.id} ${d}`);
  // ANCHOR − 31 is 2026-10-08 and 2025-10-09 the day after 国庆 2025: the first mainland days after the HK-only days.
  for (const t of [ANCHOR, ANCHOR - 5, ANCHOR - 31, ANCHOR - 40, tradingIndexOf(parseDay('2025-10-09')!)]) {
    const x = f.extremes(t, ANCHOR);
    for (let i = 0; i < f.stocks.length; i++) {
      // LOOKBACK mainland days: ANCHOR − 40 is just after 国庆 2026, whose HK-only days are HOLIDAY rows.
      const table = dayTable(f.model(i), mainlandIndexPlus(t, -(LOOKBACK - 1)), t);
      if (!table || table.from + table.length - 1 !== t || table.flags[table.length - 1]! & SUSPENDED) {
        assert.equal(x.streak[i], 0);
        continue;
      }
      const up = (r: number) => (table.flags[r]! & (LIMITED | SUSPENDED)) === LIMITED && table.limitUp[r]! > 0 && table.close[r]! >= table.limitUp[r]!;
      let s = 0;
      for (let r = table.length - 1; r >= 0; r--) {
        if (table.flags[r]! & SUSPENDED && r < table.length - 1) continue;
        if (!up(r)) break;
        s++;
      }
      assert.equal(x.streak[i], s, `${f.stocks[i]!.id} 连板 on ${t}`);
      const T = table.length - 1;
      const own = Array.from({ length: T }, (_, r) => r).filter((r) => !(table.flags[r]! & HOLIDAY));
      if (own.length >= LOOKBACK - 1) {
        const highs = own.map((r) => table.high[r]!);
        const lows = own.map((r) => table.low[r]!);
        assert.equal(x.newHigh[i], table.high[T]! > Math.max(...highs) ? 1 : 0, `${f.stocks[i]!.id} 新高`);
        assert.equal(x.newLow[i], table.low[T]! < Math.min(...lows) ? 1 : 0, `${f.stocks[i]!.id} 新低`);
      } else assert.equal(x.newHigh[i], 0);
    }
  }
});

test('history points are the sums of the day’s 资金流向, 沪深港通, 融资融券 and 涨停 answers', () => {
  const dc = centreFor(5);
  const h = dc.history(ANCHOR, 3);
  for (const p of h.points) {
    const t = ANCHOR - (h.points.length - 1 - h.points.indexOf(p));
    const flow = dc.fundFlow(t, 'stock').market.find((m) => m.exchange === 'ALL')!;
    const conn = dc.connect(t).flows;
    const margin = dc.margin(t).market.find((m) => m.exchange === 'ALL')!;
    const zt = dc.limitUp(t).gauges;
    const north = conn.filter((x) => x.channel === '沪股通' || x.channel === '深股通').reduce((a, x) => a + x.net, 0);
    const south = conn.filter((x) => x.channel !== '沪股通' && x.channel !== '深股通').reduce((a, x) => a + x.net, 0);
    assert.deepEqual(
      [p.mainNet, p.north, p.south, p.finBalance, p.marginTotal, p.limitUp, p.limitDown],
      [flow.mainNet, north, south, margin.finBalance, margin.total, zt.limitUp, zt.limitDown],
      p.date,
    );
  }
});

test('streaks and 60-day extremes read cold (the day’s read settling most stocks, the others their own window) equal those of the whole window’s blocks (2 seeds, many days)', async () => {
  for (const seed of [5, 6]) {
    const cs = sliceCompanies(seed);
    let marked = 0;
    for (let t = ANCHOR; t > ANCHOR - 1500; t -= 61) {
      const whole = new Frames(cs.source.profiles, cs.source.models);
      await whole.prepare(t - LOOKBACK, t, ANCHOR);
      const want = whole.extremes(t, ANCHOR);
      assert.deepEqual(new Frames(cs.source.profiles, cs.source.models).extremes(t, ANCHOR), want, `seed ${seed}, day ${t}`);
      marked += want.newHigh.reduce((s, x) => s + x, 0) + want.newLow.reduce((s, x) => s + x, 0) + want.streak.reduce((s, x) => s + x, 0);
    }
    assert.ok(marked > 200, `新高/新低/连板 compared: ${marked}`);
  }
});

test('a day’s frame for some rows (their own short reads) holds exactly the whole frame’s rows; the whole frame once read', () => {
  for (const seed of [5, 6]) {
    const cs = sliceCompanies(seed);
    for (let t = ANCHOR; t > ANCHOR - 1500; t -= 97) {
      const f = new Frames(cs.source.profiles, cs.source.models);
      const rows = f.stocks.map((_, i) => i).filter((i) => i % 3 === 0);
      const part = f.rowsFrame(t, rows, ANCHOR);
      const whole = new Frames(cs.source.profiles, cs.source.models).frame(t, ANCHOR);
      for (const i of rows)
        for (const k of Object.keys(whole) as Array<keyof typeof whole>) {
          if (k === 't') continue;
          assert.equal(part[k][i], whole[k][i], `seed ${seed}, day ${t}, ${f.stocks[i]!.id}: ${k}`);
        }
      assert.equal(part.present[1], 0, 'a row not asked for reads as not listed');
      f.frame(t, ANCHOR);
      assert.deepEqual(f.rowsFrame(t, rows, ANCHOR), whole, 'the day’s frame once it is read');
    }
  }
});
