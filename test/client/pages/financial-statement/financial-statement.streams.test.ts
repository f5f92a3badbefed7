import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { StatementAnswer } from '../../../../contracts/endpoints/fundamentals';
import { UTF8_BOM } from '../../../../client/components/data-page/csv';
import { csvFileName, formatLineValue, periodHeading, statementCsv } from '../../../../client/pages/financial-statement/financial-statement.streams';

const answer: StatementAnswer = {
  id: '600519.SH',
  name: '贵州茅台',
  format: 'general',
  statement: 'income',
  view: 'report',
  periods: [
    { period: '2024-12-31', label: '年报', noticeDate: '2025-04-03' },
    { period: '2024-09-30', label: '三季报', noticeDate: '2024-10-26' },
  ],
  lines: [
    { key: 'revenue', label: '营业总收入', level: 0, total: true, unit: 'yuan', values: [174_144_000_000.5, 120_000_000_000], yoy: [15.66, null] },
    { key: 'eps', label: '基本每股收益', level: 1, total: false, unit: 'perShare', values: [68.64, 48.42], yoy: [15.38, 15.1] },
  ],
  withheld: 0,
};

test('headings name the report; single quarters name the quarter', () => {
  assert.equal(periodHeading(answer.periods[0]!, 'report'), '2024年报');
  assert.equal(periodHeading({ period: '2024-06-30', label: '二季度', noticeDate: '' }, 'quarter'), '2024二季度');
});

test('values follow their unit and the chosen amount unit', () => {
  assert.equal(formatLineValue(answer.lines[0]!, answer.lines[0]!.values[0]!, 'auto'), '1741.44亿');
  assert.equal(formatLineValue(answer.lines[0]!, answer.lines[0]!.values[0]!, '亿'), '1,741.44');
  assert.equal(formatLineValue(answer.lines[1]!, 68.64, '亿'), '68.64', 'per-share figures are never scaled');
});

test('the CSV is what the table shows: BOM, unit in the header, 同比 columns only when shown', () => {
  const csv = statementCsv(answer, '亿', true);
  assert.ok(csv.startsWith(UTF8_BOM));
  const lines = csv.slice(1).trim().split('\r\n');
  assert.equal(lines[0], '项目（亿元）,2024年报,2024年报同比(%),2024三季报,2024三季报同比(%)');
  assert.equal(lines[1], '营业总收入,1741.44,15.66,1200,');
  assert.equal(lines[2], '基本每股收益,68.64,15.38,48.42,15.1');
  const plain = statementCsv(answer, 'auto', false).slice(1).trim().split('\r\n');
  assert.equal(plain[0], '项目（元，自动万/亿）,2024年报,2024三季报');
  assert.equal(plain[1], '营业总收入,174144000000.5,120000000000');
  assert.equal(csvFileName(answer), '600519.SH-贵州茅台-利润表-按报告期.csv');
});
