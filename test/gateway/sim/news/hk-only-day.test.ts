/**
 * A day only HKEX trades (劳动节 2026: 05-04 and 05-05; 国庆: 10-02, 10-05 to 10-07) on the 7×24 desk:
 * no A-share announcement, no A股 summary, index mark or limit-up of the day; HK's summary runs.
 * The history still carries the last mainland trading days' 公告.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isMainlandClosed, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { CompanyNews } from '../../../../gateway/sim/news/announcements';
import { NewsDesk } from '../../../../gateway/sim/news/news-desk';
import { companiesFor } from '../companies/fixture';
import { FakeMarket } from '../routes/market/helpers';

const cs = companiesFor(7);
const HK_ONLY = ['2026-05-04', '2026-05-05', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'];

test('no A-share company item on a day only HKEX trades (劳动节, 国庆 2026), and the first mainland day after has its own', () => {
  const news = new CompanyNews({ companies: cs });
  for (const date of HK_ONLY) {
    const t = tradingIndexOf(parseDay(date)!);
    assert.ok(isMainlandClosed(t), `${date} is a day only HKEX trades`);
    assert.deepEqual(news.candidates(t), [], date);
    assert.deepEqual(news.dayItems(t), [], `${date}: no 公告`);
  }
  // What the closure held back is announced when the mainland reopens (10-08).
  const reopen = tradingIndexOf(parseDay('2026-10-08')!);
  assert.ok(!isMainlandClosed(reopen));
  assert.ok(news.candidates(reopen).length > 0);
});

test('the desk on a day only HKEX trades: 港股收盘 runs, no A股 summary or flash of the day; the history keeps the last mainland days’ 公告', () => {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  // A lively market: were the mainland open, index marks and limit-ups would be news.
  for (const e of universe.all) market.set(e.id, { pct: 2.5 });
  market.t = Date.parse('2026-05-05T23:00:00+08:00');
  const desk = new NewsDesk({ universe, market }, undefined, { companies: cs, background: false });
  const dayStart = Date.parse('2026-05-05T00:00:00+08:00');
  const all = desk.history({ size: 2000 }).list;
  const today = all.filter((f) => f.ts >= dayStart);
  assert.ok(
    today.some((f) => f.title.startsWith('【模拟】港股收盘')),
    today.map((f) => f.title).join(' | '),
  );
  const aShare = today.filter(
    (f) => f.title.includes('A股') || f.category === 'notice' || f.category === 'analysis' || !f.codes.every((c) => c.endsWith('.HK')),
  );
  assert.deepEqual(
    aShare.map((f) => f.title),
    [],
    'nothing of A-shares on the day',
  );
  // The last mainland trading days' 公告 (the 年报 and 一季报 of 04-28 to 04-30) are in the history.
  const notices = all.filter((f) => f.category === 'notice');
  assert.ok(notices.length > 20, `${notices.length} 公告`);
  assert.ok(notices.every((f) => f.ts < Date.parse('2026-05-01T00:00:00+08:00')));
});
