/**
 * Properties of 停复牌 (issue 16): a stock is 停牌 on a day exactly when its K-line bar that day is
 * flagged SUSPENDED; its 停牌开始日 is the first day of that run and 停牌天数 the days so far; a stock
 * is 复牌 on the first traded day after a run, whose days it reports; the reason is the one the
 * stock's own 停牌公告 gives (the 公告 page and the table agree); the same day asked twice gives the
 * same table, and a later last closed day changes nothing of a past day.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { suspensionTexts } from '../../../../gateway/sim/disclosures/suspensions';
import { mainlandDaysIn } from '../../../../gateway/sim/datacentre/days';
import { dayOfTradingIndex, isMainlandClosed, mainlandIndexAtOrBefore, mainlandIndexPlus, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { ANCHOR, centreFor, sliceCompanies } from './fixture';

const day = (t: number) => formatDay(dayOfTradingIndex(t));
const idx = (text: string) => tradingIndexOf(parseDay(text)!);
/** The data centre's days (mainland trading days) among indexes [from, to]. */
const mainlandDays = (from: number, to: number, step = 1) => {
  const out: number[] = [];
  for (let t = from; t <= to; t += step) if (!isMainlandClosed(t)) out.push(t);
  return out;
};

test('停牌 rows are exactly the suspended bars; 复牌 = first traded day after a run; runs counted from their start', () => {
  const dc = centreFor(1);
  fc.assert(
    fc.property(fc.integer({ min: ANCHOR - 400, max: ANCHOR }), (k) => {
      // The data centre's days are mainland days; "the day before" is the mainland one.
      const t = mainlandIndexAtOrBefore(k);
      const prev = mainlandIndexPlus(t, -1);
      const a = dc.suspension(t);
      const suspended = new Set(a.suspended.map((r) => r.id));
      const resumed = new Set(a.resumed.map((r) => r.id));
      dc.frames.stocks.forEach((s, i) => {
        if (s.exchange === 'HK') return;
        const bars = dayTable(dc.frames.model(i), prev, t);
        const n = bars?.length ?? 0;
        const isToday = bars !== null && bars.from + n - 1 === t;
        const susp = isToday && bars.suspended(n - 1);
        assert.equal(suspended.has(s.id), susp, `${s.id} 停牌 on ${day(t)} ⇔ its bar is suspended`);
        const wasSusp = isToday && bars.from === prev && bars.suspended(0);
        assert.equal(resumed.has(s.id), isToday && !susp && wasSusp, `${s.id} 复牌 on ${day(t)}`);
      });
      for (const r of a.suspended) {
        const i = dc.row(r.id)!;
        const from = idx(r.from);
        assert.equal(r.days, mainlandDaysIn(from, t));
        const before = mainlandIndexPlus(from, -1);
        const run = dayTable(dc.frames.model(i), before, t)!;
        for (let k = 1; k < run.length; k++) assert.ok(run.suspended(k), `${r.id} suspended from ${r.from} to ${day(t)}`);
        assert.ok(!run.suspended(0) || run.from === from, `${r.id}: the mainland day before ${r.from} traded`);
        assert.equal(r.reason, suspensionTexts(dc.frames.model(i).profile, from).reason);
        assert.equal(r.close, run.close[run.length - 1]! / 1000);
      }
      for (const r of a.resumed) {
        const i = dc.row(r.id)!;
        assert.equal(idx(r.to), prev);
        assert.equal(r.days, mainlandDaysIn(idx(r.from), prev));
        const run = dayTable(dc.frames.model(i), mainlandIndexPlus(idx(r.from), -1), t)!;
        assert.equal(run.suspended(0), false);
        for (let k = 1; k < run.length - 1; k++) assert.ok(run.suspended(k));
        assert.equal(run.suspended(run.length - 1), false);
      }
    }),
    { numRuns: 12 },
  );
});

