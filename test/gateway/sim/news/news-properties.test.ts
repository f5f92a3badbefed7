/**
 * Properties of the news desk over the real market (real universe, two seeds, a whole trading
 * day stepped every few minutes): every item published agrees with the market at its timestamp —
 * a 涨停/跌停 item only for stocks at the limit then, an index mark only when the index is past it,
 * digests that quote the indexes' real moves and levels (早报: the previous session's finished day
 * bar) — no item is stamped after the moment it was written, and all carry 【模拟】.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { NewsItem } from '../../../../contracts/endpoints/news';
import { dayStart, localDay } from '../../../../gateway/sim/calendar/days';
import { fixedClock } from '../../../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import { engineView } from '../../../../gateway/sim/market/read/engine-view';
import { limitsOf } from '../../../../gateway/sim/market/model/rules';
import { atLimitDown, atLimitUp } from '../../../../gateway/sim/market/read/wire';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { WATCHED_INDEXES } from '../../../../gateway/sim/news/moment';
import { NewsDesk } from '../../../../gateway/sim/news/news-desk';
import { indexPhrase, moveWords } from '../../../../gateway/sim/news/wording';

const DAY = '2025-11-27';
/** The market is stepped and the desk looks every 3 minutes (as often as the digests' windows need). */
const STEP_MS = 3 * 60_000;
const universe = loadUniverse();
const shortName = new Map(WATCHED_INDEXES.map(([id, s]) => [id, s]));

