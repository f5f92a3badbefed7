/**
 * Properties of 股东增减持 (issue 16): the table lists exactly the 增减持 announcements the stocks'
 * own 公告 pages list (same holder, shares, 公告日, title) and the 十大股东 page's holdings of the two
 * periods; point in time (as of a day nothing announced later appears, a change shows from its own 公告日
 * inside its quarter, and a later last closed day changes nothing of a past day); the ratios
 * are those of the shares and within bounds; the same seed gives the same table.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { HolderChangeAnswer, HolderChangeRow } from '../../../../contracts/endpoints/datacentre';
import { parsePeriod, periodEndDay } from '../../../../gateway/sim/companies/periods';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { holderChangesOf, majorHolderChangesOf, NOMINEE_HOLDERS } from '../../../../gateway/sim/disclosures/holder-changes';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { ANCHOR, centreFor, sliceCompanies } from './fixture';

const day = (t: number) => formatDay(dayOfTradingIndex(t));
const idx = (text: string) => tradingIndexOf(parseDay(text)!);
const key = (r: { id: string; holder: string; noticeDate: string }) => `${r.id}|${r.holder}|${r.noticeDate}`;

/** What the stock's 公告 page (as of day t) says of its 增减持 with 公告日 in [from, t]. */
function pageRows(model: DisclosureModel, slot: number, from: number) {
  return model
    .of(slot)
    .notices.filter((n) => n.doc.kind === 'holder' && n.idx >= from)
    .map((n) => {
      if (n.doc.kind !== 'holder') throw new Error('holder');
      return { holder: n.doc.name, before: n.doc.before, after: n.doc.after, noticeDate: day(n.idx), title: n.title, total: n.doc.total };
    })
    .sort((a, b) => (a.noticeDate + a.holder).localeCompare(b.noticeDate + b.holder));
}

test('股东增减持 = the stocks’ own 增减持 公告 and their 十大股东 holdings (sampled stocks, three days)', () => {
  const dc = centreFor(1);
  const cs = sliceCompanies(1);
  const holders = new HolderModel(cs);
  for (const t of [ANCHOR, ANCHOR - 60, ANCHOR - 200]) {
    const a = dc.holderChange(t, '1y');
    const from = idx(a.from);
    assert.ok(a.rows.length >= 50, `a year of announcements over the slice as of ${day(t)}: ${a.rows.length}`);
    const model = new DisclosureModel(new DisclosureContext({ companies: cs, today: () => t }), new HolderModel(cs));
    const listed = [...new Set(a.rows.map((r) => r.id))];
    const absent = dc.frames.stocks.filter((s) => s.exchange !== 'HK' && cs.isCompany(s.slot) && !listed.includes(s.id)).map((s) => s.id);
    const sample = [...listed.filter((_, k) => k % Math.ceil(listed.length / 8) === 0), ...absent.filter((_, k) => k % Math.ceil(absent.length / 4) === 0)];
    let inTop10 = 0;
    let rowsChecked = 0;
    for (const id of sample) {
      const slot = cs.slotOf(id)!;
      const mine = a.rows
        .filter((r) => r.id === id)
        .map((r) => ({ holder: r.holder, before: r.before, after: r.after, noticeDate: r.noticeDate, title: r.title }))
        .sort((x, y) => (x.noticeDate + x.holder).localeCompare(y.noticeDate + y.holder));
      const page = pageRows(model, slot, from);
      assert.deepEqual(
        mine,
        page.map(({ total: _, ...r }) => r),
        `${id} as of ${day(t)}: the table and the 公告 page`,
      );
      for (const r of a.rows.filter((x) => x.id === id)) {
        const g = parsePeriod(r.reportPeriod)!;
        const now = holders.at(slot, g).top10.find((h) => h.name === r.holder);
        const was = holders.at(slot, g - 1).top10.find((h) => h.name === r.holder);
        if (now && was) {
          inTop10++;
          assert.equal(now.shares, r.after, `${id} ${r.holder}: 变动后持股 = 十大股东 of ${r.reportPeriod}`);
          assert.equal(was.shares, r.before, `${id} ${r.holder}: 变动前持股 = the period before`);
          assert.ok(Math.abs(now.ratio - r.afterRatio) < 0.01, `${id} ${r.holder}: ${now.ratio} vs ${r.afterRatio}`);
        }
        rowsChecked++;
      }
    }
    assert.ok(rowsChecked >= 5 && inTop10 === rowsChecked, `holders of 5% or more are in 十大股东: ${inTop10}/${rowsChecked}`);
  }
});

test('point in time: nothing announced after the day, each inside its quarter; a later last day changes nothing', () => {
  const dc = centreFor(1);
  const later = centreFor(1, ANCHOR + 5);
  fc.assert(
    fc.property(fc.integer({ min: ANCHOR - 500, max: ANCHOR }), fc.constantFrom('1m', '3m', '6m', '1y' as const), (t, period) => {
      const a = dc.holderChange(t, period);
      assert.equal(a.date, day(t));
      for (const r of a.rows) {
        assert.ok(r.noticeDate <= a.date && r.noticeDate >= a.from, `${key(r)} within [${a.from}, ${a.date}]`);
        const g = parsePeriod(r.reportPeriod)!;
        const notice = parseDay(r.noticeDate)!;
        assert.ok(notice > periodEndDay(g - 1) && notice <= periodEndDay(g), `${key(r)}: announced inside its quarter`);
      }
      assert.deepEqual({ ...later.holderChange(t, period), latest: a.latest }, a, `${day(t)} ${period} with a later last closed day`);
      // What is known on t stays known the next days (with the same window start), and more may appear.
      const next = dc.holderChange(Math.min(ANCHOR, t + 20), '1y');
      const known = new Set(next.rows.map(key));
      for (const r of a.rows) if (r.noticeDate >= next.from) assert.ok(known.has(key(r)), `${key(r)} still listed 20 days on`);
    }),
    { numRuns: 10 },
  );
});

