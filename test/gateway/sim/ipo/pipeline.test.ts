/**
 * Properties of the IPO pipeline: every date a trading day and the lifecycle strictly ordered
 * (T−2 < T < T+1 < T+2 < listing, 7–12 trading days after T), board rules (申购代码, 签 size, 顶格市值,
 * 中签率 = 网上发行 ÷ 有效申购), figures masked until published, no code of the universe reused,
 * the same answer for the same day twice, and the price band after the no-limit days. Every date is
 * a mainland trading day and every T±n counts mainland trading days, though the trading index also
 * counts the days only HKEX trades.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayOfTradingIndex, isMainlandClosed, isTradingDay, mainlandIndexPlus, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { dayOfDate, formatDay, parseDay } from '../../../../contracts/calendar/index';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { IpoCentre } from '../../../../gateway/sim/ipo/centre';
import { IpoPipeline } from '../../../../gateway/sim/ipo/pipeline';
import { NO_LIMIT_DAYS } from '../../../../gateway/sim/ipo/boards';
import { INDUSTRY_NAMES } from '../../../../gateway/sim/ipo/boards';
import { filingsOn } from '../../../../gateway/sim/ipo/review-filings';
import { mainlandDaysAfter } from '../../../../gateway/sim/calendar/days';

const universe = loadUniverse();
const SEED = 20_251_128;
const pipeline = new IpoPipeline({ seed: SEED, taken: (id) => universe.byId.has(id) });
const centre = new IpoCentre({ pipeline, seed: SEED });
const D = tradingIndexOf(dayOfDate(2026, 11, 20));
const issues = pipeline.issuesBetween(D - 290, D + 5);

test('a year and more of issues: about 0.6 a trading day, unique codes never taken by the universe', () => {
  assert.ok(issues.length > 100 && issues.length < 300, `${issues.length} issues`);
  const ids = new Set(issues.map((i) => i.id));
  assert.equal(ids.size, issues.length, 'ids unique');
  for (const i of issues) assert.ok(!universe.byId.has(i.id), `${i.id} is not a universe code`);
  // Other seeds too: two issues of one day whose own numbers are both taken once shared the held-back one (seed 7, 688527).
  for (let seed = 1; seed <= 12; seed++) {
    const other = new IpoPipeline({ seed, taken: (id) => universe.byId.has(id) }).issuesBetween(D - 290, D + 5);
    assert.equal(new Set(other.map((i) => i.id)).size, other.length, `seed ${seed}: ids unique`);
  }
});

test('lifecycle dates are trading days, strictly ordered, listing 7–12 trading days after T', () => {
  for (const i of issues) {
    const row = centre.row(i, i.listIdx + 3, new Set());
    const dates = [row.marketValueDate, row.applyDate, row.rateDate, row.payDate, row.listDate];
    for (const d of dates) assert.ok(isTradingDay(parseDay(d)!), `${i.id} ${d} is a trading day`);
    for (let k = 1; k < dates.length; k++) assert.ok(dates[k - 1]! < dates[k]!, `${i.id} ${dates.join(' < ')}`);
    const gap = mainlandDaysAfter(i.t, i.listIdx);
    assert.ok(gap >= 7 && gap <= 12, `${i.id} lists ${gap} mainland trading days after T`);
    assert.equal(tradingIndexOf(parseDay(row.applyDate)!), i.t);
    assert.equal(dayOfTradingIndex(mainlandIndexPlus(i.t, 2)), parseDay(row.payDate));
  }
});

test('board rules: 申购代码, 签 size, 顶格需配市值, 中签率 and 募资', () => {
  for (const i of issues) {
    assert.ok(INDUSTRY_NAMES.has(i.industry), i.industry);
    if (i.board === '沪主板') {
      assert.match(i.code, /^60[35]\d{3}$/);
      assert.equal(i.applyCode, `732${i.code.slice(3)}`);
      assert.equal(i.lotShares, 1000);
    } else if (i.board === '科创板') {
      assert.match(i.code, /^68[89]\d{3}$/);
      assert.equal(i.applyCode, `787${i.code.slice(3)}`);
      assert.equal(i.lotShares, 500);
    } else {
      assert.equal(i.applyCode, i.code);
      assert.equal(i.lotShares, i.board === '北交所' ? 100 : 500);
    }
    assert.equal(i.topMarketValue, i.board === '北交所' ? null : i.applyLimit * 10);
    assert.equal(i.applyLimit % i.lotShares, 0);
    assert.ok(i.onlineShares < i.issueShares);
    const rate = (i.onlineShares / i.validShares) * 100;
    assert.ok(Math.abs(rate - i.lotteryRate) / i.lotteryRate < 1e-3, `${i.id} 中签率 ${i.lotteryRate} vs ${rate}`);
    if (i.board !== '北交所') assert.ok(i.lotteryRate >= 0.01 && i.lotteryRate <= 0.1, `${i.id} 中签率 ${i.lotteryRate}%`);
    assert.ok(i.firstDay.low <= Math.min(i.firstDay.open, i.firstDay.close) && i.firstDay.high >= Math.max(i.firstDay.open, i.firstDay.close));
    assert.equal(i.firstDay.broke, i.firstDay.close < i.issuePrice);
  }
  const broke = issues.filter((i) => i.firstDay.broke).length;
  assert.ok(broke > 0 && broke < issues.length * 0.2, `${broke} 破发`);
});

test('published figures are masked until their day; badges on T, T+2 and the listing day', () => {
  const i = issues.find((x) => x.t > D - 100)!;
  const onT = centre.row(i, i.t, new Set());
  assert.equal(onT.lotteryRate, null);
  assert.equal(onT.firstDay, null);
  assert.deepEqual(onT.badges, ['今日申购']);
  const onT1 = centre.row(i, mainlandIndexPlus(i.t, 1), new Set());
  assert.equal(onT1.lotteryRate, i.lotteryRate);
  assert.deepEqual(onT1.badges, []);
  assert.deepEqual(centre.row(i, mainlandIndexPlus(i.t, 2), new Set()).badges, ['今日缴款']);
  assert.equal(centre.row(i, mainlandIndexPlus(i.listIdx, -1), new Set()).latestPrice, null);
  const listed = centre.row(i, i.listIdx, new Set([i.id]));
  assert.deepEqual(listed.badges, ['今日上市']);
  assert.equal(listed.inCalendar, true);
  assert.equal(listed.latestPrice, i.firstDay.close);
  assert.equal(listed.profitPerLot, Math.round((i.firstDay.close - i.issuePrice) * i.lotShares));
});

test('tabs: apply = T from today within the announcement window, pending = subscribed not listed, listed newest first', () => {
  const a = centre.answer('apply', D, new Set());
  for (const r of a.rows) assert.ok(r.applyDate >= '2026-11-20');
  const p = centre.answer('pending', D, new Set());
  for (const r of p.rows) assert.ok(r.applyDate < '2026-11-20' && r.listDate > '2026-11-20');
  const l = centre.answer('listed', D, new Set());
  for (let k = 1; k < l.rows.length; k++) assert.ok(l.rows[k - 1]!.listDate >= l.rows[k]!.listDate);
  for (const r of l.rows) assert.ok(r.listDate <= '2026-11-20' && r.firstDay !== null && r.latestPrice !== null);
  assert.deepEqual(centre.answer('listed', D, new Set()), l, 'same day, same answer');
  const r = centre.answer('review', D, new Set());
  assert.ok(r.review.length > 10);
  for (const x of r.review) assert.ok(x.acceptDate <= x.updateDate && x.updateDate <= '2026-11-20');
  assert.equal(a.counts.listed, l.rows.length);
});

test('行业市盈率: the 申购 tab carries its industry on the 申购日 once closed, else on the last close; the other tabs carry none', () => {
  const asked: string[] = [];
  const priced = new IpoCentre({
    pipeline,
    seed: SEED,
    industryPe: (industry, t) => (asked.push(`${industry}|${t}`), 10 + (t % 7)),
  });
  const yesterday = mainlandIndexPlus(D, -1);
  const apply = priced.answer('apply', D, new Set());
  assert.ok(apply.rows.length > 0);
  // Every 申购 day shown is today or later: none has closed, so each reads yesterday's close.
  for (const r of apply.rows) assert.equal(r.industryPe, 10 + (yesterday % 7), r.id);
  assert.deepEqual(
    priced.industryPesOf('apply', D),
    priced.issuesOf('apply', D).map((i) => ({ industry: i.industry, t: yesterday })),
  );
  // Seen days later, an issue's figure is its 申购日's.
  const issue = priced.issuesOf('apply', D).at(-1)!;
  const later = mainlandIndexPlus(issue.t, 3);
  assert.equal(priced.industryPeDay(issue, later), issue.t);
  assert.equal(priced.industryPeDay(issue, issue.t), mainlandIndexPlus(issue.t, -1), 'on the 申购日 itself, the last close');
  asked.length = 0;
  for (const tab of ['pending', 'listed', 'profit'] as const) {
    assert.ok(
      priced.answer(tab, D, new Set()).rows.every((r) => r.industryPe === null),
      tab,
    );
    assert.deepEqual(priced.industryPesOf(tab, D), []);
  }
  assert.deepEqual(asked, [], 'no other tab asks for it');
});

test('新股中心 names a listing as the market does: N on its listing day, C to the fifth day on 创业板/科创板, N only on 主板/北交所', () => {
  for (const board of ['创业板', '科创板', '沪主板', '北交所'] as const) {
    const i = issues.find((x) => x.board === board && x.listIdx < D - 10)!;
    const marked = (n: number) => centre.row(i, mainlandIndexPlus(i.listIdx, n), new Set()).name;
    const c = board === '创业板' || board === '科创板' ? `C${i.name}` : i.name;
    assert.deepEqual([marked(-1), marked(0), marked(1), marked(4), marked(5)], [i.name, `N${i.name}`, c, c, i.name], board);
  }
});

test('a past day never sees the future: the pipeline as seen then agrees with now on what was known then', () => {
  const past = D - 30;
  const then = centre.answer('listed', past, new Set()).rows;
  const nowRows = new Map(centre.answer('listed', D, new Set()).rows.map((r) => [r.id, r]));
  for (const r of then) {
    const n = nowRows.get(r.id);
    if (!n) continue;
    assert.deepEqual(n.firstDay, r.firstDay);
    assert.equal(n.issuePrice, r.issuePrice);
  }
  // Prices after listing follow the bands once the no-limit days (mainland trading days) are over.
  for (const i of issues.filter((x) => x.listIdx < D - 20)) {
    for (let k = NO_LIMIT_DAYS; k < 15; k++) {
      const a = pipeline.closeOn(i, mainlandIndexPlus(i.listIdx, k - 1));
      const b = pipeline.closeOn(i, mainlandIndexPlus(i.listIdx, k));
      const band = i.board === '北交所' ? 0.3 : i.board === '创业板' || i.board === '科创板' ? 0.2 : 0.1;
      assert.ok(Math.abs(b / a - 1) <= band + 0.006, `${i.id} day ${k}: ${a} → ${b}`);
    }
  }
});

test('over seeds and years, every date of an issue, a filing and a reminder is a mainland trading day, and T±n counts mainland days (the index also counts HK-only days)', () => {
  const day = (idx: number) => formatDay(dayOfTradingIndex(idx));
  // 2016–2026: every 春节 and 国庆 week, where HKEX trades days the mainland does not.
  const from = tradingIndexOf(dayOfDate(2016, 1, 4));
  let hkOnly = 0;
  for (const seed of [1, 7, SEED]) {
    const p = new IpoPipeline({ seed, taken: (id) => universe.byId.has(id) });
    const c = new IpoCentre({ pipeline: p, seed });
    for (let t = from; t <= D; t++) {
      if (isMainlandClosed(t)) {
        hkOnly++;
        assert.deepEqual(p.issuesOn(t), [], `${seed}: no 申购 on ${day(t)}, the mainland is closed`);
        assert.deepEqual(filingsOn(seed, t, D), [], `${seed}: no filing accepted on ${day(t)}`);
      }
      for (const i of p.issuesOn(t)) {
        for (const [what, idx] of [
          ['T−2', i.measureIdx],
          ['T+1', i.rateIdx],
          ['T+2', i.payIdx],
          ['listing', i.listIdx],
        ] as const) {
          assert.ok(!isMainlandClosed(idx), `${seed} ${i.id} ${what} ${day(idx)} is a mainland trading day`);
        }
        assert.equal(mainlandDaysAfter(i.measureIdx, i.t), 2, `${seed} ${i.id} T−2`);
        assert.equal(mainlandDaysAfter(i.t, i.rateIdx), 1, `${seed} ${i.id} T+1`);
        assert.equal(mainlandDaysAfter(i.t, i.payIdx), 2, `${seed} ${i.id} T+2`);
        const gap = mainlandDaysAfter(i.t, i.listIdx);
        assert.ok(gap >= 7 && gap <= 12, `${seed} ${i.id} lists ${gap} mainland days after T`);
      }
    }
    // What the centre shows on an HK-only day: its dates, the review's and the reminders' are mainland days too.
    for (let d = from; d <= D; d += 37) {
      const rows = (['apply', 'pending', 'listed'] as const).flatMap((tab) => c.answer(tab, d, new Set()).rows);
      for (const r of rows) {
        for (const x of [r.marketValueDate, r.applyDate, r.rateDate, r.payDate, r.listDate]) assert.ok(isTradingDay(parseDay(x)!), `${seed} ${r.id} ${x}`);
      }
      for (const x of c.review(d))
        assert.ok(isTradingDay(parseDay(x.acceptDate)!) && isTradingDay(parseDay(x.updateDate)!), `${seed} ${x.name} ${x.acceptDate} ${x.updateDate}`);
      const kept = rows.slice(0, 5).map((r) => r.id);
      for (const x of c.reminders(kept, d)) assert.ok(isTradingDay(parseDay(x.date)!), `${seed} ${x.name} ${x.kind} ${x.date}`);
    }
  }
  assert.ok(hkOnly > 3 * 80, `${hkOnly} HK-only days looked at`);
});
