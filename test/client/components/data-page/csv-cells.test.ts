/**
 * CSV injection (issue 33, finding 3): a cell a spreadsheet could read as a formula starts with
 * = + - @ TAB or CR. Anything that is not a plain number literal and starts with one of those is
 * made text with a leading '.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { csvField } from '../../../../client/components/data-page/csv';

/** The raw cell text a spreadsheet sees (quotes of RFC 4180 removed). */
function cellText(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
}

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const NUMBER_LITERAL = /^[+-]?\d+(\.\d+)?$/;

test('CSV cells: the probe payloads of the hostile run are made text', () => {
  assert.equal(cellText(csvField("-2+3+cmd|' /C calc'!A0")), "'-2+3+cmd|' /C calc'!A0");
  assert.equal(cellText(csvField('+1+cmd|calc')), "'+1+cmd|calc");
  assert.equal(cellText(csvField('\t=1+1')), "'\t=1+1");
  assert.equal(cellText(csvField('\r=1+1')), "'\r=1+1");
  assert.equal(cellText(csvField('=HYPERLINK("x")')), `'=HYPERLINK("x")`);
  assert.equal(cellText(csvField('@SUM(A1)')), "'@SUM(A1)");
  // Plain numbers stay numbers, as text or as numbers.
  assert.equal(csvField('-12'), '-12');
  assert.equal(csvField('-12.5'), '-12.5');
  assert.equal(csvField('+7'), '+7');
  assert.equal(csvField(-3), '-3');
  assert.equal(csvField('贵州茅台'), '贵州茅台');
});

test('CSV cells (property): no cell a spreadsheet sees starts with a trigger unless it is a plain number', () => {
  const risky = fc.tuple(fc.constantFrom(...TRIGGERS), fc.string({ maxLength: 30 })).map(([a, b]) => a + b);
  fc.assert(
    fc.property(fc.oneof(risky, fc.string({ maxLength: 30 })), (s) => {
      const seen = cellText(csvField(s));
      if (NUMBER_LITERAL.test(s)) return seen === s;
      if (TRIGGERS.includes(s[0] ?? '')) return seen === `'${s}`;
      return seen === s;
    }),
    { numRuns: 2000 },
  );
  fc.assert(
    fc.property(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), (i, d) => csvField(i) === String(i) && !csvField(d).startsWith("'")),
  );
});
