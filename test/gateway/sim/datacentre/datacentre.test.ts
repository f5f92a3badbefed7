/**
 * Properties of the data centre's datasets (issue 16): money-flow splits sum to the amount and
 * the groups to their members; 龙虎榜 lists only stocks that met a trigger that day, with seat
 * totals within the day's amount and returns after only from closed days; 融资融券 and 北向
 * holdings roll (余额(t) = 余额(t−1) + 买入 − 偿还); 连板 streaks follow the bars; the same day
 * asked twice (or by a second centre of the seed) gives the same table; a later last closed day
 * changes nothing of a past day but the returns after it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupOf, listings, measureOf, measures, TRIGGERS } from '../../../../gateway/sim/datacentre/lhb';
import { dayOfTradingIndex, isHongKongClosed, isMainlandClosed, mainlandIndexPlus, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { ANCHOR, centreFor } from './fixture';

const idx = (text: string) => tradingIndexOf(parseDay(text)!);
const dayText = (t: number) => formatDay(dayOfTradingIndex(t));

const DAYS = [ANCHOR, ANCHOR - 7, ANCHOR - 23];

test('资金流向: Σ buy + sell over the four sizes = the day amount; market = Σ exchanges = Σ stocks; a group = Σ its members', () => {
  const dc = centreFor(1);
  for (const t of DAYS) {
    const a = dc.fundFlow(t, 'stock');
    const f = dc.frames.frame(t, ANCHOR);
    assert.ok(a.stocks.length > 300);
    for (const r of a.stocks) {
      const i = dc.row(r.id)!;
      const sum = r.buy.xl + r.buy.l + r.buy.m + r.buy.s + r.sell.xl + r.sell.l + r.sell.m + r.sell.s;
      assert.equal(sum, r.amount, r.id);
      assert.equal(r.amount, f.suspended[i] ? 0 : Math.round(f.amount[i]!), `${r.id} amount = the bar's`);
      assert.equal(r.mainNet, r.net.xl + r.net.l);
      for (const k of ['xl', 'l', 'm', 's'] as const) {
        assert.equal(r.net[k], r.buy[k] - r.sell[k]);
        assert.ok(r.buy[k] >= 0 && r.sell[k] >= 0);
      }
    }
    const all = a.market.find((m) => m.exchange === 'ALL')!;
    assert.equal(
      all.amount,
      a.stocks.reduce((s, r) => s + r.amount, 0),
    );
    assert.equal(
      all.mainNet,
      a.stocks.reduce((s, r) => s + r.mainNet, 0),
    );
    assert.equal(
      all.amount,
      a.market.filter((m) => m.exchange !== 'ALL').reduce((s, m) => s + m.amount, 0),
    );
    for (let k = 1; k < a.stocks.length; k++) assert.ok(a.stocks[k - 1]!.mainNet >= a.stocks[k]!.mainNet, 'ranked by 主力净流入');
    const ind = dc.fundFlow(t, 'industry');
    const byId = new Map(a.stocks.map((r) => [r.id, r]));
    assert.ok(ind.groups.length > 10);
    const sumGroups = ind.groups.reduce((s, g) => s + g.amount, 0);
    assert.ok(sumGroups <= all.amount, 'industries partition at most the market');
    for (const g of ind.groups.slice(0, 3)) {
      assert.ok(g.leader && byId.get(g.leader.id)!.mainNet === g.leader.mainNet);
      assert.equal(g.mainNet, g.net.xl + g.net.l);
    }
  }
});

test('龙虎榜: only trigger days, seats within the amount, 机构 from its seats, returns after only from closed days', () => {
  const dc = centreFor(1);
  let listed = 0;
  for (let t = ANCHOR - 30; t <= ANCHOR; t++) {
    const a = dc.lhb(t);
    const f = dc.frames.frame(t, ANCHOR);
    for (const r of a.rows) {
      listed++;
      const i = dc.row(r.id)!;
      const s = dc.frames.stocks[i]!;
      assert.ok(!f.suspended[i] && !f.listing[i], `${r.id} traded on ${a.date}`);
      assert.ok(r.reasons.length > 0);
      for (const reason of r.reasons) {
        const rules = TRIGGERS.filter((x) => x.reason === reason && x.group === groupOf(s));
        assert.ok(rules.length > 0, `${reason} is a rule of ${s.board}`);
      }
      // Daily thresholds hold on the row itself (the cumulative ones need three days: checked by the listing).
      for (const reason of r.reasons) {
        if (reason.includes('换手率')) assert.ok(r.turnover >= Number(reason.match(/(\d+)%/)![1]) - 0.01, `${r.id} ${reason} ${r.turnover}`);
        if (reason.startsWith('日涨幅达')) assert.ok(r.pct >= Number(reason.match(/(\d+)%/)![1]) - 0.01);
        if (reason.startsWith('日跌幅达')) assert.ok(r.pct <= -Number(reason.match(/(\d+)%/)![1]) + 0.01);
      }
      const seats = [...r.buySeats, ...r.sellSeats];
      assert.equal(r.buySeats.length, 5);
      assert.equal(r.sellSeats.length, 5);
      assert.equal(
        r.buy,
        seats.reduce((x, y) => x + y.buy, 0),
      );
      assert.equal(
        r.sell,
        seats.reduce((x, y) => x + y.sell, 0),
      );
      assert.equal(r.net, r.buy - r.sell);
      assert.ok(r.buy <= r.amount && r.sell <= r.amount && r.buy + r.sell <= r.amount, `${r.id} seats ${r.buy}+${r.sell} within ${r.amount}`);
      assert.equal(
        r.instNet,
        seats.filter((x) => x.name === '机构专用').reduce((x, y) => x + y.net, 0),
      );
      for (const [k, n] of [
        ['d1', 1],
        ['d2', 2],
        ['d5', 5],
        ['d10', 10],
      ] as const) {
        if (t + n > ANCHOR) assert.equal(r.after[k], null, 'no future');
        else {
          const c = dc.frames.closeAt(i, t + n, ANCHOR)!;
          assert.equal(r.after[k], Math.round((c / f.close[i]! - 1) * 10000) / 100);
        }
      }
    }
    // Every stock that met a rule is listed (a ranked rule lists its top five per exchange).
    const m = measures((dc as unknown as { reads: import('../../../../gateway/sim/datacentre/reads').CentreReads }).reads, t);
    const all = listings(dc.frames.stocks, f, m);
    assert.equal(a.rows.length, all.size);
    for (const tr of TRIGGERS) {
      for (let i = 0; i < dc.frames.stocks.length; i++) {
        const s = dc.frames.stocks[i]!;
        if (
          !tr.top &&
          groupOf(s) === tr.group &&
          (tr.st === undefined || tr.st === s.st) &&
          f.present[i] &&
          !f.suspended[i] &&
          !f.listing[i] &&
          measureOf(tr, f, m, i) >= tr.threshold
        )
          assert.ok(all.get(i)?.includes(tr.reason), `${s.id} met ${tr.reason}`);
      }
    }
  }
  assert.ok(listed > 5, `some listings over 30 days: ${listed}`);
});

test('融资融券 and 北向 holdings roll: 余额(t) = 余额(t−1) + 买入 − 偿还, per stock and per exchange', () => {
  const dc = centreFor(1);
  for (let t = ANCHOR - 12; t <= ANCHOR; t++) {
    const a = dc.margin(t);
    const prev = new Map(dc.margin(t - 1).rows.map((r) => [r.id, r]));
    assert.ok(a.rows.length > 100);
    for (const r of a.rows) {
      const p = prev.get(r.id);
      assert.equal(r.finBalance, (p?.finBalance ?? 0) + r.finBuy - r.finRepay, `${r.id} 融资 rolls`);
      assert.equal(r.secVolume, (p?.secVolume ?? 0) + r.secSell - r.secRepay, `${r.id} 融券 rolls`);
      assert.ok(r.finBuy >= 0 && r.finRepay >= 0 && r.secSell >= 0 && r.secRepay >= 0);
      assert.equal(r.total, r.finBalance + r.secBalance);
    }
    for (const m of a.market) assert.equal(m.finBalance, m.prevFinBalance + m.finBuy - m.finRepay, `${m.exchange} totals roll`);
    const c = dc.connect(t);
    const before = new Map(dc.connect(t - 1).holdings.map((h) => [h.id, h]));
    for (const h of c.holdings) {
      const p = before.get(h.id);
      const i = dc.row(h.id)!;
      const fs = dc.frames.frame(t, ANCHOR).floatShares[i]!;
      const fsPrev = dc.frames.frame(t - 1, ANCHOR).floatShares[i]!;
      if (p && fs === fsPrev) assert.equal(h.shares, p.shares + h.change, `${h.id} holding rolls`);
      assert.ok(h.ratio < 100);
    }
    for (const fl of c.flows) assert.equal(fl.net, fl.buy - fl.sell);
    const north = c.flows.filter((x) => x.channel === '沪股通' || x.channel === '深股通').reduce((s, x) => s + x.net, 0);
    const hist = dc.history(t, 1).points[0]!;
    assert.equal(hist.north, north, 'history agrees with the day');
    assert.equal(hist.finBalance, a.market.find((m) => m.exchange === 'ALL')!.finBalance);
  }
});

test('涨停连板: limit-up rows closed at the limit, streaks follow yesterday, gauges count the frame', () => {
  const dc = centreFor(1);
  let rows = 0;
  // Over 国庆 2026: the data centre's days are mainland days, and yesterday is the mainland one.
  for (let t = ANCHOR - 40; t <= ANCHOR; t++) {
    if (isMainlandClosed(t)) continue;
    const a = dc.limitUp(t);
    const f = dc.frames.frame(t, ANCHOR);
    const y = dc.frames.frame(mainlandIndexPlus(t, -1), ANCHOR);
    assert.equal(a.gauges.limitUp, a.rows.length);
    assert.equal(a.gauges.broken, a.broken.length);
    for (const r of a.rows) {
      rows++;
      const i = dc.row(r.id)!;
      assert.equal(f.limitUp[i], 1);
      assert.ok(r.pct > 4.5, `${r.id} ${r.pct}`);
      if (r.streak > 1) assert.ok(y.limitUp[i] === 1 || y.suspended[i] === 1, `${r.id} ${r.streak}连板 needs yesterday`);
      else assert.ok(y.limitUp[i] !== 1, `${r.id} 首板`);
      assert.ok(r.firstTime <= r.lastTime);
    }
    for (const b of a.broken) assert.ok(b.close < b.limit);
    assert.equal(a.gauges.maxStreak, Math.max(0, ...a.rows.map((r) => r.streak)));
  }
  assert.ok(rows > 0);
});

test('the same day twice, or from a second centre of the seed, gives the same tables; another seed differs', () => {
  const a = centreFor(1);
  const b = centreFor(1);
  const t = ANCHOR - 3;
  assert.deepEqual(a.fundFlow(t, 'concept'), b.fundFlow(t, 'concept'));
  assert.deepEqual(a.lhb(t), b.lhb(t));
  assert.deepEqual(a.margin(t), b.margin(t));
  assert.deepEqual(a.connect(t), b.connect(t));
  assert.deepEqual(a.limitUp(t), a.limitUp(t));
  const c = centreFor(2);
  assert.notDeepEqual(a.fundFlow(t, 'stock').market, c.fundFlow(t, 'stock').market);
});

test('point in time: a past day is the same whatever the last closed day, except returns after it', () => {
  const late = centreFor(1, ANCHOR);
  const early = centreFor(1, ANCHOR - 6);
  const t = ANCHOR - 8;
  assert.deepEqual(early.fundFlow(t, 'stock').stocks, late.fundFlow(t, 'stock').stocks);
  assert.deepEqual(early.margin(t).rows, late.margin(t).rows);
  const e = early.lhb(t).rows;
  const l = late.lhb(t).rows;
  assert.equal(e.length, l.length);
  for (let k = 0; k < e.length; k++) {
    assert.deepEqual({ ...e[k]!, after: null }, { ...l[k]!, after: null });
    assert.equal(e[k]!.after.d1, l[k]!.after.d1);
    assert.equal(e[k]!.after.d5, null, 'day t+5 not closed for the early centre');
  }
});

test('全A估值: the PE-TTM median of the profitable companies at that day’s closes, a percentile of its own window, 破净 by PB < 1', () => {
  const dc = centreFor(1);
  dc.gauge.buildAll(ANCHOR);
  const a = dc.valuation(ANCHOR);
  assert.equal(a.ready, true);
  const g = a.gauge!;
  const f = dc.frames.frame(ANCHOR, ANCHOR);
  const cs = (dc as unknown as { deps: { companies: import('../../../../gateway/sim/companies/companies').Companies } }).deps.companies;
  const pes: number[] = [];
  let listed = 0;
  let below = 0;
  dc.frames.stocks.forEach((s, i) => {
    if (s.exchange === 'HK' || !f.present[i] || !cs.isCompany(s.slot)) return;
    const v = cs.valuationAt(s.slot, ANCHOR, f.close[i]!);
    listed++;
    if (v.pb !== null && v.pb > 0 && v.pb < 1) below++;
    if (v.peTtm !== null && v.peTtm > 0) pes.push(v.peTtm);
  });
  pes.sort((x, y) => x - y);
  const m = pes.length % 2 ? pes[pes.length >> 1]! : (pes[pes.length / 2 - 1]! + pes[pes.length / 2]!) / 2;
  assert.equal(g.peMedian, Math.round(m * 100) / 100);
  assert.equal(g.counted, pes.length);
  assert.equal(g.listed, listed);
  assert.equal(g.belowBook, below);
  assert.ok(g.pePercentile >= 0 && g.pePercentile <= 100);
  assert.ok(g.series.length > 60, `3 years sampled every 10 days: ${g.series.length}`);
  const share = (g.series.filter((x) => x.peMedian <= g.peMedian).length + 1) / (g.series.length + 1);
  assert.equal(g.pePercentile, Math.round(share * 10000) / 100);
  for (const p of g.series) assert.ok(p.date <= a.date);
  // Samples are mainland days: a grid index on an HK-only day of 春节/国庆 samples the mainland day before it.
  for (const p of g.series) assert.ok(!isMainlandClosed(idx(p.date)) && dayText(idx(p.date)) === p.date, `${p.date} is a mainland trading day`);
  const first = idx(g.series[0]!.date);
  assert.ok(first >= mainlandIndexPlus(ANCHOR, -3 * 243), 'three years of mainland days');
});

test('prepare builds the bar blocks in slices (the event loop keeps turning) and the answers equal a synchronous read', async () => {
  const dc = centreFor(3);
  let ticks = 0;
  const timer = setInterval(() => ticks++, 2);
  await dc.prepare(ANCHOR);
  clearInterval(timer);
  assert.ok(ticks >= 3, `timer fired ${ticks} times while preparing`);
  assert.deepEqual(dc.lhb(ANCHOR), centreFor(3).lhb(ANCHOR));
});

test('warm reads the last day and the charts ahead in slices (the event loop keeps turning); the answers then come from the cache and equal a cold read', async () => {
  const dc = centreFor(3);
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  await dc.warm(5);
  clearInterval(timer);
  assert.ok(ticks >= 3, `timer fired ${ticks} times while warming`);
  const h = dc.history(ANCHOR, 5);
  assert.equal(h.points.length, 5);
  assert.equal(dc.limitUp(ANCHOR), dc.limitUp(ANCHOR), 'cached');
  assert.deepEqual(dc.margin(ANCHOR), centreFor(3).margin(ANCHOR));
});

test('the first mainland day after 国庆 2025 compares with 2025-09-30, not with an HK-only day', () => {
  const dc = centreFor(1);
  const t = idx('2025-10-09');
  const prev = idx('2025-09-30');
  assert.ok(t - prev > 1 && isMainlandClosed(t - 1), 'HKEX trades days in between');
  assert.equal(mainlandIndexPlus(t, -1), prev);
  const f = dc.frames.frame(t, ANCHOR);
  const y = dc.frames.frame(prev, ANCHOR);
  // 昨日涨停表现: the stocks limit up on 09-30, today.
  let sum = 0;
  let n = 0;
  dc.frames.stocks.forEach((s, i) => {
    if (s.exchange === 'HK' || !f.present[i] || f.suspended[i] || !y.limitUp[i]) return;
    sum += f.pct[i]!;
    n++;
  });
  assert.ok(n > 0, 'stocks closed limit up on 2025-09-30');
  assert.equal(dc.limitUp(t).gauges.yesterdayLimitUp, Math.round((sum / n) * 100) / 100);
  // 复牌 only after a real 停牌 run ending 09-30, not every stock after the holiday.
  const resumed = dc.suspension(t).resumed;
  assert.ok(resumed.length < 20, `复牌 after 国庆: ${resumed.length}`);
  for (const r of resumed) {
    assert.equal(r.to, '2025-09-30', r.id);
    assert.equal(y.suspended[dc.row(r.id)!], 1, `${r.id} 停牌 on 09-30`);
  }
  // Margin balances roll from 09-30's.
  const before = new Map(dc.margin(prev).rows.map((r) => [r.id, r]));
  for (const r of dc.margin(t).rows) assert.equal(r.finBalance, (before.get(r.id)?.finBalance ?? 0) + r.finBuy - r.finRepay, `${r.id} 融资 rolls from 09-30`);
  // The history's days are mainland days: the 10 up to 10-09 are 09-30 and the 8 days before it.
  const dates = dc.history(t, 10).points.map((p) => p.date);
  assert.equal(dates.length, 10);
  assert.deepEqual(dates.slice(-2), ['2025-09-30', '2025-10-09']);
  for (const d of dates) assert.ok(!isMainlandClosed(idx(d)), `${d} is a mainland day`);
  assert.equal(dayText(idx(dates[0]!)), dates[0]);
});

test('沪深港通 is shut when HKEX is: no 北向 or 南向 on Good Friday 2025 (a mainland day), holdings carried, and they roll again after', () => {
  const dc = centreFor(1);
  const friday = idx('2025-04-18');
  const monday = idx('2025-04-21');
  const tuesday = idx('2025-04-22');
  assert.ok(
    [friday, monday].every((t) => isHongKongClosed(t) && !isMainlandClosed(t)),
    'HKEX closed, the mainland open',
  );
  const before = dc.connect(idx('2025-04-17'));
  for (const t of [friday, monday]) {
    const c = dc.connect(t);
    for (const fl of c.flows) assert.deepEqual([fl.buy, fl.sell], [0, 0], `${fl.channel} shut on ${dayText(t)}`);
    assert.equal(c.top.length, 0);
    const was = new Map(before.holdings.map((h) => [h.id, h]));
    const float = (d: number, id: string) => dc.frames.frame(d, ANCHOR).floatShares[dc.row(id)!];
    for (const h of c.holdings) {
      assert.equal(h.change, 0, `${h.id} holding unchanged on ${dayText(t)}`);
      if (was.has(h.id) && float(t, h.id) === float(idx('2025-04-17'), h.id)) assert.equal(h.shares, was.get(h.id)!.shares);
    }
    const p = dc.history(t, 1).points[0]!;
    assert.deepEqual([p.north, p.south], [0, 0]);
  }
  const after = dc.connect(tuesday);
  assert.ok(
    after.flows.every((fl) => fl.buy > 0 && fl.sell > 0),
    'the link trades again',
  );
  const prev = new Map(dc.connect(monday).holdings.map((h) => [h.id, h]));
  for (const h of after.holdings) {
    const p = prev.get(h.id);
    const i = dc.row(h.id)!;
    if (p && dc.frames.frame(tuesday, ANCHOR).floatShares[i] === dc.frames.frame(monday, ANCHOR).floatShares[i])
      assert.equal(h.shares, p.shares + h.change, `${h.id} rolls`);
  }
});
