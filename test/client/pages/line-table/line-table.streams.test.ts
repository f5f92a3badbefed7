import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DiviAnswer, GrowAnswer, SegmentsAnswer } from '../../../../contracts/endpoints/fundamentals';
import { metricMatrix, moduleInfo, segmentMatrix, valuesByPeriod } from '../../../../client/pages/line-table/line-table.streams';

const loaded = <T>(data: T) => ({ status: 'ready' as const, data, error: null });

test('growth modules line codes up on the union of years, newest first, missing years empty', () => {
  const grow = (id: string, years: Array<[string, number]>) =>
    ({ id, name: id, industry: '', peerPeriod: null, peers: [], rows: years.map(([period, revenue]) => ({ period, revenue })) }) as unknown as GrowAnswer;
  const m = metricMatrix('revenue', ['A', 'B'], {
    A: loaded(
      grow('A', [
        ['2024-12-31', 3],
        ['2023-12-31', 2],
      ]),
    ),
    B: loaded(
      grow('B', [
        ['2024-12-31', 5],
        ['2022-12-31', 1],
      ]),
    ),
  });
  assert.deepEqual(m.periods, ['2024', '2023', '2022']);
  assert.deepEqual(m.rows[0]!.values, [3, 2, null]);
  assert.deepEqual(m.rows[1]!.values, [5, null, 1]);
  assert.equal(moduleInfo('revenue').unit, 'yuan');
});

test('dividends: 每股派息 per year of the report period, 不分配 plans left out', () => {
  const divi = {
    id: 'A',
    name: 'A',
    rows: [
      { period: '2024-12-31', cashPer10: 276.73, progress: '实施' },
      { period: '2024-06-30', cashPer10: 238.82, progress: '实施' },
      { period: '2023-12-31', cashPer10: 0, progress: '不分配' },
    ],
  } as unknown as DiviAnswer;
  const v = valuesByPeriod('divi', divi);
  assert.equal(v.get('2024'), 51.555);
  assert.equal(v.has('2023'), false);
});

test('segments: parts × periods of one type, newest first', () => {
  const seg = (period: string, rows: Array<[string, number]>) =>
    ({ period, groups: [{ type: 'product', label: '按产品', rows: rows.map(([name, revenue]) => ({ name, revenue })) }] }) as unknown as SegmentsAnswer;
  const m = segmentMatrix('product', [
    seg('2023-12-31', [
      ['茅台酒', 1],
      ['系列酒', 2],
    ]),
    seg('2024-12-31', [['茅台酒', 3]]),
  ]);
  assert.deepEqual(m.periods, ['2024-12-31', '2023-12-31']);
  assert.deepEqual(
    m.rows.map((r) => [r.name, ...r.values]),
    [
      ['茅台酒', 3, 1],
      ['系列酒', null, 2],
    ],
  );
});
