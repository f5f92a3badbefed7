import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvField, toCsv, UTF8_BOM } from '../../../../client/components/data-page/csv';
import { codeParam, codeProblem, codesParam, patchSearch, pickParam } from '../../../../client/components/data-page/query-state';

test('CSV: BOM first, CRLF lines, quoted commas and quotes, inert formulas, numbers kept', () => {
  const text = toCsv(
    ['项目', '2024年报'],
    [
      ['营业收入', 1_708_995_000_000.12],
      ['a,"b"', null],
      ['=SUM(A1)', -3.5],
    ],
  );
  assert.ok(text.startsWith(UTF8_BOM));
  const lines = text.slice(1).split('\r\n');
  assert.equal(lines[0], '项目,2024年报');
  assert.equal(lines[1], '营业收入,1708995000000.12');
  assert.equal(lines[2], '"a,""b""",');
  assert.equal(lines[3], "'=SUM(A1),-3.5");
  assert.equal(lines[4], '');
  assert.equal(csvField('-12.5'), '-12.5', 'a signed number text stays a number');
});

test('query: codes are validated, upper-cased, distinct and capped; patches keep other keys', () => {
  assert.equal(codeParam('?code=600519.sh'), '600519.SH');
  // A bare code is read as /stock reads it (issue 27: /pepChat?code=600519 refused it).
  assert.equal(codeParam('?code=600519'), '600519.SH');
  assert.equal(codeParam('?code=sh600519'), '600519.SH');
  assert.equal(codeParam('?code=茅台'), null);
  assert.equal(codeProblem('?code=茅台'), '「茅台」不是有效的证券代码，例如 600519、600519.SH 或 sh600519');
  assert.equal(codeProblem('?code=600519'), null);
  assert.equal(codeProblem(''), null);
  assert.deepEqual(codesParam('?codes=600519.SH,bad,000858.sz,600519.SH', 'codes', 6), ['600519.SH', '000858.SZ']);
  assert.equal(codesParam('?codes=1.SH,2.SH,3.SH', 'codes', 2).length, 2);
  assert.equal(pickParam('?range=5y', 'range', ['3y', '5y'] as const, '3y'), '5y');
  assert.equal(pickParam('?range=zz', 'range', ['3y', '5y'] as const, '3y'), '3y');
  assert.equal(patchSearch('?code=600519.SH&range=3y', { range: '10y', metric: 'pb' }), '?code=600519.SH&range=10y&metric=pb');
  assert.equal(patchSearch('?codes=600519.SH,000858.SZ&page=2', { page: null }), '?codes=600519.SH,000858.SZ');
  assert.equal(patchSearch('?a=1', { a: null }), '');
});
