/**
 * The stock catalogue's ownership cards: 重要股东持股 (top-10 share, institutions' share of the
 * float from 机构持仓) and 股东户数 (latest count, change, sparkline oldest first).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { of } from 'rxjs';
import type { HolderAnswer, HolderNumAnswer, InstHoldAnswer } from '../../../../contracts/endpoints/disclosures';
import {
  holderNumSummary,
  holderSummary,
  moduleSummaries$,
  type ModuleSummaries,
  type SummaryDeps,
} from '../../../../client/components/fundamentals/module-summaries.streams';

const holders = { period: '2026-09-30', top10Ratio: 70.125 } as HolderAnswer;
const inst = {
  rows: [
    { period: '2026-09-30', total: { count: 51, shares: 1, floatRatio: 7.5895 } },
    { period: '2026-06-30', total: { count: 90, shares: 1, floatRatio: 9.1 } },
  ],
} as InstHoldAnswer;
const nums = {
  rows: [
    { date: '2026-09-30', holders: 200266, changeRatio: -0.31 },
    { date: '2026-08-20', holders: 200892, changeRatio: -11.41 },
  ],
} as HolderNumAnswer;

test('ownership cards: figures, notes and sparklines', () => {
  assert.deepEqual(holderSummary(holders, inst), { figure: '前十大股东 70.13%', note: '机构持流通 7.59%', spark: [9.1, 7.5895] });
  assert.deepEqual(holderSummary(holders, null), { figure: '前十大股东 70.13%', note: '2026三季报', spark: [] });
  assert.equal(holderSummary(null, null), null);
  const n = holderNumSummary(nums)!;
  assert.equal(n.figure, '股东户数 20.03万户');
  assert.match(n.note!, /^较上期 -0\.31%$/);
  assert.deepEqual(n.spark, [200892, 200266]);
  assert.equal(holderNumSummary({ code: 'x', name: 'x', rows: [] }), null);
});

test('ownership cards join the catalogue summaries; a failing call stays quiet', () => {
  const never = () => of() as never;
  const deps: SummaryDeps = {
    fetchPepb: never,
    fetchGrow: never,
    fetchDivi: never,
    fetchSegments: never,
    fetchCompare: never,
    fetchHolders: () => of(holders),
    fetchInst: () => of(inst),
    fetchHolderNum: () => of(nums),
  };
  let last: ModuleSummaries = {};
  moduleSummaries$(deps, '600519.SH', true).subscribe((s) => (last = s));
  assert.equal(last.shareholders?.figure, '前十大股东 70.13%');
  assert.equal(last.holderNum?.figure, '股东户数 20.03万户');
});
