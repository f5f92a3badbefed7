/**
 * Cell text of the screener's results (table and CSV): a multiple over a loss reads 亏损, an unknown
 * value --, numbers to the field's decimals.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cellText, screenCsv } from '../../../../client/components/screener/screen-csv';

test('亏损 for a PE whose earnings base is a loss, -- for one not known yet', () => {
  assert.equal(cellText('peTtm', null, true), '亏损');
  assert.equal(cellText('peTtm', null), '--');
  assert.equal(cellText('peTtm', 12.345), '12.35');
  const csv = screenCsv(
    ['peTtm', 'peStatic'],
    [{ id: '000001.SZ', code: '000001', name: '平安银行', price: 11, pct: 1, values: { peTtm: null, peStatic: 5.5 }, losses: ['peTtm'] }],
  );
  assert.ok(csv.includes('亏损'), csv);
  assert.ok(csv.includes('5.50'));
});
