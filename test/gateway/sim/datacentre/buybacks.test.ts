/**
 * Properties of 股票回购 (issue 16): every day's purchase lies inside that day's low–high on the
 * K-line and at or under the price cap, is at most {@link MAX_VOLUME_SHARE} of the day's volume, in
 * whole lots, inside the term (≤ 12 months from the approval); the cumulative amount never passes
 * the 上限; the stock's 进展/实施结果 announcements carry exactly the figures the data centre lists
 * on their 截至 day; point in time (as of a day nothing later is listed or announced, a later last
 * closed day changes nothing of a past day); the same seed gives the same table.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { BUYBACK_ENDED_DAYS, type BuybackAnswer, type BuybackRow } from '../../../../contracts/endpoints/datacentre';
import { BuybackModel, MAX_VOLUME_SHARE } from '../../../../gateway/sim/disclosures/buybacks';
import { approvalOf, progressAt } from '../../../../gateway/sim/disclosures/buyback-plan';
import { documentOf } from '../../../../gateway/sim/disclosures/documents';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { ANCHOR, centreFor, sliceCompanies } from './fixture';

const day = (t: number) => formatDay(dayOfTradingIndex(t));
const idx = (text: string) => tradingIndexOf(parseDay(text)!);

test('each purchase inside the day’s low–high, ≤ the cap, ≤ its share of the volume; cumulative ≤ 上限; term ≤ 12 months', () => {
  const cs = sliceCompanies(1);
  const model = new BuybackModel(cs, () => ANCHOR);
  const slots = cs.source.profiles.filter((p) => p.sec.kind === 'capital' && cs.isCompany(p.slot)).map((p) => p.slot);
  const with_ = slots.filter((s) => model.of(s, ANCHOR).length > 0);
  assert.ok(with_.length > slots.length * 0.3 && with_.length < slots.length, `companies with plans: ${with_.length}/${slots.length}`);
  let checked = 0;
  for (const slot of with_.filter((_, i) => i % 3 === 0)) {
    const m = cs.source.models[slot]!;
    for (const b of model.of(slot, ANCHOR)) {
      assert.ok(b.amountLow * 2 === b.amountHigh && b.amountHigh > 0);
      assert.ok(b.priceCap > b.basePrice, 'the cap is a premium over the close before the plan');
      const start = approvalOf(b);
      const limit = new Date(dayOfTradingIndex(start) * 86_400_000);
      limit.setUTCFullYear(limit.getUTCFullYear() + 1);
      assert.ok(dayOfTradingIndex(b.deadline) < limit.getTime() / 86_400_000, `term of ${day(b.plan)} ends ${day(b.deadline)}`);
      if (b.days.length === 0) continue;
      const bars = dayTable(m, b.days[0]!.t, b.days.at(-1)!.t)!;
      let cum = 0;
      for (const d of b.days) {
        const i = d.t - bars.from;
        assert.ok(d.t > start && d.t <= b.deadline, `${day(d.t)} inside the term`);
        assert.ok(!bars.suspended(i));
        assert.ok(d.price >= bars.low[i]! && d.price <= bars.high[i]!, `${day(d.t)}: ${d.price} in ${bars.low[i]}–${bars.high[i]}`);
        assert.ok(d.price <= b.priceCap * 1000 + 1e-6, `${day(d.t)}: ${d.price} ≤ cap ${b.priceCap}`);
        assert.ok(d.shares >= 100 && d.shares % 100 === 0 && d.shares <= bars.volume[i]! * MAX_VOLUME_SHARE, `${day(d.t)}: ${d.shares} of ${bars.volume[i]}`);
        assert.equal(d.fen, (d.shares * d.price) / 10);
        cum += d.fen;
        assert.ok(cum <= b.amountHigh, `cumulative ${cum} ≤ 上限 ${b.amountHigh}`);
        checked++;
      }
      if (b.end !== null) {
        assert.ok(b.end >= b.days.at(-1)!.t && b.end <= b.deadline);
        assert.equal(b.completed, b.end < b.deadline || cum >= b.amountLow, `${day(b.plan)}: 完成 before the deadline or with the 下限 reached`);
      } else assert.ok(b.deadline > ANCHOR, 'a plan still running has its deadline ahead');
    }
  }
  assert.ok(checked > 500, `purchases checked: ${checked}`);
});

test('股票回购 point in time: nothing after the day; a later last closed day keeps a past day; purchases only grow', () => {
  const dc = centreFor(1);
  const later = centreFor(1, ANCHOR + 5);
  const key = (r: BuybackRow) => `${r.id}|${r.planDate}`;
  fc.assert(
    fc.property(fc.integer({ min: ANCHOR - 1200, max: ANCHOR - 25 }), (t) => {
      const a = dc.buyback(t);
      assert.equal(a.date, day(t));
      for (const r of a.rows) {
        for (const d of [r.planDate, r.firstDate, r.endDate, r.noticeDate]) if (d !== null) assert.ok(d <= a.date, `${key(r)}: ${d} ≤ ${a.date}`);
        if (r.meetingDate !== null && r.meetingDate > a.date) assert.equal(r.status, '董事会预案');
        assert.equal(r.endDate !== null, r.status === '完成' || r.status === '到期');
        assert.ok(r.boughtAmount <= r.amountHigh + 1e-6 && r.progress <= 100);
      }
      assert.deepEqual({ ...later.buyback(t), latest: a.latest }, a, `${day(t)} with a later last closed day`);
      const next = new Map(dc.buyback(t + 20).rows.map((r) => [key(r), r] as const));
      for (const r of a.rows.filter((x) => x.endDate === null)) {
        const n = next.get(key(r));
        assert.ok(n, `${key(r)} still listed 20 days on`);
        assert.ok(n.boughtShares >= r.boughtShares && n.priceCap === r.priceCap && n.amountHigh === r.amountHigh);
      }
    }),
    { numRuns: 6 },
  );
});

test('the stock’s 回购 announcements carry the data centre’s figures; none is dated after the day on show', () => {
  const cs = sliceCompanies(1);
  const dc = centreFor(1);
  const today = ANCHOR - 40;
  const ctx = new DisclosureContext({ companies: cs, today: () => today });
  const model = new DisclosureModel(ctx, new HolderModel(cs));
  const lateCtx = new DisclosureContext({ companies: cs, today: () => ANCHOR });
  const late = new DisclosureModel(lateCtx, new HolderModel(cs));
  const rows: BuybackAnswer['rows'] = dc.buyback(today).rows.filter((r) => r.boughtShares > 0);
  assert.ok(rows.length > 10, `plans with purchases: ${rows.length}`);
  let matched = 0;
  const answers = new Map<number, BuybackAnswer>();
  const answerOf = (t: number) => {
    let a = answers.get(t);
    if (!a) {
      a = dc.buyback(t);
      answers.set(t, a);
    }
    return a;
  };
  for (const r of rows.slice(0, 12)) {
    const slot = cs.slotOf(r.id)!;
    const notices = model.of(slot).notices.filter((n) => n.type === '股份回购');
    assert.ok(notices.length > 0);
    const laterNotices = new Map(late.of(slot).notices.map((n) => [n.id, n] as const));
    for (const n of notices) {
      assert.ok(n.idx <= today, `${n.title} ${day(n.idx)} ≤ ${day(today)}`);
      assert.equal(n.category, '重大事项');
      // The same announcement, word for word, when read later.
      assert.deepEqual(documentOf(lateCtx, slot, laterNotices.get(n.id)!).sections, documentOf(ctx, slot, n).sections, n.id);
      if (n.doc.kind !== 'buyback' || (n.doc.stage !== 'progress' && n.doc.stage !== 'result' && n.doc.stage !== 'first')) continue;
      if (n.doc.plan.plan !== idx(r.planDate) || n.doc.through < today - 120) continue;
      const listed = answerOf(n.doc.through).rows.find((x) => x.id === r.id && x.planDate === r.planDate)!;
      assert.ok(listed, `${r.id} ${r.planDate} listed on ${day(n.doc.through)}`);
      const text = documentOf(ctx, slot, n)
        .sections.flatMap((s) => s.paragraphs)
        .join('');
      if (listed.boughtShares === 0) assert.match(text, /尚未回购股份/);
      else {
        assert.ok(text.includes(`已累计回购股份${listed.boughtShares}股`), `${n.title} ${day(n.idx)}: ${listed.boughtShares} shares in «${text}»`);
        assert.ok(text.includes(`成交总金额为${listed.boughtAmount.toFixed(2)}元`), `${n.title}: amount ${listed.boughtAmount}`);
        assert.ok(text.includes(`最高成交价为${listed.highPrice!.toFixed(2)}元/股，最低成交价为${listed.lowPrice!.toFixed(2)}元/股`), `${n.title}: prices`);
        const p = progressAt(n.doc.plan, n.doc.through);
        assert.equal(p.fen / 100, listed.boughtAmount);
      }
      matched++;
    }
  }
  assert.ok(matched > 10, `announcements matched: ${matched}`);
  // The 大事提醒: a plan on the timeline for each plan listed.
  const r = rows[0]!;
  const events = model.of(cs.slotOf(r.id)!).events.filter((e) => e.type === '股份回购' && e.title === '披露回购方案');
  assert.ok(events.some((e) => day(e.idx) === r.planDate));
});

test('summary and order; 股票回购 is a function of the seed', () => {
  const a = centreFor(1).buyback(ANCHOR);
  assert.ok(a.rows.length > 30, `plans: ${a.rows.length}`);
  assert.equal(a.summary.plans, a.rows.length);
  assert.equal(a.summary.active, new Set(a.rows.filter((r) => r.status === '实施中').map((r) => r.id)).size);
  assert.equal(a.summary.newPlans, a.rows.filter((r) => r.planDate >= a.monthFrom).length);
  assert.ok(Math.abs(a.summary.bought - a.rows.reduce((x, r) => x + r.boughtAmount, 0)) < 0.01);
  for (let k = 1; k < a.rows.length; k++) assert.ok(a.rows[k - 1]!.noticeDate >= a.rows[k]!.noticeDate, 'newest 公告日 first');
  for (const r of a.rows) {
    assert.ok(Math.abs(r.progress - (r.boughtAmount / r.amountHigh) * 100) <= 0.005 + 1e-9, `${r.id}: 进度 ${r.progress}`);
    if (r.boughtShares > 0) assert.ok(r.avgPrice! >= r.lowPrice! - 0.01 && r.avgPrice! <= r.highPrice! + 0.01 && r.highPrice! <= r.priceCap);
    assert.ok(r.sharesLow > 0 && r.sharesHigh >= r.sharesLow && r.ratioHigh >= r.ratioLow);
  }
  assert.deepEqual(centreFor(1).buyback(ANCHOR), a);
  assert.notDeepEqual(
    centreFor(2)
      .buyback(ANCHOR)
      .rows.map((r) => `${r.id}|${r.planDate}`),
    a.rows.map((r) => `${r.id}|${r.planDate}`),
  );
});

test('a day’s plans read lazily (only the half-years that reach it drawn, only its plans carried out), or stepping from another day, are exactly those of the full build (2 seeds, many days)', () => {
  for (const seed of [1, 2]) {
    const cs = sliceCompanies(seed);
    const full = new BuybackModel(cs, () => ANCHOR);
    const slots = cs.source.profiles.filter((p) => p.sec.kind === 'capital' && cs.isCompany(p.slot)).map((p) => p.slot);
    let seen = 0;
    // One model stepping through the days (back, then forth): what an earlier day built serves or widens.
    const stepping = new BuybackModel(cs, () => ANCHOR);
    const days: number[] = [];
    for (let t = ANCHOR - 3; t > ANCHOR - 1900; t -= 89) days.push(t);
    for (const t of [...days, ANCHOR - 400, ANCHOR - 399, ANCHOR - 250, ANCHOR]) {
      // A fresh model per day: nothing built, so `around` takes the lazy path.
      const lazy = new BuybackModel(cs, () => ANCHOR);
      for (const slot of slots) {
        const want = full.of(slot, t).filter((b) => b.plan <= t && (b.end === null || b.end >= t - BUYBACK_ENDED_DAYS));
        assert.deepEqual(lazy.around(slot, t - BUYBACK_ENDED_DAYS, t), want, `seed ${seed}, slot ${slot}, ${day(t)}`);
        assert.deepEqual(stepping.around(slot, t - BUYBACK_ENDED_DAYS, t), want, `stepping to ${day(t)}`);
        assert.deepEqual(full.around(slot, t - BUYBACK_ENDED_DAYS, t), want, 'from the built plans');
        seen += want.length;
      }
    }
    assert.ok(seen > 1000, `plans compared: ${seen}`);
  }
});
