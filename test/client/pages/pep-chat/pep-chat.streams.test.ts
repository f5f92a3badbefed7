import { test } from 'node:test';
import assert from 'node:assert/strict';
import { of, Subject } from 'rxjs';
import type { PepbAnswer, PepbQuery } from '../../../../contracts/endpoints/fundamentals';
import { createPepChat, pepChartData, stepOnto, windowNote, type PepChatParams } from '../../../../client/pages/pep-chat/pep-chat.streams';

function answer(over: Partial<PepbAnswer> = {}): PepbAnswer {
  return {
    id: '600519.SH',
    name: '贵州茅台',
    industry: '食品饮料',
    range: '10y',
    metric: 'peTtm',
    from: '2024-01-02',
    to: '2024-01-05',
    stats: [{ metric: 'peTtm', current: 25, percentile: 40, p20: 20, p50: 26, p80: 32, max: 40, min: 15, days: 4, excludedDays: 1, industryMedian: 22 }],
    series: [
      { date: '2024-01-02', value: null, close: 10 },
      { date: '2024-01-03', value: 24, close: 10 },
      { date: '2024-01-04', value: 26, close: 10 },
      { date: '2024-01-05', value: 25, close: 10 },
    ],
    industrySeries: [
      { date: '2023-12-29', value: 21 },
      { date: '2024-01-04', value: 23 },
    ],
    ...over,
  };
}

test('the address params become one pepb request each; equal params do not refetch', () => {
  const params = new Subject<PepChatParams>();
  const asked: PepbQuery[] = [];
  const states: string[] = [];
  createPepChat({ fetchPepb: (q) => (asked.push(q), of(answer())) }, params).subscribe((s) => states.push(`${s.status}:${s.for}`));
  params.next({ id: '600519.SH', metric: 'peTtm', range: '10y' });
  params.next({ id: '600519.SH', metric: 'peTtm', range: '10y' });
  params.next({ id: '600519.SH', metric: 'pb', range: '3y' });
  assert.deepEqual(asked, [
    { code: '600519.SH', metric: 'peTtm', range: '10y' },
    { code: '600519.SH', metric: 'pb', range: '3y' },
  ]);
  assert.equal(states.at(-1), 'ready:600519.SH|pb|3y');
});

test('the chart draws the series (loss days as gaps), the three levels and the industry median stepped onto the days', () => {
  const chart = pepChartData(answer(), { level: ['g', 'm', 'r'], industry: 'y' });
  assert.deepEqual(chart.dates, ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
  assert.deepEqual(chart.series[0]!.values, [null, 24, 26, 25]);
  assert.deepEqual(chart.series[1]!.values, [21, 21, 23, 23]);
  assert.deepEqual(
    chart.levels!.map((l) => `${l.label}${l.value}`),
    ['危险值32', '中位值26', '机会值20'],
  );
  assert.equal(chart.format!(12.345), '12.35');
});

test('stepOnto holds each value until the next point and is null before the first', () => {
  assert.deepEqual(
    stepOnto(
      ['a', 'c', 'e'],
      [
        { date: 'b', value: 1 },
        { date: 'd', value: 2 },
      ],
    ),
    [null, 1, 2],
  );
});

test('the note says how many days the window had and how many loss days were left out', () => {
  assert.equal(windowNote(answer()), 'PE-TTM · 10年（2024-01-02 至 2024-01-05）共 4 个交易日，剔除亏损或无报告的 1 天后计算分位');
});
