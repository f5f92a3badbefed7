import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GrowAnswer, GrowRow } from '../../../../contracts/endpoints/fundamentals';
import { growthChartData, measureKeys } from '../../../../client/pages/growth-ability/growth-ability.streams';

function row(period: string, yoy: number | null): GrowRow {
  return {
    period,
    noticeDate: period,
    revenue: 1,
    netProfit: 1,
    deducted: 1,
    revenueYoy: yoy,
    netProfitYoy: yoy === null ? null : yoy + 1,
    deductedYoy: null,
    revenueQoq: 5,
    netProfitQoq: 6,
    deductedQoq: 7,
    revenueCagr3: 8,
    netProfitCagr3: 9,
    deductedCagr3: 10,
    roe: 30,
  };
}

test('the chart runs oldest period first with the chosen measure of the three figures and ROE', () => {
  const answer: GrowAnswer = { id: 'x', name: 'x', industry: 'i', rows: [row('2024-12-31', 10), row('2023-12-31', null)], peerPeriod: null, peers: [] };
  const yoy = growthChartData(answer, 'yoy', 'orange');
  assert.deepEqual(yoy.dates, ['2023-12-31', '2024-12-31']);
  assert.deepEqual(yoy.series[0]!.values, [null, 10]);
  assert.deepEqual(yoy.series[1]!.values, [null, 11]);
  assert.equal(yoy.series[3]!.name, 'ROE');
  assert.deepEqual(growthChartData(answer, 'qoq', 'o').series[2]!.values, [7, 7]);
  assert.deepEqual(measureKeys('cagr3'), ['revenueCagr3', 'netProfitCagr3', 'deductedCagr3']);
});
