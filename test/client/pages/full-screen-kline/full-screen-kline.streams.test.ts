import { test } from 'node:test';
import assert from 'node:assert/strict';
import { of } from 'rxjs';
import type { KlineParams } from '../../../../contracts/endpoints/market-data';
import { KLINE_MAX_COUNT } from '../../../../contracts/endpoints/market-data';
import {
  FULL_SCREEN_PERIODS,
  createFullScreenPage,
  fullScreenCommand,
  nextOf,
  parsePeriod,
  type FullScreenState,
} from '../../../../client/pages/full-screen-kline/full-screen-kline.streams';
import { bar, stockDetail } from '../stock/fixtures';

test('keys: 1–8 periods, I/A cycle, page keys pan, arrows crosshair and zoom, Esc exits', () => {
  assert.deepEqual(fullScreenCommand('1'), { kind: 'period', period: 'day' });
  assert.deepEqual(fullScreenCommand('8'), { kind: 'period', period: '60m' });
  assert.equal(fullScreenCommand('9'), null);
  assert.deepEqual(fullScreenCommand('i'), { kind: 'nextIndicator' });
  assert.deepEqual(fullScreenCommand('A'), { kind: 'nextAdjust' });
  assert.deepEqual(fullScreenCommand('PageUp'), { kind: 'pan', screens: -1 });
  assert.deepEqual(fullScreenCommand('End'), { kind: 'panEnd', toNewest: true });
  assert.deepEqual(fullScreenCommand('ArrowLeft'), { kind: 'crosshair', delta: -1 });
  assert.deepEqual(fullScreenCommand('ArrowUp'), { kind: 'zoom', steps: 1 });
  assert.deepEqual(fullScreenCommand('-'), { kind: 'zoom', steps: -1 });
  assert.deepEqual(fullScreenCommand('Escape'), { kind: 'exit' });
  assert.equal(fullScreenCommand('x'), null);
  assert.equal(FULL_SCREEN_PERIODS.length, 8);
});

test('period query and cycling helpers', () => {
  assert.equal(parsePeriod('month'), 'month');
  assert.equal(parsePeriod('ts1'), 'day');
  assert.equal(parsePeriod(null), 'day');
  assert.equal(nextOf(['MACD', 'KDJ', 'RSI', 'BOLL'], 'BOLL'), 'MACD');
});

test('the store loads the most bars of the period with the 复权 choice (indexes without)', (t) => {
  const calls: KlineParams[] = [];
  const make = (index: boolean) =>
    createFullScreenPage({
      id: index ? '000001.SH' : '600519.SH',
      index,
      initialPeriod: 'week',
      fetchDetail: () => of(stockDetail()),
      fetchKline: (params) => {
        calls.push(params);
        return of({ id: params.code, period: params.period, adjust: params.adjust ?? 'none', bars: [bar(1, 10), bar(2, 11)] });
      },
    });
  const page = make(false);
  let last!: FullScreenState;
  const sub = page.state$.subscribe((s) => (last = s));
  t.after(() => sub.unsubscribe());
  assert.deepEqual(calls[0], { code: '600519.SH', period: 'week', count: KLINE_MAX_COUNT, adjust: 'forward' });
  assert.equal(last.bars.data?.length, 2);
  assert.equal(last.detail.data?.name, '贵州茅台');
  page.selectPeriod('5m');
  page.selectAdjust('none');
  assert.deepEqual([calls.at(-1)?.period, calls.at(-1)?.adjust], ['5m', 'none']);
  assert.equal(last.bars.for, '5m:none');
  page.selectIndicator('RSI');
  assert.equal(last.indicator, 'RSI');
  const sub2 = make(true).state$.subscribe();
  t.after(() => sub2.unsubscribe());
  assert.equal(calls.at(-1)?.adjust, undefined);
});