test('ratios: ≥ 5% or controlling, moved ≥ 0.5 point; 变动数量 and the ratios agree; summary and order', () => {
  const dc = centreFor(1);
  const check = (a: HolderChangeAnswer) => {
    const rows: HolderChangeRow[] = a.rows;
    for (const r of rows) {
      const who = key(r);
      assert.ok(Math.max(r.beforeRatio, r.afterRatio) >= 5 || r.role === '控股股东', `${who}: 5% or more`);
      assert.ok(!NOMINEE_HOLDERS.has(r.holder), `${who}: a nominee (香港中央结算) never announces a 增减持`);
      assert.ok(Math.abs(r.totalRatio) >= 0.5 - 1e-6, `${who}: moved ${r.totalRatio}`);
      assert.ok(r.afterRatio > 0 && r.afterRatio <= 60.0001 && r.beforeRatio > 0 && r.beforeRatio <= 60.0001, `${who}: stakes within (0, 60%]`);
      assert.ok(Math.abs(r.afterRatio - r.beforeRatio - r.totalRatio) < 2e-4, `${who}: 变动比例 = after − before`);
      assert.equal(r.direction, r.totalRatio > 0 ? '增持' : '减持', who);
      assert.equal(Math.sign(r.change), Math.sign(r.totalRatio), who);
      assert.ok(r.title.includes(r.direction === '增持' ? '增持' : '减持'), `${who}: ${r.title}`);
      assert.ok(Math.abs(r.floatRatio) >= Math.abs(r.totalRatio) - 1e-4 && Math.sign(r.floatRatio) === Math.sign(r.totalRatio), `${who}: 占流通股 ≥ 占总股本`);
      assert.ok(r.after > 0 && r.before > 0);
      assert.ok(r.close === null || r.close > 0);
    }
    for (let k = 1; k < rows.length; k++) assert.ok(rows[k - 1]!.noticeDate >= rows[k]!.noticeDate, 'newest first');
    const up = rows.filter((r) => r.direction === '增持').length;
    assert.deepEqual(a.summary, { count: rows.length, up, down: rows.length - up, stocks: new Set(rows.map((r) => r.id)).size });
  };
  for (const t of [ANCHOR, ANCHOR - 60, ANCHOR - 250]) for (const p of ['1m', '3m', '6m', '1y'] as const) check(dc.holderChange(t, p));
  // Wider windows hold the narrower ones.
  const y = new Set(dc.holderChange(ANCHOR, '1y').rows.map(key));
  for (const r of dc.holderChange(ANCHOR, '6m').rows) assert.ok(y.has(key(r)));
  // 最新价 of the day answered: the frame's close.
  const a = dc.holderChange(ANCHOR - 3, '1y');
  const f = dc.frames.frame(ANCHOR - 3, ANCHOR);
  for (const r of a.rows.slice(0, 20)) assert.equal(r.close, f.close[dc.row(r.id)!]);
});

test('股东增减持 is a function of the seed', () => {
  const a = centreFor(1).holderChange(ANCHOR, '1y');
  assert.deepEqual(centreFor(1).holderChange(ANCHOR, '1y'), a);
  const b = centreFor(2).holderChange(ANCHOR, '1y');
  assert.notDeepEqual(
    b.rows.map((r) => key(r)),
    a.rows.map((r) => key(r)),
  );
});

test('近一月 is not empty: holders announce inside the quarter, not only once its report is out', () => {
  const dc = centreFor(1);
  const days = [ANCHOR, ANCHOR - 15, ANCHOR - 30, ANCHOR - 45, ANCHOR - 60, ANCHOR - 75];
  const counts = days.map((t) => dc.holderChange(t, '1m').rows.length);
  assert.ok(counts.filter((n) => n > 0).length >= 5, `近一月 rows on six days 15 apart: ${counts.join(', ')}`);
});

test('a period’s changes read from the two major holders alone are exactly those the holder lists give (2 seeds, every company, 24 periods)', () => {
  for (const seed of [1, 2]) {
    const cs = sliceCompanies(seed);
    const ctx = new DisclosureContext({ companies: cs, today: () => 0 });
    const lists = new HolderModel(cs);
    const majors = new HolderModel(cs);
    let changes = 0;
    let screened = 0;
    for (const slot of ctx.aShareSlots()) {
      const bounds = { announce: majors.minorStakeMax(slot, NOMINEE_HOLDERS), rank: majors.minorStakeMax(slot, new Set()) };
      if (bounds.announce < 0.05) screened++;
      const first = ctx.firstListedPeriod(slot);
      for (let g = 2021 * 4; g < 2027 * 4; g++) {
        const want = holderChangesOf(lists, slot, g, ctx.key(slot), first);
        assert.deepEqual(
          majorHolderChangesOf(majors, slot, g, () => ctx.key(slot), first, bounds),
          want,
          `seed ${seed}, slot ${slot}, period ${g}`,
        );
        changes += want.length;
      }
    }
    assert.ok(changes > 500 && screened > ctx.aShareSlots().length / 2, `changes compared: ${changes}; companies read from their major holders: ${screened}`);
  }
});
