/**
 * 新股 name marks: 「N」 on the listing day on every board, 「C」 on the 2nd–5th trading days of a
 * 科创板/创业板 listing under 注册制, counted in mainland trading days (国庆 closures skipped), and
 * nothing before the listing, after the fifth day, on HK stocks or for a 主板/北交所 listing after day one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDay } from '../../contracts/calendar/index';
import { listingMark, nameOnDay, type ListingNamed } from '../../contracts/listing-name';

const day = (text: string) => parseDay(text)!;
const on = (s: ListingNamed, dates: readonly string[]) => dates.map((d) => nameOnDay(s, day(d)));

test('创业板 and 科创板: N on the listing day, C through the fifth trading day (the 国庆 closure skipped), then the plain name', () => {
  for (const board of ['chinext', 'star'] as const) {
    const s: ListingNamed = { name: '博微电子', kind: 'capital', board, listDate: '2025-09-29' };
    assert.deepEqual(on(s, ['2025-09-26', '2025-09-29', '2025-09-30', '2025-10-05', '2025-10-09', '2025-10-10', '2025-10-13', '2025-10-14']), [
      '博微电子',
      'N博微电子',
      'C博微电子',
      'C博微电子', // a closed day shows the trading day before it
      'C博微电子',
      'C博微电子',
      'C博微电子',
      '博微电子',
    ]);
  }
});

test('主板 and 北交所: N on the listing day only; a listing on a Thursday keeps its N over the weekend', () => {
  for (const board of ['main', 'bse'] as const) {
    const s: ListingNamed = { name: '华通医疗', kind: 'capital', board, listDate: '2025-11-27' };
    assert.deepEqual(on(s, ['2025-11-26', '2025-11-27', '2025-11-28', '2025-11-29']), ['华通医疗', 'N华通医疗', '华通医疗', '华通医疗']);
  }
  const friday: ListingNamed = { name: '宁宇科技', kind: 'capital', board: 'main', listDate: '2025-11-28' };
  assert.equal(nameOnDay(friday, day('2025-11-30')), 'N宁宇科技', 'Sunday shows Friday');
});

test('before 注册制 a 创业板 listing had its limit from day two: N only; funds, indexes and HK stocks carry no mark', () => {
  assert.equal(listingMark({ kind: 'capital', board: 'chinext', listDate: '2019-06-03' }, day('2019-06-03')), 'N');
  assert.equal(listingMark({ kind: 'capital', board: 'chinext', listDate: '2019-06-03' }, day('2019-06-04')), null);
  assert.equal(listingMark({ kind: 'hk', board: 'hk', listDate: '2025-11-27' }, day('2025-11-27')), null);
  assert.equal(listingMark({ kind: 'fund_onside', board: 'fund', listDate: '2025-11-27' }, day('2025-11-27')), null);
  assert.equal(listingMark({ kind: 'capital', board: 'star', listDate: 'bad' }, day('2025-11-27')), null);
});
