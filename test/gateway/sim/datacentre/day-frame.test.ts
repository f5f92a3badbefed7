/**
 * The data centre names a stock as the market showed it that day (nameAt): 「N」 on the listing day,
 * 「C」 on days 2–5 of a 科创板/创业板 listing under 注册制, the plain name after, and on 主板 and for
 * 港股通 names no mark but the 主板's 「N」.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { nameAt, type Stock } from '../../../../gateway/sim/datacentre/day-frame';

const stock = (over: Partial<Stock>): Stock => ({
  slot: 0,
  id: '688999.SH',
  code: '688999',
  name: '测微科技',
  exchange: 'SH',
  board: 'star',
  industry: '电子',
  st: false,
  listIdx: 0,
  listDate: '2025-11-27',
  key: 1,
  ...over,
});

test('a 科创板 listing reads N, then C for four days, then its name', () => {
  const s = stock({});
  const t = tradingIndexOf(parseDay(s.listDate)!);
  assert.equal(nameAt(s, t), 'N测微科技');
  for (let k = 1; k <= 4; k++) assert.equal(nameAt(s, t + k), 'C测微科技', `day ${k + 1}`);
  assert.equal(nameAt(s, t + 5), '测微科技');
  assert.equal(nameAt(s, t - 1), '测微科技');
});

test('a 主板 listing has only its N; a 港股通 name never a mark', () => {
  const main = stock({ id: '603999.SH', code: '603999', board: 'main', name: '主板新股' });
  const t = tradingIndexOf(parseDay(main.listDate)!);
  assert.equal(nameAt(main, t), 'N主板新股');
  assert.equal(nameAt(main, t + 1), '主板新股');
  const hk = stock({ id: '09999.HK', code: '09999', exchange: 'HK', board: 'hk', name: '港股新股' });
  assert.equal(nameAt(hk, t), '港股新股');
});
