import assert from 'node:assert/strict';
import { test } from 'node:test';
import { periodContaining } from '../../../../gateway/sim/companies/periods';
import { parseDay } from '../../../../contracts/calendar/index';

test('periodContaining: the quarter a day falls in, its end day included', () => {
  const g = (text: string) => periodContaining(parseDay(text)!);
  assert.equal(g('2026-11-27'), 2026 * 4 + 3);
  assert.equal(g('2026-09-30'), 2026 * 4 + 2, 'a period’s last day is in it');
  assert.equal(g('2026-10-01'), 2026 * 4 + 3);
  assert.equal(g('2026-01-01'), 2026 * 4);
  assert.equal(g('2025-12-31'), 2025 * 4 + 3);
});
