/**
 * Properties of 限售解禁 (issue 16): the data centre lists exactly the lock-up model's batches, each
 * stepping that day's float (`floatSharesAt`) from 解禁前 to 解禁后流通股, never above the total; the
 * future batches of a stock share out total − float at the anchor; windows and summaries agree;
 * 解禁市值 at the right close; 20-day returns from the real closes, shown only once those days
 * have closed (point in time: a later last closed day changes nothing of a past day); the same
 * seed gives the same answer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UNLOCK_RANGE_DAYS, UNLOCK_RANGES, type UnlockAnswer } from '../../../../contracts/endpoints/datacentre';
import { dayOfTradingIndex, mainlandIndexPlus, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { documentOf } from '../../../../gateway/sim/disclosures/documents';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { LOCKUP_KINDS, lockupsOf } from '../../../../gateway/sim/market/model/lockups';
import { floatSharesAt, totalSharesAt } from '../../../../gateway/sim/market/model/share-count';
import { ANCHOR, centreFor, sliceCompanies } from './fixture';

const idx = (text: string) => tradingIndexOf(parseDay(text)!);
const day = (t: number) => formatDay(dayOfTradingIndex(t));
const LAST = ANCHOR + 80;

function modelOf(id: string) {
  return sliceCompanies(1).source.models.find((m) => m.profile.sec.id === id)!;
}

test('at the anchor: the future batches are the restricted shares, each stepping the day’s float, windows and summary agree', () => {
  const dc = centreFor(1);
  const a = dc.unlock(ANCHOR, 'next3m');
  assert.equal(a.date, day(ANCHOR));
  const before = dc.unlock(ANCHOR, 'past1m');
  assert.equal(before.summary.past1m.count, before.rows.length);
  assert.ok(before.rows.length > 0, '近一月已解禁 is not empty on the first day');
  assert.ok(
    before.rows.every((r) => r.kind === LOCKUP_KINDS.incentive && r.floatAfter - r.floatBefore > 0),
    'before the anchor only 股权激励 tranches vested (the anchor float already counts them)',
  );
  assert.ok(a.rows.length > 3, `batches in 未来三月: ${a.rows.length}`);
  assert.equal(a.summary.next3m.count, a.rows.length);
  const month = dc.unlock(ANCHOR, 'next1m');
  assert.equal(month.summary.next1m.count, month.rows.length);
  // Windows count mainland days (未来三月 from 2026-11-20 spans 春节 2027's HK-only days).
  assert.ok(month.rows.every((r) => idx(r.unlockDate) <= mainlandIndexPlus(ANCHOR, UNLOCK_RANGE_DAYS.next1m)));
  assert.equal(
    a.calendar.reduce((s, d) => s + d.count, 0),
    before.rows.length + a.rows.length,
    'the calendar spans 近一月 to 未来三月',
  );
  for (const r of a.rows) {
    const m = modelOf(r.id);
    const t = idx(r.unlockDate);
    assert.ok(t > ANCHOR && t <= mainlandIndexPlus(ANCHOR, UNLOCK_RANGE_DAYS.next3m) && !r.unlocked);
    assert.equal(r.floatAfter, floatSharesAt(m, t));
    assert.ok(r.floatAfter <= totalSharesAt(m, t));
    const sameDay = a.rows.filter((x) => x.id === r.id && x.unlockDate === r.unlockDate).reduce((s, x) => s + x.shares, 0);
    assert.ok(Math.abs(r.floatAfter - r.floatBefore - sameDay) <= 1, `${r.id} ${r.unlockDate}: the float steps by the day’s batches`);
    assert.equal(r.value, r.close === null ? null : Math.round(r.shares * r.close * 100) / 100, '解禁市值 at the day’s close');
    assert.ok(Math.abs(r.totalRatio - (r.shares / totalSharesAt(m, t)) * 100) < 1e-3);
    if (mainlandIndexPlus(t, -1) > ANCHOR) assert.equal(r.before20, null, 'the 20 days before are not all closed');
    else assert.notEqual(r.before20, null, 'tomorrow’s batch: the 20 days before it have closed');
    assert.equal(r.after20, null);
  }
  // Every stock's batches share out its restricted shares at the anchor.
  for (const id of new Set(a.rows.map((r) => r.id))) {
    const m = modelOf(id);
    const sum = lockupsOf(m)
      .filter((b) => b.idx > ANCHOR)
      .reduce((s, b) => s + b.shares, 0);
    assert.equal(sum, m.profile.sec.totalShares - m.profile.sec.floatShares, id);
  }
});

test('past batches: value at the unlock day’s close, 20-day returns from the closes once closed; point in time and deterministic', () => {
  // Just after 春节 2027: the month before and the 20 days either side of an unlock span its HK-only
  // days, which a window of mainland days steps over (ANCHOR + 54…57 are HKEX-only days).
  const t = ANCHOR + 62;
  const back = (d: number, n: number) => mainlandIndexPlus(d, -n);
  const ahead = (d: number, n: number) => mainlandIndexPlus(d, n);
  const dc = centreFor(1, LAST);
  const a = dc.unlock(t, 'past1m');
  assert.ok(a.rows.length > 0, 'batches unlocked in the month before the day');
  let checked = 0;
  for (const r of a.rows) {
    const u = idx(r.unlockDate);
    assert.ok(r.unlocked && u <= t && u > back(t, UNLOCK_RANGE_DAYS.past1m), `${r.id} ${r.unlockDate} in the 21 mainland days to ${day(t)}`);
    const m = modelOf(r.id);
    const [b21, b1, a19] = [back(u, 21), back(u, 1), ahead(u, 19)];
    const bars = dayTable(m, b21, a19)!;
    const close = (d: number) => bars.close[d - bars.from]! / 1000;
    assert.equal(r.value, Math.round(r.shares * close(u) * 100) / 100, '解禁市值 at the unlock day’s close');
    const noAction = (from: number, to: number) => ![...bars.actions.keys()].some((k) => k > from && k <= to);
    if (noAction(b21, b1) && b21 >= m.profile.listIdx) {
      assert.ok(Math.abs(r.before20! - (close(b1) / close(b21) - 1) * 100) < 0.011, `${r.id}: 解禁前20日`);
      checked++;
    }
    if (a19 <= t) {
      assert.notEqual(r.after20, null);
      if (noAction(b1, a19)) assert.ok(Math.abs(r.after20! - (close(a19) / close(b1) - 1) * 100) < 0.011, `${r.id}: 解禁后20日`);
    } else assert.equal(r.after20, null, 'not before those 20 days have closed');
  }
  assert.ok(checked > 0);
  const strip = (x: UnlockAnswer) => ({ ...x, latest: '' });
  for (const range of UNLOCK_RANGES) {
    const early = centreFor(1, t).unlock(t, range);
    assert.deepEqual(strip(early), strip(dc.unlock(t, range)), `${range}: the same answer after later days close`);
  }
  assert.deepEqual(centreFor(1, LAST).unlock(t, 'next3m'), dc.unlock(t, 'next3m'), 'deterministic');
});

test('the stock’s 限售股上市流通 提示性公告: 3–5 trading days before, the data centre’s figures, none after the day on show', () => {
  const cs = sliceCompanies(1);
  const t = ANCHOR + 50;
  const a = centreFor(1, LAST).unlock(t, 'past1m');
  const upcoming = centreFor(1, LAST).unlock(t, 'next1m');
  const ctx = new DisclosureContext({ companies: cs, today: () => t });
  const model = new DisclosureModel(ctx, new HolderModel(cs), null);
  let matched = 0;
  for (const r of [...a.rows, ...upcoming.rows]) {
    const slot = cs.slotOf(r.id)!;
    const u = idx(r.unlockDate);
    const notices = model.of(slot).notices.filter((n) => n.type === '限售解禁' && n.doc.kind === 'unlock' && n.doc.day.idx === u);
    for (const n of model.of(slot).notices) assert.ok(n.idx <= t);
    if (u - 3 > t) continue;
    if (notices.length === 0) {
      assert.ok(u - 5 > t, `${r.id} ${r.unlockDate}: its notice may still come`);
      continue;
    }
    assert.equal(notices.length, 1);
    const n = notices[0]!;
    assert.ok(u - n.idx >= 3 && u - n.idx <= 5, `${r.id}: ${day(n.idx)} before ${r.unlockDate}`);
    assert.match(n.title, r.kind.startsWith('首发') ? /首次公开发行部分限售股上市流通的提示性公告/ : /限售股份上市流通的提示性公告/);
    const doc = documentOf(ctx, slot, n);
    const table = doc.sections.find((x) => x.heading === '二、本次限售股上市流通明细')!.table!;
    const wan = (x: number) => (x >= 1e8 ? `${(x / 1e8).toFixed(4)}亿股` : `${(x / 1e4).toFixed(2)}万股`);
    assert.ok(
      table.rows.some((row) => row[0] === r.kind && row[2] === wan(r.shares)),
      `${r.id}: the notice lists ${r.kind} ${wan(r.shares)}`,
    );
    const text = doc.sections.flatMap((x) => x.paragraphs).join('');
    assert.ok(text.includes(wan(r.floatAfter)) && text.includes(wan(r.floatBefore)), 'the floats either side');
    matched++;
  }
  assert.ok(matched > 0, 'some notices checked');
});