for (const seed of [7, 20251127]) {
  test(`seed ${seed}: every item agrees with the market at its timestamp`, () => {
    const clock = fixedClock(Date.parse(`${DAY}T08:20:00+08:00`));
    const market = createCompanyBackedMarket({ securities: universe.all, constituents: (id) => universe.constituents(id), seed, clock });
    const view = engineView(market);
    const desk = new NewsDesk({ universe, market: view });
    const seen: NewsItem[] = [];
    let checked = 0;
    desk.onPublish((items) => {
      const now = view.now();
      for (const item of items) {
        seen.push(item);
        assert.ok(item.title.startsWith('【模拟】') && item.content.startsWith('【模拟】'), item.title);
        assert.ok(item.ts <= now, `${item.title} stamped after it was written`);
        const snaps = item.codes.map((id) => view.snapshot(id)!);
        if (/涨停/.test(item.title) && !item.digest) {
          for (const s of snaps.filter((s) => universe.byId.get(s.id)?.kind === 'capital')) assert.ok(atLimitUp(s), `${item.title}: ${s.id} not at limit-up`);
          checked++;
        }
        const run = /(\d+)连板/.exec(item.title);
        if (run) {
          // The N − 1 traded sessions before today closed exactly at their limit-up price, the one before did not.
          const id = item.codes[0]!;
          const entry = universe.byId.get(id)!;
          const bars = view.kline(id, { period: 'day', adjust: 'none', count: 40, end: dayStart(localDay(now)) - 1 }).filter((b) => b.volume > 0);
          const atUp = (b: (typeof bars)[number]) => Math.round(b.close * 1000) === limitsOf(entry, Math.round(b.preClose * 1000))!.up;
          const n = Number(run[1]);
          assert.ok(bars.slice(-(n - 1)).every(atUp), `${item.title}: the days before were not all limit-up`);
          assert.ok(bars.length < n || !atUp(bars[bars.length - n]!), `${item.title}: the streak is longer`);
          checked++;
        }
        if (/跌停/.test(item.title) && !item.digest) {
          for (const s of snaps.filter((s) => universe.byId.get(s.id)?.kind === 'capital'))
            assert.ok(atLimitDown(s), `${item.title}: ${s.id} not at limit-down`);
          checked++;
        }
        const mark = /(沪指|深成指|创业板指|科创50|恒指|恒生科技指数)(涨|跌)超(\d)%/.exec(item.title);
        if (mark && item.codes.length === 1) {
          const s = view.snapshot(item.codes[0]!)!;
          assert.ok(mark[2] === '涨' ? s.pct >= Number(mark[3]) : s.pct <= -Number(mark[3]), `${item.title} vs ${s.pct}`);
          checked++;
        }
        if (item.digest === '午评' || item.digest === '收评') {
          for (const id of item.codes.filter((c) => shortName.has(c))) {
            const s = view.snapshot(id)!;
            assert.ok(item.content.includes(indexPhrase(shortName.get(id)!, s.pct, s.price)), `${item.digest} misquotes ${id}: ${item.content}`);
          }
          assert.ok(item.content.includes('沪指'), item.content);
          checked++;
        }
        if (item.digest === '早报') {
          const start = dayStart(localDay(now));
          for (const id of item.codes) {
            const bar = view.kline(id, { period: 'day', adjust: 'none', count: 1, end: start - 1 }).at(-1)!;
            const pct = (bar.close / bar.preClose - 1) * 100;
            assert.ok(item.content.includes(`${shortName.get(id)}${moveWords(pct)}收报${bar.close.toFixed(2)}点`), `早报 misquotes ${id}: ${item.content}`);
          }
          checked++;
        }
      }
    });
    const end = Date.parse(`${DAY}T16:20:00+08:00`);
    // A second desk first looking at 10:00 (a gateway started mid-morning) still has the day's 早报.
    let late: NewsDesk | null = null;
    while (clock.now() < end) {
      clock.advance(STEP_MS);
      market.step(clock.now());
      desk.observe();
      if (!late && clock.now() >= Date.parse(`${DAY}T10:00:00+08:00`)) {
        late = new NewsDesk({ universe, market: view });
        late.observe();
      }
    }
    const today = Date.parse(`${DAY}T00:00:00+08:00`);
    // (Before the first step the market shows the previous session: its 收评 may come first, stamped that day.)
    const digests = seen.filter((i) => i.digest && i.ts >= today).map((i) => i.digest);
    assert.deepEqual(digests, ['早报', '午评', '收评'], 'one digest of each kind, in order');
    assert.ok(checked >= 3, `checked ${checked} items`);
    const ids = seen.map((i) => i.id);
    assert.equal(new Set(ids).size, ids.length, 'ids unique');
    const history = desk.history({ size: 500 }).list;
    // Past sessions the desk did not watch carry the 早报/收评 it would have written, from finished bars.
    const fromBars = history.filter((f) => /^\d{4}-\d{2}-\d{2}-(早报|收评)$/.test(f.id));
    assert.deepEqual(
      history
        .filter((f) => !fromBars.includes(f))
        .map((f) => f.id)
        .sort(),
      [...ids].sort(),
      'the history keeps exactly what was pushed, plus the past days read from bars',
    );
    assert.ok(fromBars.filter((f) => f.digest === '收评').length >= 6, `${fromBars.length} past digests`);
    const perDay = history.filter((f) => f.digest).map((f) => `${localDay(f.ts)}:${f.digest}`);
    assert.equal(new Set(perDay).size, perDay.length, 'at most one digest of a kind a day (a session the desk saw is not repeated)');
    for (const f of fromBars) {
      assert.ok(f.ts < today && f.title.startsWith('【模拟】') && f.level === 'important', f.id);
      if (f.digest !== '收评') continue;
      const day = localDay(f.ts);
      for (const id of f.codes) {
        const bar = view.kline(id, { period: 'day', adjust: 'none', count: 1, end: dayStart(day + 1) - 1 }).at(-1)!;
        assert.equal(localDay(bar.ts), day, `${f.id}: ${id} did not trade that day`);
        assert.ok(
          f.content.includes(indexPhrase(shortName.get(id)!, (bar.close / bar.preClose - 1) * 100, bar.close)),
          `${f.id} misquotes ${id}: ${f.content}`,
        );
      }
    }
    const lateMorning = late!.history({ size: 500 }).list.find((f) => f.digest === '早报' && f.ts >= today);
    const morning = seen.find((i) => i.digest === '早报' && i.ts >= today)!;
    assert.ok(lateMorning, 'a desk started at 10:00 still writes the 早报');
    assert.equal(lateMorning.ts, morning.ts, '早报 keeps its 08:30 stamp');
    assert.equal(lateMorning.content, morning.content);
  });
}
