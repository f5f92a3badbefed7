/**
 * The one drawing parser (contracts/drawings.ts): valid drawings of every kind pass unchanged; each
 * broken rule is refused with a Chinese message naming the field; and the TypeBox schema the sim
 * validates bodies with never refuses what the parser accepts (property test).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import {
  DRAWING_COLORS,
  DRAWING_KINDS,
  DRAWING_LIMITS,
  DRAWING_POINTS,
  DrawingError,
  drawingListProblem,
  parseDrawing,
  parseDrawingList,
  type Drawing,
} from '../../contracts/drawings';
import { DrawingSchema } from '../../contracts/endpoints/schemas/drawings';

const T = Date.UTC(2024, 4, 6);
const anchors = (n: number) => Array.from({ length: n }, (_, i) => ({ t: T + i * 86_400_000, p: 10 + i }));
const of = (kind: Drawing['kind']): Drawing => ({
  id: `id-${kind}`,
  kind,
  points: anchors(DRAWING_POINTS[kind]),
  color: 'blue',
  ...(kind === 'text' ? { text: '支撑位' } : {}),
});

test('every kind parses to an equal drawing; a list keeps its order', () => {
  const all = DRAWING_KINDS.map(of);
  for (const d of all) assert.deepEqual(parseDrawing(d), d);
  assert.deepEqual(parseDrawingList(all), all);
  assert.deepEqual(parseDrawingList([]), []);
});

test('each broken rule is refused in Chinese, naming the field', () => {
  const cases: Array<[unknown, RegExp]> = [
    [null, /drawings 应为数组/],
    [[7], /drawings\[0\] 应为对象/],
    [[{ ...of('trend'), id: '' }], /drawings\[0\]\.id/],
    [[{ ...of('trend'), id: 'a b' }], /drawings\[0\]\.id/],
    [[{ ...of('trend'), id: 'x'.repeat(33) }], /drawings\[0\]\.id/],
    [[{ ...of('trend'), kind: 'arrow' }], /kind 不是已知的画线工具/],
    [[{ ...of('channel'), points: anchors(2) }], /平行通道应有 3 个锚点/],
    [[{ ...of('hline'), points: [{ t: T }] }], /points\[0\]\.p 应为有限的价格数字/],
    [[{ ...of('hline'), points: [{ t: T, p: Number.NaN }] }], /points\[0\]\.p/],
    [[{ ...of('hline'), points: [{ t: T, p: Number.POSITIVE_INFINITY }] }], /points\[0\]\.p/],
    [[{ ...of('hline'), points: [{ t: T, p: 2e8 }] }], /points\[0\]\.p/],
    [[{ ...of('hline'), points: [{ t: 1, p: 5 }] }], /points\[0\]\.t 应为 1990–2100 年间的时间/],
    [[{ ...of('hline'), points: [{ t: '2024-05-06', p: 5 }] }], /points\[0\]\.t/],
    [[{ ...of('rect'), color: 'pink' }], /color 不是调色板中的颜色/],
    [[{ ...of('text'), text: '' }], /text 应为 1–40 个字/],
    [[{ ...of('text'), text: undefined }], /text 应为 1–40 个字/],
    [[{ ...of('text'), text: '字'.repeat(41) }], /text 应为 1–40 个字/],
    [[{ ...of('fib'), text: '0.618' }], /text 只用于文字/],
    [[of('trend'), of('trend')], /drawings\[1\]\.id 重复/],
    [Array.from({ length: DRAWING_LIMITS.maxPerCode + 1 }, (_, i) => ({ ...of('hline'), id: `h${i}` })), /每只股票最多 200 条画线/],
  ];
  for (const [value, message] of cases) {
    assert.throws(
      () => parseDrawingList(value),
      (e: unknown) => e instanceof DrawingError && message.test(e.message),
      String(message),
    );
    assert.match(drawingListProblem(value) ?? '', message);
  }
  // 40 characters counted as the user counts them: emoji are one each.
  assert.equal(parseDrawing({ ...of('text'), text: '📈'.repeat(40) }).text, '📈'.repeat(40));
  assert.equal(drawingListProblem(DRAWING_KINDS.map(of)), null);
});

const drawingArb: fc.Arbitrary<Drawing> = fc.constantFrom(...DRAWING_KINDS).chain((kind) =>
  fc.record({
    id: fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
    kind: fc.constant(kind),
    points: fc.array(
      fc.record({
        t: fc.integer({ min: DRAWING_LIMITS.minTime, max: DRAWING_LIMITS.maxTime }),
        p: fc.double({ min: -DRAWING_LIMITS.maxPrice, max: DRAWING_LIMITS.maxPrice, noNaN: true }),
      }),
      { minLength: DRAWING_POINTS[kind], maxLength: DRAWING_POINTS[kind] },
    ),
    color: fc.constantFrom(...DRAWING_COLORS),
    ...(kind === 'text' ? { text: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '') } : {}),
  }),
);

test('property: whatever the parser accepts, the route schema accepts too', () => {
  const schema = Compile(DrawingSchema);
  fc.assert(
    // As it arrives over the wire (plain objects, -0 read back as 0).
    fc.property(
      drawingArb.map((d) => JSON.parse(JSON.stringify(d)) as Drawing),
      (d) => {
        assert.deepEqual(parseDrawing(d), d);
        assert.ok(schema.Check(d), JSON.stringify(d));
      },
    ),
  );
});
