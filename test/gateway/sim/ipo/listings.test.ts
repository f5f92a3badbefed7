/**
 * The 新股中心's listings as securities: the window's issues join the universe with codes of their
 * own, trade from their 发行价 to the issue's first close with no limit for five days (one on
 * 北交所), swing more in their first weeks than later, and stay hidden — no quote, no search hit —
 * until their listing day, when the 新股中心 reads their 首日表现 back from the market.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CapitalIposAnswer, IpoRow } from '../../../../contracts/endpoints/ipo';
import type { SearchAnswer } from '../../../../contracts/endpoints/search';
import { build } from '../../../../gateway/sim/app';
import { LISTING_LOOKBACK, listingSecurity, listingWindow, pipelineListings, pipelineOver, universeWithListings } from '../../../../gateway/sim/ipo/listings';
import { dayOfTradingIndex, dayStart, isTradingDay, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { fixedClock } from '../../../../gateway/sim/market/live/clock';
import { anchorIndexOf } from '../../../../gateway/sim/market/price-market';
import { createSimMarket } from '../../../../gateway/sim/boot-market';
import { Factors } from '../../../../gateway/sim/market/model/factors';
import { PriceModel } from '../../../../gateway/sim/market/model/price-model';
import { buildProfile } from '../../../../gateway/sim/market/model/profile';
import { normaliseSeed } from '../../../../gateway/sim/shared/rng';
import { engineView } from '../../../../gateway/sim/market/read/engine-view';
import { loadUniverse, UniverseDataError, withListings } from '../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../gateway/sim/open-store';
import { getOk } from '../routes/market/helpers';

const AT = Date.parse('2026-11-27T10:30:00+08:00');
const ANCHOR = anchorIndexOf(AT);
const SEEDS = [7, 20_251_128];

test('the window’s issues join the universe: own codes, listing days that trade, A-shares first, the same pipeline drawn', () => {
  const base = loadUniverse();
  for (const seed of SEEDS) {
    const pipeline = pipelineOver(seed, base.byId);
    const listings = pipelineListings(pipeline, ANCHOR);
    const issues = pipeline.issuesBetween(...listingWindow(ANCHOR));
    assert.ok(listings.length > 120 && listings.length < 320, `${listings.length} listings`);
    const ids = new Set<string>();
    listings.forEach(({ security, level }, k) => {
      const id = `${security.code}.${security.suffix}`;
      const issue = issues[k]!;
      assert.equal(id, issue.id);
      assert.ok(!base.byId.has(id), `${id} is a hand-kept code`);
      assert.ok(!ids.has(id), `${id} twice`);
      ids.add(id);
      const day = parseDay(security.listDate)!;
      assert.ok(isTradingDay(day), `${id} lists on ${security.listDate}`);
      assert.equal(security.listDate, formatDay(dayOfTradingIndex(issue.listIdx)));
      assert.equal(security.offering?.issuePrice, issue.issuePrice);
      assert.equal(level, issue.firstDay.close);
      assert.ok(security.floatShares <= issue.issueShares && security.floatShares > 0.7 * issue.issueShares, `${id} float`);
      assert.ok(security.totalShares >= 4 * issue.issueShares || security.totalShares >= 10 * issue.issueShares);
    });
    const { universe } = universeWithListings(base, seed, ANCHOR);
    assert.equal(universe.all.length, base.all.length + listings.length);
    const lastAShare = universe.all.findLastIndex((e) => e.kind === 'capital');
    assert.ok(
      universe.all.slice(0, lastAShare + 1).every((e) => e.kind === 'capital'),
      'A-shares first',
    );
    // Drawn over the universe that holds its listings, the pipeline draws the very same issues.
    const again = pipelineOver(seed, universe.byId).issuesBetween(...listingWindow(ANCHOR));
    assert.deepEqual(
      again.map((i) => i.id),
      issues.map((i) => i.id),
    );
  }
});

test('withListings refuses a listing that collides with the universe or breaks the data rules', () => {
  const base = loadUniverse();
  const [first] = pipelineListings(pipelineOver(7, base.byId), ANCHOR);
  assert.ok(first);
  assert.throws(() => withListings(base, [{ ...first.security, code: '600519' }]), UniverseDataError);
  assert.throws(() => withListings(base, [{ ...first.security, code: '12345' }]), /malformed code/);
  assert.throws(() => withListings(base, [{ ...first.security, industry: '宇宙' }]), /申万/);
});

test('a listing opens from its 发行价, closes its first day at the issue’s close, trades without a limit for five days (one on 北交所), turns over much of its float', () => {
  const base = loadUniverse();
  for (const seed of SEEDS) {
    const s = normaliseSeed(seed);
    const factors = new Factors(s, ANCHOR);
    const issues = pipelineOver(s, base.byId).issuesBetween(ANCHOR - LISTING_LOOKBACK, ANCHOR - 40);
    assert.ok(issues.length > 60);
    const early: number[] = [];
    const later: number[] = [];
    const first: number[] = [];
    const month: number[] = [];
    for (const issue of issues) {
      const sec = { ...listingSecurity(issue), id: issue.id };
      const profile = buildProfile(s, sec, 0, issue.firstDay.close);
      const table = dayTable(new PriceModel(profile, factors, profile.listIdx), profile.listIdx, profile.listIdx + 29)!;
      const free = issue.board === '北交所' ? 1 : 5;
      assert.equal(table.bar(0).pre, Math.round(issue.issuePrice * 1000), `${issue.id} 发行价`);
      assert.equal(table.bar(0).close, Math.round(issue.firstDay.close * 1000), `${issue.id} first close`);
      assert.ok(table.bar(0).listing);
      // Five mainland trading days: the HK-only days of 春节 and 国庆 inside them do not count.
      for (let i = 0, k = 0; i < 15; i++) {
        const bar = table.bar(i);
        if (bar.holiday) continue;
        assert.equal(bar.limits === null, k < free, `${issue.id} trading day ${k}: limit ${bar.limits ? 'on' : 'off'}`);
        if (bar.limits) assert.ok(bar.close <= bar.limits.up && bar.close >= bar.limits.down);
        k++;
      }
      first.push(table.bar(0).volume / sec.floatShares);
      month.push(table.bar(29).volume / sec.floatShares);
      for (let i = 1; i < 30; i++) {
        const r = Math.abs(Math.log(table.bar(i).close / table.bar(i - 1).close));
        (i <= 5 ? early : i >= 20 ? later : []).push(r);
      }
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // 次新: the first days after the debut swing far more than a month on.
    // 次新 turnover: half the float or so on the listing day, a fraction of that a month on.
    assert.ok(median(first) > 0.3 && Math.max(...first) <= 0.901, `listing-day turnover median ${median(first).toFixed(3)}`);
    assert.ok(median(month) < median(first) / 4, `turnover day 29 ${median(month).toFixed(3)} vs day 0 ${median(first).toFixed(3)}`);
    assert.ok(median(early) > 2 * median(later), `median |r| days 1–5 ${median(early).toFixed(4)} vs days 20–29 ${median(later).toFixed(4)}`);
  }
});

test('a coming listing is hidden until its day: no quote, no search hit, a pipeline row; then quoted, found, its 首日表现 the market’s', async (t) => {
  const seed = 7;
  const clock = fixedClock(AT);
  const { universe, market } = createSimMarket(seed, clock);
  const store = openStore(':memory:');
  const app = await build({ store, universe, market: engineView(market), companies: market, seed });
  t.after(async () => {
    await app.close();
    store.close();
  });
  const today = market.tradingIndex();
  const coming = universe.all.filter((e) => e.offering !== undefined && parseDay(e.listDate)! > dayOfTradingIndex(today));
  const listed = universe.all.filter((e) => e.offering !== undefined && parseDay(e.listDate)! < dayOfTradingIndex(today));
  assert.ok(coming.length > 0 && listed.length > 100);

  // Listed: quoted, found by code, and its 已上市 row reads the market's first bar.
  const old = listed.at(-1)!;
  assert.ok(market.quote(old.id));
  const found = await getOk<SearchAnswer>(app, `/api/v3/search/all?text=${old.code}`);
  assert.ok(found.list.some((r) => r.id === old.id));
  const tab = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=listed');
  const row = tab.rows.find((r) => r.id === old.id) as IpoRow;
  assert.ok(row?.inUniverse && row.firstDay);
  const bars = market.kline(old.id, { period: 'day', adjust: 'none', count: 400 });
  assert.equal(bars[0]!.preClose, old.offering?.issuePrice);
  assert.deepEqual([row.firstDay.open, row.firstDay.high, row.firstDay.low, row.firstDay.close], [bars[0]!.open, bars[0]!.high, bars[0]!.low, bars[0]!.close]);
  assert.equal(row.latestPrice, bars.at(-1)!.close);
  assert.ok(tab.rows.filter((r) => r.inUniverse).length > 100, 'the 次新 window is in the universe');

  // Coming: nothing until its listing day.
  const next = coming[0]!;
  assert.equal(market.quote(next.id), undefined);
  const none = await getOk<SearchAnswer>(app, `/api/v3/search/all?text=${next.code}`);
  assert.ok(!none.list.some((r) => r.id === next.id));
  const pending = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=pending');
  const waiting = pending.rows.find((r) => r.id === next.id);
  if (waiting) assert.equal(waiting.inUniverse, false);

  clock.set(dayStart(parseDay(next.listDate)!) + 14 * 3_600_000);
  const quote = market.quote(next.id);
  assert.ok(quote && quote.preClose === next.offering?.issuePrice, 'quoted from its 发行价 on its listing day');
  const hit = await getOk<SearchAnswer>(app, `/api/v3/search/all?text=${next.code}`);
  assert.ok(hit.list.some((r) => r.id === next.id));
  const listedNow = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=listed');
  const debut = listedNow.rows.find((r) => r.id === next.id);
  assert.ok(debut?.inUniverse && debut.badges.includes('今日上市'));
  assert.equal(debut.latestPrice, quote.price);

  // After the next day's close: its first day kept from the listing bar, the latest that day's close.
  clock.set(dayStart(dayOfTradingIndex(tradingIndexOf(parseDay(next.listDate)!) + 1)) + 16 * 3_600_000);
  const after = (await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=listed')).rows.find((r) => r.id === next.id);
  const [listingBar, dayTwo] = market.kline(next.id, { period: 'day', adjust: 'none', count: 5 });
  assert.ok(after?.firstDay && listingBar && dayTwo);
  assert.equal(after.firstDay.close, listingBar.close);
  assert.equal(after.latestPrice, dayTwo.close);
  assert.ok(!after.badges.includes('今日上市'));
});
