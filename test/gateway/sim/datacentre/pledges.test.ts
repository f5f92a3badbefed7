/**
 * Properties of 股权质押 (issue 16): a holder's pledges not yet released never exceed 90% of what it
 * holds (the 十大股东 holdings of the quarter, before and after any change in it), and only the
 * controlling holder or a holder of 5% or more pledges; point in time (as of a day no pledge starts
 * later, a release shows only from its 解押日, a later last closed day changes nothing of a past
 * day, and what is known stays the same later); 质押比例 = Σ 未解押 ÷ 总股本 within bounds; the same
 * seed gives the same table.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { PledgeAnswer } from '../../../../contracts/endpoints/datacentre';
import { documentOf } from '../../../../gateway/sim/disclosures/documents';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { PledgeModel, periodOf } from '../../../../gateway/sim/disclosures/pledges';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { ANCHOR, centreFor, sliceCompanies } from './fixture';

const day = (t: number) => formatDay(dayOfTradingIndex(t));

test('pledged ≤ 90% of the holding on every day; only controlling or ≥ 5% holders pledge', () => {
  const cs = sliceCompanies(1);
  const holders = new HolderModel(cs);
  const model = new PledgeModel(holders, dayOfTradingIndex);
  const slots = cs.source.profiles.filter((p) => p.sec.kind === 'capital' && cs.isCompany(p.slot)).map((p) => p.slot);
  const pledging = slots.filter((s) => model.of(s, ANCHOR).length > 0);
  assert.ok(pledging.length > slots.length * 0.2 && pledging.length < slots.length * 0.8, `companies with pledges: ${pledging.length}/${slots.length}`);
  const shares = (slot: number, g: number, name: string) => holders.holdings(slot, g).rows.find((r) => r.name === name)?.shares ?? 0;
  fc.assert(
    fc.property(fc.constantFrom(...pledging), fc.integer({ min: ANCHOR - 2500, max: ANCHOR }), (slot, t) => {
      const all = model.of(slot, ANCHOR);
      const g = periodOf(t, dayOfTradingIndex);
      const byHolder = new Map<string, number>();
      for (const p of all) if (p.start <= t && p.end > t) byHolder.set(p.holder, (byHolder.get(p.holder) ?? 0) + p.shares);
      for (const [name, pledged] of byHolder) {
        // Inside quarter g the holding is the one of g − 1 until it changes, then the one of g.
        for (const q of [g - 1, g])
          assert.ok(pledged <= 0.9 * shares(slot, q, name) + 1, `${name} on ${day(t)}: ${pledged} pledged of ${shares(slot, q, name)} (period ${q})`);
      }
    }),
    { numRuns: 60 },
  );
  for (const slot of pledging.slice(0, 40)) {
    const major = holders.majorHolders(slot);
    for (const p of model.of(slot, ANCHOR)) {
      const gs = periodOf(p.start, dayOfTradingIndex);
      const h = holders.holdings(slot, gs - 1);
      const stake = (h.rows.find((r) => r.name === p.holder)?.shares ?? 0) / h.totalShares;
      assert.ok(p.controlling || stake >= 0.05, `${p.holder}: ${stake} of 总股本 when it pledged`);
      assert.equal(p.controlling, major.find((m) => m.name === p.holder)?.controlling, p.holder);
      assert.ok(p.end > p.start && p.shares >= 100_000 && p.shares % 10_000 === 0);
      assert.ok(['券商', '银行', '信托'].includes(p.pledgeeType));
    }
  }
});

test('股权质押 point in time: nothing after the day; releases from their 解押日; a later last day and later days keep what is known', () => {
  const dc = centreFor(1);
  const later = centreFor(1, ANCHOR + 5);
  fc.assert(
    fc.property(fc.integer({ min: ANCHOR - 1500, max: ANCHOR - 30 }), (t) => {
      const a = dc.pledge(t);
      assert.equal(a.date, day(t));
      for (const r of a.details) {
        assert.ok(r.start <= a.date, `${r.id} ${r.holder} starts ${r.start} ≤ ${a.date}`);
        assert.equal(r.end === null, r.status === '未解押');
        if (r.end !== null) assert.ok(r.end <= a.date && r.end > r.start);
      }
      assert.deepEqual({ ...later.pledge(t), latest: a.latest }, a, `${day(t)} with a later last closed day`);
      // Thirty days on: every pledge known then is still listed (or released), with the same terms.
      const next = dc.pledge(t + 30);
      const terms = (r: PledgeAnswer['details'][number]) => `${r.id}|${r.holder}|${r.pledgee}|${r.shares}|${r.start}`;
      const on = new Map(next.details.map((r) => [terms(r), r] as const));
      for (const r of a.details.filter((x) => x.status === '未解押')) {
        const n = on.get(terms(r));
        assert.ok(n, `${terms(r)} still known 30 days on`);
        assert.ok(n.end === null || n.end > a.date, `${terms(r)}: released after ${a.date}`);
      }
    }),
    { numRuns: 8 },
  );
});

test('质押比例 = Σ 未解押 ÷ 总股本; bounds, summary and order', () => {
  const dc = centreFor(1);
  for (const t of [ANCHOR, ANCHOR - 300, ANCHOR - 1200]) {
    const a = dc.pledge(t);
    assert.ok(a.stocks.length > 20, `stocks with pledges on ${day(t)}: ${a.stocks.length}`);
    const active = a.details.filter((r) => r.status === '未解押');
    for (const s of a.stocks) {
      const mine = active.filter((r) => r.id === s.id);
      assert.equal(s.count, mine.length, s.id);
      assert.equal(
        s.shares,
        mine.reduce((x, r) => x + r.shares, 0),
        s.id,
      );
      // 质押比例 is over today's 总股本; each pledge's 占总股本比例 is its announcement's, over the total of its 质押日:
      // the two agree unless new shares (a 定增, a 股权激励 grant) came in between.
      const cs = sliceCompanies(1);
      const capital = cs.company(cs.slotOf(s.id)!).capital;
      assert.ok(Math.abs(s.ratio - (s.shares / capital.at(t)) * 100) < 1e-3, `${s.id}: 质押比例 = 未解押 ÷ 总股本`);
      const since = (r: (typeof mine)[number]) => capital.at(tradingIndexOf(parseDay(r.start)!)) === capital.at(t);
      if (mine.every(since))
        assert.ok(Math.abs(s.ratio - mine.reduce((x, r) => x + r.totalRatio, 0)) < 1e-3 * Math.max(1, mine.length), `${s.id}: 质押比例 = Σ 占总股本比例`);
      assert.ok(s.ratio > 0 && s.ratio <= 60 * 0.9 + 1e-6, `${s.id}: ${s.ratio}% (the controlling holder holds ≤ 60%)`);
      assert.equal(s.value, s.close === null ? 0 : Math.round(s.shares * s.close));
    }
    for (const r of active) {
      assert.ok(r.heldRatio > 0 && r.heldRatio <= 90 + 1e-6, `${r.id} ${r.holder}: ${r.heldRatio}% of its holding`);
      assert.ok(r.totalRatio > 0 && r.totalRatio <= r.heldRatio + 1e-6);
    }
    assert.equal(new Set(active.map((r) => r.id)).size, a.stocks.length, 'a stock per pledged company');
    for (let k = 1; k < a.stocks.length; k++) assert.ok(a.stocks[k - 1]!.ratio >= a.stocks[k]!.ratio, 'highest 质押比例 first');
    for (let k = 1; k < a.details.length; k++) assert.ok(a.details[k - 1]!.start >= a.details[k]!.start, 'newest 质押日 first');
    assert.deepEqual(a.summary, {
      stocks: a.stocks.length,
      pledges: active.length,
      value: a.stocks.reduce((x, s) => x + s.value, 0),
      over30: a.stocks.filter((s) => s.ratio >= 30).length,
    });
  }
});

test('股权质押 is a function of the seed', () => {
  const a = centreFor(1).pledge(ANCHOR);
  assert.deepEqual(centreFor(1).pledge(ANCHOR), a);
  assert.notDeepEqual(
    centreFor(2)
      .pledge(ANCHOR)
      .details.map((r) => `${r.id}|${r.shares}`),
    a.details.map((r) => `${r.id}|${r.shares}`),
  );
});

test('each pledge has its 公告 on its 质押日 and its release on its 解押日, stating the data centre’s figures; none after the day on show', () => {
  const cs = sliceCompanies(1);
  const t = ANCHOR;
  const answer = centreFor(1).pledge(t);
  const ctx = new DisclosureContext({ companies: cs, today: () => t });
  const model = new DisclosureModel(ctx, new HolderModel(cs), null);
  const wan = (x: number) => (x >= 1e8 ? `${(x / 1e8).toFixed(4)}亿股` : `${(x / 1e4).toFixed(2)}万股`);
  let checked = 0;
  let releases = 0;
  const sample = [...answer.details.filter((r) => r.status === '未解押').slice(0, 25), ...answer.details.filter((r) => r.status === '已解押').slice(0, 15)];
  for (const r of sample) {
    const slot = cs.slotOf(r.id)!;
    const all = model.of(slot).notices.filter((n) => n.doc.kind === 'pledge');
    for (const n of model.of(slot).notices) assert.ok(n.idx <= t, 'nothing after the day on show');
    const mine = all.filter(
      (n) => n.doc.kind === 'pledge' && n.doc.pledge.holder === r.holder && day(n.doc.pledge.start) === r.start && n.doc.pledge.shares === r.shares,
    );
    const pledged = mine.find((n) => n.doc.kind === 'pledge' && !n.doc.release)!;
    assert.ok(pledged, `${r.id} ${r.holder} ${r.start}: its 公告`);
    assert.equal(day(pledged.idx), r.start, 'announced on the 质押日');
    assert.match(pledged.title, r.role === '控股股东' ? /^关于控股股东部分股份质押的公告$/ : /^关于持股5%以上股东部分股份质押的公告$/);
    const doc = documentOf(ctx, slot, pledged);
    const row = doc.sections.find((s) => s.heading === '一、本次股份质押的基本情况')!.table!.rows[0]!;
    assert.deepEqual(
      row.slice(0, 5),
      [r.holder, r.role === '控股股东' ? '是' : '否', wan(r.shares), `${r.heldRatio.toFixed(2)}%`, `${r.totalRatio.toFixed(4)}%`],
      'the data centre’s ratios',
    );
    assert.equal(row[7], r.pledgee);
    const release = mine.find((n) => n.doc.kind === 'pledge' && n.doc.release);
    if (r.status === '已解押') {
      assert.ok(release && day(release.idx) === r.end, `${r.id}: the release announced on its 解押日`);
      const after = release.doc.kind === 'pledge' ? release.doc.cumulative : -1;
      assert.ok(after >= 0 && (pledged.doc.kind === 'pledge' ? pledged.doc.cumulative : 0) >= r.shares, 'cumulative counts the pledge while it runs');
      releases++;
    } else assert.equal(release, undefined, 'no release before its day');
    const events = model.of(slot).events.filter((e) => e.type === '股权质押' && e.notice === pledged);
    assert.equal(events.length, 1, 'on the timeline');
    checked++;
  }
  assert.ok(checked >= 10 && releases > 0, `${checked} pledges, ${releases} releases checked`);
});

test('a day’s pledges read lazily (only those running into the window sized) are exactly those of the full build (2 seeds, many days)', () => {
  for (const seed of [1, 2]) {
    const cs = sliceCompanies(seed);
    const holders = new HolderModel(cs);
    const full = new PledgeModel(holders, dayOfTradingIndex, () => ANCHOR);
    const slots = cs.source.profiles.filter((p) => p.sec.kind === 'capital' && cs.isCompany(p.slot)).map((p) => p.slot);
    let seen = 0;
    for (let t = ANCHOR; t > ANCHOR - 2400; t -= 97) {
      // A fresh model per day: nothing built, so `around` takes the lazy path.
      const lazy = new PledgeModel(new HolderModel(cs), dayOfTradingIndex, () => ANCHOR);
      for (const slot of slots) {
        const want = full.of(slot, t).filter((p) => p.end > t - 60);
        assert.deepEqual(lazy.around(slot, t - 60, t), want, `seed ${seed}, slot ${slot}, ${day(t)}`);
        assert.deepEqual(full.around(slot, t - 60, t), want, 'from the built list');
        seen += want.length;
      }
    }
    assert.ok(seen > 1000, `pledges compared: ${seen}`);
  }
});
