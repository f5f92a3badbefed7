import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NEVER, of, throwError } from 'rxjs';
import type { CompareAnswer, DiviAnswer, GrowAnswer, PepbAnswer, SegmentsAnswer } from '../../../../contracts/endpoints/fundamentals';
import {
  moduleSummaries$,
  segmentSummary,
  thin,
  type ModuleSummaries,
  type SummaryDeps,
} from '../../../../client/components/fundamentals/module-summaries.streams';

const stat = (metric: string, current: number | null, percentile: number | null) => ({
  metric,
  current,
  percentile,
  p20: 1,
  p50: 2,
  p80: 3,
  max: 4,
  min: 0,
  days: 10,
  excludedDays: 0,
  industryMedian: 2,
});
const pepb = {
  stats: [stat('peTtm', 25.314, 40.21), stat('pb', 8.1, 35), stat('dy', 3.2, 50)],
  series: [
    { date: 'a', value: 20, close: 100 },
    { date: 'b', value: 25, close: 110 },
  ],
} as unknown as PepbAnswer;
const grow = {
  rows: [
    { period: '2025-09-30', revenueYoy: 6.3, netProfitYoy: 6.2, netProfit: 6e10 },
    { period: '2024-12-31', revenueYoy: 15.7, netProfitYoy: 15.4, netProfit: 8.6e10 },
    { period: '2023-12-31', revenueYoy: 18, netProfitYoy: 19, netProfit: 7.5e10 },
  ],
} as unknown as GrowAnswer;
const divi = { rows: [{ period: '2024-12-31', cashPer10: 276.73, progress: '实施', plan: '10派276.73元(含税)' }] } as unknown as DiviAnswer;
const seg = {
  period: '2024-12-31',
  groups: [
    {
      type: 'product',
      rows: [
        { name: '茅台酒', revenue: 9, revenueShare: 86.1 },
        { name: '系列酒', revenue: 1, revenueShare: 13.9 },
      ],
    },
  ],
} as unknown as SegmentsAnswer;
const cmp = {
  industry: '食品饮料',
  columns: [{ key: 'cap', label: '总市值', unit: 'yuan' }],
  ranks: { cap: { rank: 1, total: 120 } },
} as unknown as CompareAnswer;

function deps(over: Partial<SummaryDeps> = {}): SummaryDeps {
  return {
    fetchPepb: () => of(pepb),
    fetchGrow: () => of(grow),
    fetchDivi: () => of(divi),
    fetchSegments: () => of(seg),
    fetchCompare: () => of(cmp),
    ...over,
  };
}

test('a company gets a card per fundamentals module, figures as the pages show them', () => {
  let last: ModuleSummaries = {};
  moduleSummaries$(deps(), '600519.SH', true).subscribe((s) => (last = s));
  assert.equal(last.pepChat!.figure, 'PE-TTM 25.31');
  assert.equal(last.pepChat!.note, '分位 40.2%');
  assert.deepEqual(last.pepChat!.spark, [20, 25]);
  assert.equal(last.pepbBand!.figure, 'PB 8.10');
  assert.equal(last.growAbility!.figure, '营收同比 +6.30%');
  assert.deepEqual(last.growAbility!.spark, [18, 15.7, 6.3], 'oldest first');
  assert.equal(last.financial!.figure, '归母净利 600.00亿');
  assert.deepEqual(last.financial!.spark, [7.5e10, 8.6e10], 'annual reports only');
  assert.equal(last.dividend!.figure, '股息率 3.20%');
  assert.equal(last.segments!.figure, '茅台酒 86.1%');
  assert.equal(last.compare!.figure, '总市值 排名 1/120');
});

test('a failed or slow call leaves only its own cards out; non-companies ask nothing', () => {
  let last: ModuleSummaries = {};
  moduleSummaries$(deps({ fetchPepb: () => throwError(() => new Error('x')), fetchSegments: () => NEVER }), '600519.SH', true).subscribe((s) => (last = s));
  assert.equal(last.pepChat, undefined);
  assert.equal(last.segments, undefined);
  assert.ok(last.growAbility);
  let asked = 0;
  const counting = () => {
    asked++;
    return NEVER;
  };
  moduleSummaries$(
    { fetchPepb: counting, fetchGrow: counting, fetchDivi: counting, fetchSegments: counting, fetchCompare: counting },
    '000001.SH',
    false,
  ).subscribe((s) => (last = s));
  assert.deepEqual(last, {});
  assert.equal(asked, 0);
});

test('thin keeps the ends and at most n finite values; an empty breakdown has no card', () => {
  const t = thin([null, ...Array.from({ length: 1000 }, (_, i) => i)], 50);
  assert.equal(t.length, 50);
  assert.equal(t[0], 0);
  assert.equal(t[49], 999);
  assert.equal(segmentSummary({ period: 'x', groups: [] } as unknown as SegmentsAnswer), null);
});