test('停牌原因 = the stock 停牌公告 title; a few a day over the market', () => {
  const dc = centreFor(1);
  const cs = sliceCompanies(1);
  const model = new DisclosureModel(new DisclosureContext({ companies: cs, today: () => ANCHOR + 1 }), new HolderModel(cs));
  const seen = new Map<string, { from: number; reason: string }>();
  let rows = 0;
  // The data centre's days: mainland ones (an HK-only day of 国庆 is no A-share's 停牌).
  const days = mainlandDays(ANCHOR - 40, ANCHOR);
  for (const t of days) {
    const a = dc.suspension(t);
    rows += a.suspended.length;
    for (const r of a.suspended) seen.set(r.id, { from: idx(r.from), reason: r.reason });
  }
  assert.ok(rows / days.length >= 0.5 && rows / days.length <= 15, `suspended a day over the slice: ${rows / days.length}`);
  let checked = 0;
  for (const [id, { from, reason }] of seen) {
    const slot = cs.slotOf(id);
    if (slot === undefined || !cs.isCompany(slot)) continue;
    const notices = model.of(slot).notices.filter((n) => n.idx === mainlandIndexPlus(from, -1) && n.type === '停复牌' && n.doc.kind === 'suspend');
    assert.equal(notices.length, 1, `${id}: one 停牌公告 the day before ${day(from)}`);
    assert.ok(notices[0]!.title.includes(reason), `${id}: ${notices[0]!.title} gives ${reason}`);
    if (++checked >= 4) break;
  }
  assert.ok(checked >= 1);
});

test('停复牌: the same day asked twice or with a later last day → the same table', () => {
  const t = ANCHOR - 9;
  const a = centreFor(1).suspension(t);
  assert.deepEqual(centreFor(1).suspension(t), a);
  const later = centreFor(1, ANCHOR + 5).suspension(t);
  assert.deepEqual(later.suspended, a.suspended);
  assert.deepEqual(later.resumed, a.resumed);
});

test('停牌 runs of a week or more happen (筹划重大资产重组), their 停牌天数 counting up to the run’s end', () => {
  const dc = centreFor(1);
  const longest = new Map<string, { days: number; reason: string }>();
  for (const t of mainlandDays(ANCHOR - 120, ANCHOR, 2)) {
    for (const r of dc.suspension(t).suspended) {
      const seen = longest.get(r.id);
      if (!seen || r.days > seen.days) longest.set(r.id, { days: r.days, reason: r.reason });
    }
  }
  const long = [...longest.values()].filter((x) => x.days >= 5);
  assert.ok(long.length > 0, `runs of 5 days or more over 120 days: ${long.length} of ${longest.size}`);
  assert.ok(
    long.every((x) => x.reason === '筹划重大资产重组事项'),
    'a run planned for 5 days or more is a 重大资产重组',
  );
});

test('停牌 runs spanning 国庆 count mainland days; the first day back, only stocks 停牌 on the last day before are 复牌', () => {
  const dc = centreFor(1);
  let spanning = 0;
  for (const [before, back] of [
    ['2025-09-30', '2025-10-09'],
    ['2026-09-30', '2026-10-08'],
  ] as const) {
    const t = idx(back);
    const prev = idx(before);
    assert.equal(mainlandIndexPlus(t, -1), prev);
    assert.ok(isMainlandClosed(t - 1), `${back}: HKEX traded the day before`);
    const y = dc.frames.frame(prev, ANCHOR);
    const a = dc.suspension(t);
    for (const r of a.resumed) {
      assert.equal(r.to, before, `${r.id} 复牌 on ${back}: its run ended ${before}`);
      assert.equal(y.suspended[dc.row(r.id)!], 1);
    }
    for (const r of a.suspended) {
      const from = idx(r.from);
      assert.ok(!isMainlandClosed(from), `${r.id}: 停牌 from a mainland day`);
      assert.equal(r.days, mainlandDaysIn(from, t), `${r.id}: 停牌天数 in mainland days`);
      if (from <= prev) spanning++;
    }
  }
  // Pinned for seed 1's slice: at least one run spans a 国庆 (if none did, this test would check nothing of it).
  assert.ok(spanning > 0, 'a 停牌 run spans 国庆');
});
