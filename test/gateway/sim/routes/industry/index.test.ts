/**
 * Industry API over the whole sim app (fake market): the three board lists with consistent
 * breadth (涨 + 跌 + 平 = members) and PE statistics, pinyin and name search, 行业分析 of a 申万一级
 * and a concept, spot K-lines on trading days, and bad parameters answered in Chinese.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IndustryAnalysisAnswer, IndustryListAnswer, SpotKListAnswer } from '../../../../../contracts/endpoints/industry';
import { isTradingDay } from '../../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../../contracts/calendar/index';
import { peStats } from '../../../../../gateway/sim/industry/boards';
import { buildMarketApp, expectError, getOk } from '../market/helpers';

test('industry/list: 申万一级 31 boards ranked by change, breadth adds up, PE stats from the members', async (t) => {
  const { app, universe } = await buildMarketApp(t);
  const a = await getOk<IndustryListAnswer>(app, '/api/v3/industry/list');
  assert.equal(a.type, 'sw1');
  assert.equal(a.rows.length, 31);
  a.rows.forEach((r, i) => {
    assert.equal(r.rank, i + 1);
    if (i > 0) assert.ok(a.rows[i - 1]!.pct >= r.pct);
    const members = universe.constituents(r.indexId!).length;
    assert.equal(r.up + r.down + r.flat, members, r.name);
    assert.equal(r.pe.count, members);
    assert.ok(r.pe.counted <= r.pe.count);
    assert.equal(r.pe.median, r.pe.counted ? 21.46 : null, 'the fake market gives every stock PE 21.456');
    assert.ok(r.totalCap > 0 && r.turnover >= 0);
    if (r.leader) assert.ok(universe.constituents(r.indexId!).includes(r.leader.id));
  });
  const sw2 = await getOk<IndustryListAnswer>(app, '/api/v3/industry/list?type=sw2');
  assert.ok(sw2.rows.length > 60);
  assert.ok(sw2.rows.every((r) => r.parent && r.indexId === null && r.analysisCode.startsWith('801')));
  const baijiu = sw2.rows.find((r) => r.name === '白酒')!;
  assert.ok(baijiu.leader, '白酒 has members');
  const concept = await getOk<IndustryListAnswer>(app, '/api/v3/industry/list?type=concept');
  assert.ok(concept.rows.length >= 10 && concept.rows.every((r) => r.indexId?.startsWith('990')));
});

test('industry/list: search by name, code and pinyin initials', async (t) => {
  const { app } = await buildMarketApp(t);
  const byPinyin = await getOk<IndustryListAnswer>(app, `/api/v3/industry/list?q=spyl`);
  assert.deepEqual(
    byPinyin.rows.map((r) => r.name),
    ['食品饮料'],
  );
  const byName = await getOk<IndustryListAnswer>(app, `/api/v3/industry/list?type=sw2&q=${encodeURIComponent('银行')}`);
  assert.ok(byName.rows.length >= 3 && byName.rows.every((r) => r.name.includes('银行') || r.parent === '银行'));
  const byCode = await getOk<IndustryListAnswer>(app, '/api/v3/industry/list?q=801120');
  assert.equal(byCode.rows[0]!.name, '食品饮料');
  assert.match(await expectError(app, 'GET', '/api/v3/industry/list?type=sw3', '400'), /参数 type/);
  assert.match(await expectError(app, 'GET', `/api/v3/industry/list?q=${'x'.repeat(21)}`, '400'), /参数 q/);
});

test('industry/analysis: a 申万一级 and a concept; chain of three stages; bad codes refused', async (t) => {
  const { app } = await buildMarketApp(t);
  const a = await getOk<IndustryAnalysisAnswer>(app, '/api/v3/industry/analysis?code=801120');
  assert.equal(a.board.name, '食品饮料');
  assert.equal(a.industry.length, a.dates.length);
  assert.equal(a.hs300.length, a.dates.length);
  assert.deepEqual(
    a.chain.map((n) => n.stage),
    ['上游', '中游', '下游'],
  );
  assert.ok(a.chain.every((n) => n.companies.length > 0));
  assert.ok(a.members.length > 10);
  assert.equal(
    a.members.reduce((s, m) => s + m.netInflow, 0),
    a.board.netInflow,
  );
  assert.equal(a.flow.at(-1)!.netInflow, a.board.netInflow);
  // Month ends are mainland days: January 2025's last index day (01-28, 春节 eve) traded in HK only.
  for (const d of [...a.valuation.dates, ...a.flow.map((f) => f.date)]) assert.ok(isTradingDay(parseDay(d)!), `${d} is a mainland trading day`);
  assert.ok(a.valuation.dates.includes('2025-01-27'), 'January 2025 ends on 01-27 for the A-share market');
  const concept = await getOk<IndustryAnalysisAnswer>(app, '/api/v3/industry/analysis?code=990001.SH&range=3m');
  assert.equal(concept.board.type, 'concept');
  assert.match(await expectError(app, 'GET', '/api/v3/industry/analysis', '400'), /缺少参数 code/);
  assert.match(await expectError(app, 'GET', '/api/v3/industry/analysis?code=abc', '400'), /参数 code 取值无效/);
  assert.match(await expectError(app, 'GET', '/api/v3/industry/analysis?code=600519', '404'), /未找到行业/);
  assert.match(await expectError(app, 'GET', '/api/v3/industry/analysis?code=801120&range=9y', '400'), /参数 range/);
});

test('industry/analysis of a 申万二级 board: its members’ float-cap-weighted index against 沪深300, its parent’s chain', async (t) => {
  const { app } = await buildMarketApp(t);
  const list = await getOk<IndustryListAnswer>(app, `/api/v3/industry/list?type=sw2&q=${encodeURIComponent('白酒')}`);
  const row = list.rows.find((r) => r.name === '白酒')!;
  assert.equal(row.analysisCode, row.code, 'a 申万二级 row opens its own analysis');
  const a = await getOk<IndustryAnalysisAnswer>(app, `/api/v3/industry/analysis?code=${row.code}&range=3m`);
  assert.equal(a.board.type, 'sw2');
  assert.equal(a.board.parent, '食品饮料');
  assert.ok(
    a.dates.length > 40 && a.industry.length === a.dates.length && a.hs300.length === a.dates.length,
    `a line of its own: ${a.dates.length} ${a.industry.length} ${a.hs300.length} `,
  );
  assert.equal(a.industry[0], 0);
  assert.ok(a.members.length > 0 && a.members.every((m) => m.level2 === '白酒'));
  const parent = await getOk<IndustryAnalysisAnswer>(app, '/api/v3/industry/analysis?code=801120&range=3m');
  assert.deepEqual(a.dates, parent.dates, 'the same days as its parent’s index');
  assert.notDeepEqual(a.industry, parent.industry, 'not the parent’s index');
  assert.deepEqual(
    a.chain.map((n) => n.name),
    parent.chain.map((n) => n.name),
    'the parent’s 产业链',
  );
  assert.match(await expectError(app, 'GET', '/api/v3/industry/analysis?code=80112099', '404'), /未找到行业/);
});

test('spotKList: bars on trading days, oldest first, consistent OHLC, the same twice; bad code and count refused', async (t) => {
  const { app } = await buildMarketApp(t);
  const a = await getOk<SpotKListAnswer>(app, '/api/v2/IndustrialChain/spotKList?code=LC&count=60');
  assert.equal(a.name, '碳酸锂');
  assert.equal(a.bars.length, 60);
  for (let i = 0; i < a.bars.length; i++) {
    const b = a.bars[i]!;
    assert.ok(isTradingDay(parseDay(b.date)!), b.date);
    assert.ok(b.l <= Math.min(b.o, b.c) && b.h >= Math.max(b.o, b.c));
    if (i > 0) assert.ok(a.bars[i - 1]!.t < b.t);
  }
  assert.ok(a.bars.at(-1)!.date <= '2025-11-27');
  assert.deepEqual(await getOk<SpotKListAnswer>(app, '/api/v2/IndustrialChain/spotKList?code=lc&count=60'), a);
  assert.match(await expectError(app, 'GET', '/api/v2/IndustrialChain/spotKList?code=XX', '404'), /未找到现货品种/);
  assert.match(await expectError(app, 'GET', '/api/v2/IndustrialChain/spotKList?code=LC&count=0', '400'), /参数 count/);
});

test('peStats: loss makers are counted but left out; weighted = Σcap ÷ Σ(cap ÷ PE)', () => {
  const s = peStats([
    { cap: 100, pe: 10 },
    { cap: 300, pe: 30 },
    { cap: 50, pe: null },
  ]);
  assert.deepEqual(s, { count: 3, counted: 2, weighted: 20, median: 20, mean: 20 });
  assert.deepEqual(peStats([]), { count: 0, counted: 0, weighted: null, median: null, mean: null });
});
