import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import fc from 'fast-check';
import { FIELD_BY_ID, SCREEN_FIELDS, STREAK_FIELDS, type ScreenField } from '../../../contracts/screener/fields';
import { parseQuery } from '../../../contracts/screener/nl-parse';
import { treeSentence } from '../../../contracts/screener/sentence';
import { decodeTree, encodeTree } from '../../../contracts/screener/url';
import { BENCHMARK_FIELDS, conditionText, treeProblem, type ScreenCondition, type ScreenNode } from '../../../contracts/screener/tree';
import { CORPUS } from './corpus';

test('the corpus holds at least 150 questions, none twice', () => {
  assert.ok(CORPUS.length >= 150, `${CORPUS.length} questions`);
  assert.equal(new Set(CORPUS.map(([q]) => q)).size, CORPUS.length);
});

test('every question of the corpus gives its expected tree, fully understood and valid', () => {
  const wrong: string[] = [];
  for (const [q, expected] of CORPUS) {
    const r = parseQuery(q);
    try {
      assert.deepEqual(r.query, expected);
      assert.equal(r.ok, true);
      assert.equal(r.message, null);
      assert.equal(treeProblem(r.query.tree), null);
    } catch {
      wrong.push(`${q} → ${JSON.stringify(r.query)} ${r.unknown.join('|')}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('the issue examples read as the issue says they must', () => {
  const tree = (q: string) => parseQuery(q).query.tree.all;
  // 「停」 is not dropped: 涨停 is the limit event, not 涨跌幅 ≥ 0.
  assert.deepEqual(tree('今天涨停的股票'), [{ field: 'limitUp' }]);
  // The sign of a decrease is kept.
  assert.deepEqual(tree('股东户数减少超过10%'), [{ field: 'holderCountChange', max: -10, maxExclusive: true }]);
  // 低于 is strict: 5.00 is out.
  assert.deepEqual(tree('股价低于5元'), [{ field: 'price', max: 5, maxExclusive: true }]);
  assert.equal(conditionText({ field: 'price', max: 5, maxExclusive: true }), '最新价 < 5元');
  assert.equal(conditionText({ field: 'price', max: 5 }), '最新价 ≤ 5元');
});

test('what is not understood is named, and the rest is kept for the confirm step', () => {
  const r = parseQuery('市盈率小于20且董事长是女性的银行股');
  assert.equal(r.ok, false);
  assert.deepEqual(r.query.tree.all, [
    { field: 'peTtm', max: 20, maxExclusive: true },
    { field: 'industry', values: ['银行'] },
  ]);
  assert.deepEqual(r.unknown, ['董事长是女性']);
  assert.match(r.message ?? '', /「董事长是女性」/);
  assert.match(r.message ?? '', /确认/);
  const high = parseQuery('昨天涨停今天高开');
  assert.equal(high.ok, false);
  assert.deepEqual(high.query.tree.all, [{ field: 'limitUpPrev' }]);
  assert.ok(high.unknown.includes('高开'), high.unknown.join('|'));
});

test('a streak or period that cannot apply is named rather than dropped or changed', () => {
  // 市盈率 has no reports to be 连续 over: the streak is named.
  const pe = parseQuery('连续3年市盈率小于20');
  assert.equal(pe.ok, false);
  assert.ok(pe.unknown.includes('连续3年'), pe.unknown.join('|'));
  // No 7-day return exists: 近7日 is named, not read as 5 or 10 days.
  const seven = parseQuery('近7日上涨');
  assert.equal(seven.ok, false);
  assert.ok(seven.unknown.some((u) => u.includes('7')));
  // 近5日涨停 has no field: not read as 近5日上涨.
  assert.equal(parseQuery('近5日涨停').ok, false);
});

// ---------------------------------------------------------------- tree → sentence → tree

const num = (unit: string) =>
  unit === '户'
    ? fc.integer({ min: 1, max: 500 }).map((v) => v * 100)
    : fc.integer({ min: -200, max: 2000 }).map((v) => (unit === '天' || unit === '年' ? Math.abs(v) : v / 2));

/** A condition the parser's language can say, on field f. */
function conditionOf(f: ScreenField): fc.Arbitrary<ScreenCondition> {
  if (f.kind === 'flag') return fc.boolean().map((not) => (not ? { field: f.id, not: true } : { field: f.id }));
  if (f.kind === 'set')
    return fc
      .tuple(fc.subarray([...f.options], { minLength: 1, maxLength: 3 }), fc.boolean())
      .map(([values, not]) => (not ? { field: f.id, values, not: true } : { field: f.id, values }));
  const plain = fc
    .tuple(fc.option(num(f.unit), { nil: null }), fc.option(num(f.unit), { nil: null }), fc.boolean(), fc.boolean())
    .filter(([a, b, ea, eb]) => (a !== null || b !== null) && (a === null || b === null || a < b || (a === b && !ea && !eb)))
    .map(([a, b, ea, eb]) => {
      const c: ScreenCondition = { field: f.id };
      if (a !== null) c.min = a;
      if (b !== null) c.max = b;
      if (a !== null && ea) c.minExclusive = true;
      if (b !== null && eb) c.maxExclusive = true;
      return c;
    });
  const options: Array<fc.Arbitrary<ScreenCondition>> = [plain];
  options.push(
    fc.tuple(fc.constantFrom('industryMean' as const, 'industryMedian' as const), fc.boolean(), fc.boolean()).map(([vs, up, strict]) => {
      const c: ScreenCondition = up ? { field: f.id, min: 0, vs } : { field: f.id, max: 0, vs };
      if (strict) c[up ? 'minExclusive' : 'maxExclusive'] = true;
      return c;
    }),
    fc.integer({ min: 1, max: 50 }).map((n) => ({ field: f.id, max: n, vs: 'industryRank' as const })),
  );
  if (BENCHMARK_FIELDS.has(f.id))
    options.push(
      fc
        .boolean()
        .map((up) =>
          up ? { field: f.id, min: 0, minExclusive: true, vs: 'benchmark' as const } : { field: f.id, max: 0, maxExclusive: true, vs: 'benchmark' as const },
        ),
    );
  if (STREAK_FIELDS.has(f.id))
    options.push(
      fc.tuple(plain, fc.constantFrom('years' as const, 'quarters' as const), fc.integer({ min: 2, max: 10 })).map(([c, key, n]) => ({ ...c, [key]: n })),
    );
  return fc.oneof(...options);
}

/** Trees over distinct fields (two conditions on one field in a row are one condition to the parser). */
const trees = fc.uniqueArray(fc.constantFrom(...SCREEN_FIELDS), { minLength: 1, maxLength: 6, selector: (f) => f.id }).chain((fields) =>
  fc.tuple(...fields.map(conditionOf), fc.nat()).map((parts) => {
    const conds = parts.slice(0, -1) as ScreenCondition[];
    const orAt = (parts[parts.length - 1] as number) % (conds.length + 1);
    const nodes: ScreenNode[] = [];
    for (let i = 0; i < conds.length; i++) {
      const c = conds[i]!;
      const prev = nodes[nodes.length - 1];
      // One OR group of two plain members (a negation reaches over 或, so none negated there).
      if (i === orAt && prev && !('any' in prev) && !prev.not && !c.not && !(prev.values && c.values)) nodes[nodes.length - 1] = { any: [prev, c] };
      else nodes.push(c);
    }
    return { all: nodes };
  }),
);

test('tree → sentence → tree gives the tree back', () => {
  fc.assert(
    fc.property(trees, (tree) => {
      if (treeProblem(tree) !== null) return;
      const sentence = treeSentence(tree);
      const back = parseQuery(sentence);
      assert.deepEqual(back.unknown, [], sentence);
      assert.deepEqual(back.query.tree, tree, sentence);
    }),
    { numRuns: 400 },
  );
});

test('a tree survives the URL (strict bounds, negation, references and streaks included)', () => {
  fc.assert(
    fc.property(trees, (tree) => {
      if (treeProblem(tree) !== null) return;
      assert.deepEqual(decodeTree(encodeTree(tree)), tree);
    }),
    { numRuns: 300 },
  );
});

test('every field of the catalogue can be said and read back', () => {
  for (const f of SCREEN_FIELDS) {
    const c: ScreenCondition =
      f.kind === 'flag' ? { field: f.id } : f.kind === 'set' ? { field: f.id, values: [f.options[0]!] } : { field: f.id, min: 1, minExclusive: true };
    const sentence = treeSentence({ all: [c] });
    assert.deepEqual(parseQuery(sentence).query.tree.all, [c], `${f.id}: ${sentence}`);
    assert.ok(FIELD_BY_ID.get(f.id));
  }
});
