import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IpoRow, ReviewRow } from '../../../../contracts/endpoints/ipo';
import { formatMultiple } from '../../../../contracts/format';
import { ipoColumns, REVIEW_COLUMNS } from '../../../../client/pages/new-stock/components/ipo-columns';
import { sortByColumn } from '../../../../client/components/data-page/sort-rows';

const row = (name: string, sponsor: string): ReviewRow =>
  ({
    name,
    status: '已受理',
    region: '北京',
    industry: '软件',
    sponsor,
    lawFirm: '',
    auditor: '',
    acceptDate: '2026-01-05',
    updateDate: '2026-02-01',
    board: '科创板',
  }) as ReviewRow;

// 新股中心 once sorted text by code point (its copy of the sort dropped the 'zh-CN' collation), so
// 中信 came before 华泰 and 安信; the kit's one sort orders Chinese names by pinyin, as every other page did.
test('IPO审核 sorts 保荐机构 by pinyin (zh-CN collation), not by code point', () => {
  const rows = [row('甲公司', '中信证券'), row('乙公司', '华泰联合'), row('丙公司', '安信证券')];
  const asc = sortByColumn(rows, REVIEW_COLUMNS, { key: 'sponsor', order: 'asc' }).map((r) => r.sponsor);
  assert.deepEqual(asc, ['安信证券', '华泰联合', '中信证券']);
  const desc = sortByColumn(rows, REVIEW_COLUMNS, { key: 'sponsor', order: 'desc' }).map((r) => r.sponsor);
  assert.deepEqual(desc, ['中信证券', '华泰联合', '安信证券']);
});

test('申购 tab: 行业市盈率 sits beside 发行市盈率 and reads as the other multiples (2 decimals, -- when none)', () => {
  const cols = ipoColumns('apply', null);
  const keys = cols.map((c) => c.key);
  assert.equal(keys.indexOf('industryPe'), keys.indexOf('issuePe') + 1);
  const cell = (key: string, r: Partial<IpoRow>) => cols.find((c) => c.key === key)!.cell(r as IpoRow);
  assert.equal(cell('issuePe', { issuePe: 22.456 }), formatMultiple(22.456));
  assert.equal(cell('industryPe', { industryPe: 31.2 }), '31.20');
  assert.equal(cell('industryPe', { industryPe: null }), '--');
});
