/**
 * 行业分析 after its split: the 成分股 columns sort with the kit's one sort (names by pinyin, numbers
 * by value, 亏损 — a null PE — last both ways), and the analysis and spot answers are checked at the
 * boundary (a missing list or code is refused, naming the field).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IndustryMember } from '../../../../contracts/endpoints/industry';
import { sortByColumn } from '../../../../client/components/data-page/sort-rows';
import { MEMBER_COLUMNS } from '../../../../client/pages/industry-analysis/components/member-columns';
import { checkAnalysis, checkSpot } from '../../../../client/pages/industry-analysis/industry-analysis.streams';

const member = (name: string, peTtm: number | null, totalCap: number): IndustryMember => ({
  id: `${name}.SH`,
  code: name,
  name,
  price: 10,
  pct: 1,
  totalCap,
  peTtm,
  turnover: 1,
  amount: 1e8,
  netInflow: 0,
  level2: '白酒',
});

test('成分股 sort: names by pinyin, PE by value with 亏损 last both ways, caps by value', () => {
  const rows = [member('中信', 12, 3e10), member('安信', null, 1e10), member('华泰', 8, 2e10)];
  const names = (key: string, order: 'asc' | 'desc') => sortByColumn(rows, MEMBER_COLUMNS, { key, order }).map((r) => r.name);
  assert.deepEqual(names('name', 'asc'), ['安信', '华泰', '中信']);
  assert.deepEqual(names('peTtm', 'asc'), ['华泰', '中信', '安信']);
  assert.deepEqual(names('peTtm', 'desc'), ['中信', '华泰', '安信']);
  assert.deepEqual(names('totalCap', 'desc'), ['中信', '华泰', '安信']);
  assert.deepEqual(
    MEMBER_COLUMNS.map((c) => c.label),
    ['名称', '代码', '申万二级', '最新价', '涨跌幅', '总市值', '市盈率TTM', '换手率', '成交额', '主力净流入'],
  );
});

test('the analysis and spot answers are checked at the boundary', () => {
  const ok = { board: {}, dates: [], industry: [], hs300: [], members: [], flow: [], chain: [], valuation: {} };
  assert.equal(checkAnalysis(ok), ok);
  assert.throws(() => checkAnalysis({ ...ok, members: null }), /datas\.members/);
  assert.throws(() => checkAnalysis({ ...ok, valuation: undefined }), /datas\.valuation/);
  assert.equal(checkSpot({ code: 'CU', bars: [] }).code, 'CU');
  assert.throws(() => checkSpot({ bars: [] }), /datas\.code/);
});
