/**
 * The screener's limit events agree with the data centre's 涨停连板 on every stock and day: the same
 * stocks 涨停 and 炸板, the same 连板 streaks, the same 跌停 — read from the same day tables by the
 * same rules (datacentre/limit-state.ts); the day before's events are that day's own; and live,
 * today's come from the quote's band on top of yesterday's streak.
 */
import { strict as assert } from 'node:assert';
import { before, test } from 'node:test';
import { DataCentre } from '../../../../gateway/sim/datacentre/datacentre';
import { dayOfTradingIndex, isMainlandClosed } from '../../../../gateway/sim/calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import type { CompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import type { MarketView } from '../../../../gateway/sim/market/read/market-view';
import { cellValue } from '../../../../gateway/sim/screener/evaluate';
import type { FactorTable } from '../../../../gateway/sim/screener/factor-table';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { parseQuery } from '../../../../contracts/screener/nl-parse';
import { sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(40);
let market: CompanyBackedMarket;
let view: MarketView;
let screener: Screener;
let centre: DataCentre;
let today: number;
/** The last closed mainland days, oldest first. */
const days: number[] = [];

before(() => {
  ({ market, view } = sliceMarket(universe));
  screener = new Screener({ universe, market: view, companies: market.companies });
  today = market.tradingIndex();
  for (let t = today - 1; days.length < 40; t--) if (!isMainlandClosed(t)) days.unshift(t);
  centre = new DataCentre({ universe, companies: market.companies, lastClosed: () => days[days.length - 1]! });
});

const flagOf = (t: FactorTable, f: string, id: string) => cellValue(t, f, t.rowOf.get(id)!) === true;
const pastTable = (t: number) => screener.pastDay(dayOfTradingIndex(t))!.table;

test('涨停, 炸板, 跌停 and 连板 streaks equal the data centre 涨停连板 on every stock of every day', () => {
  let limitUps = 0;
  let streaks = 0;
  let broken = 0;
  for (const t of days) {
    const table = pastTable(t);
    const answer = centre.limitUp(t);
    const frame = centre.frames.frame(t, days[days.length - 1]!);
    const up = new Map(answer.rows.map((r) => [r.id, r.streak]));
    const brokenIds = new Set(answer.broken.map((r) => r.id));
    let compared = 0;
    centre.frames.stocks.forEach((s, i) => {
      if (!table.rowOf.has(s.id) || !frame.present[i]) return;
      compared++;
      assert.equal(flagOf(table, 'limitUp', s.id), up.has(s.id), `${s.id} 涨停 on ${t}`);
      assert.equal(cellValue(table, 'limitStreak', table.rowOf.get(s.id)!), up.get(s.id) ?? 0, `${s.id} 连板 on ${t}`);
      assert.equal(flagOf(table, 'firstLimit', s.id), up.get(s.id) === 1, `${s.id} 首板 on ${t}`);
      assert.equal(flagOf(table, 'broken', s.id), brokenIds.has(s.id), `${s.id} 炸板 on ${t}`);
      assert.equal(flagOf(table, 'limitDown', s.id), frame.limitDown[i] === 1, `${s.id} 跌停 on ${t}`);
    });
    assert.ok(compared > 100, `${compared} stocks compared on ${t}`);
    limitUps += up.size;
    broken += brokenIds.size;
    streaks += [...up.values()].filter((s) => s >= 2).length;
  }
  // The comparison must have had something to compare.
  assert.ok(limitUps >= 5, `${limitUps} limit-ups`);
  assert.ok(broken >= 1, `${broken} 炸板`);
  assert.ok(streaks >= 1, `${streaks} 连板`);
  console.log(`compared ${limitUps} 涨停, ${broken} 炸板, ${streaks} 连板 over ${days.length} days`);
});

test("昨日涨停/跌停/炸板 of a day are the previous day's own events", () => {
  for (let k = 1; k < days.length; k++) {
    const prev = pastTable(days[k - 1]!);
    const table = pastTable(days[k]!);
    for (const id of table.ids) {
      if (!prev.rowOf.has(id)) continue;
      for (const [y, f] of [
        ['limitUpPrev', 'limitUp'],
        ['limitDownPrev', 'limitDown'],
        ['brokenPrev', 'broken'],
      ] as const)
        assert.equal(flagOf(table, y, id), flagOf(prev, f, id), `${id} ${y} on ${days[k]}`);
    }
  }
});

test("live, today's events follow the quote's band and carry yesterday's streak", () => {
  const live = screener.today();
  const yesterday = pastTable(days[days.length - 1]!);
  for (const id of live.ids) {
    const q = view.snapshot(id)!;
    const up = q.status !== 'suspended' && q.limitUp !== null && q.price >= q.limitUp;
    assert.equal(flagOf(live, 'limitUp', id), up, id);
    const before = yesterday.rowOf.has(id) ? (cellValue(yesterday, 'limitStreak', yesterday.rowOf.get(id)!) as number) : 0;
    if (up) assert.equal(cellValue(live, 'limitStreak', live.rowOf.get(id)!), before + 1, id);
    assert.equal(flagOf(live, 'limitUpPrev', id), yesterday.rowOf.has(id) && flagOf(yesterday, 'limitUp', id), id);
  }
});

test("typed questions run on the event fields: 昨天涨停 / 今天涨停 list exactly the data centre's 涨停 of those days", () => {
  // The day after the busiest limit-up day of the window, as of which 昨天 is that day.
  const busiest = days.slice(0, -1).reduce((a, t) => (centre.limitUp(t).rows.length > centre.limitUp(a).rows.length ? t : a), days[0]!);
  const next = days[days.indexOf(busiest) + 1]!;
  const ids = (t: number) =>
    centre
      .limitUp(t)
      .rows.map((x) => x.id)
      .filter((id) => pastTable(t).rowOf.has(id))
      .sort();
  assert.ok(ids(busiest).length >= 2, `${ids(busiest).length} limit-ups on the busiest day`);
  for (const [question, day, expected] of [
    ['昨天涨停的股票', next, ids(busiest)],
    ['今天涨停的股票', busiest, ids(busiest)],
  ] as const) {
    const parsed = parseQuery(question);
    assert.equal(parsed.ok, true, question);
    const r = screener.run({ tree: parsed.query.tree, size: 200, asOf: formatDay(dayOfTradingIndex(day)) });
    assert.deepEqual(r.rows.map((x) => x.id).sort(), expected, question);
  }
});
