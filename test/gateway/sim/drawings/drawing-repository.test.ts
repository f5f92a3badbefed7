/**
 * The drawings repository on its own: migrations on its own counter, validation before writing (nothing
 * written on a refusal), the per-user code limit, and a corrupt row refused on read but kept.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { DRAWING_LIMITS, type Drawing } from '../../../../contracts/drawings';
import { DrawingRepository } from '../../../../gateway/sim/drawings/index';
import { SimError } from '../../../../gateway/sim/http/errors';

const hline: Drawing = { id: 'h', kind: 'hline', points: [{ t: Date.UTC(2025, 0, 2), p: 10.5 }], color: 'orange' };

const refused = (f: () => unknown, code: string, message: RegExp) =>
  assert.throws(f, (e: unknown) => e instanceof SimError && e.code === code && message.test(e.message));

test('drawings repository: replace, read back, clear; its own migration counter', () => {
  const db = new Database(':memory:');
  const store = new DrawingRepository(db);
  assert.equal((db.prepare('SELECT version FROM drawings_schema').get() as { version: number }).version, 1);
  assert.deepEqual(store.list(1, '600519.SH'), { drawings: [], updatedAt: null });
  assert.deepEqual(store.save(1, '600519.SH', [hline], 42), { drawings: [hline], updatedAt: 42 });
  assert.deepEqual(store.list(1, '600519.SH'), { drawings: [hline], updatedAt: 42 });
  new DrawingRepository(db); // a second open runs nothing again
  assert.deepEqual(store.save(1, '600519.SH', [], 43), { drawings: [], updatedAt: null });
  assert.equal((db.prepare('SELECT COUNT(*) AS n FROM chart_drawings').get() as { n: number }).n, 0);
});

test('drawings repository: refusals write nothing; codes per user are limited', () => {
  const db = new Database(':memory:');
  const store = new DrawingRepository(db);
  store.save(1, '600519.SH', [hline], 1);
  refused(() => store.save(1, '600519.SH', [{ ...hline, points: [] }], 2), '400', /水平线应有 1 个锚点/);
  refused(
    () =>
      store.save(
        1,
        '600519.SH',
        Array.from({ length: 201 }, (_, i) => ({ ...hline, id: `h${i}` })),
        2,
      ),
    '409',
    /最多 200 条/,
  );
  assert.deepEqual(store.list(1, '600519.SH').drawings, [hline]);
  const insert = db.prepare('INSERT INTO chart_drawings (user_id, code, drawings, updated_at) VALUES (2, ?, ?, 0)');
  for (let i = 0; i < DRAWING_LIMITS.maxCodesPerUser; i++) insert.run(`C${i}`, JSON.stringify([hline]));
  refused(() => store.save(2, '600519.SH', [hline], 3), '409', /最多为 1000 只证券保存画线/);
  assert.deepEqual(store.save(2, 'C0', [hline, { ...hline, id: 'h2' }], 3).drawings.length, 2, 'an existing code can still be updated');
});

test('drawings repository: a row that does not parse is refused on read and left untouched', () => {
  const db = new Database(':memory:');
  const store = new DrawingRepository(db);
  db.prepare('INSERT INTO chart_drawings VALUES (1, \'600519.SH\', \'[{"id":"h","kind":"hline","points":[],"color":"red"}]\', 5)').run();
  refused(() => store.list(1, '600519.SH'), '500', /无法读取，原数据已保留/);
  const row = db.prepare('SELECT drawings, updated_at FROM chart_drawings').get() as { drawings: string; updated_at: number };
  assert.equal(row.updated_at, 5);
  assert.match(row.drawings, /"points":\[\]/);
});
