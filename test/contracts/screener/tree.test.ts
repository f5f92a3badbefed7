import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import fc from 'fast-check';
import { SCREEN_FIELDS } from '../../../contracts/screener/fields';
import { conditionText, SCREEN_LIMITS, treeProblem, treeText, type ScreenCondition, type ScreenTree } from '../../../contracts/screener/tree';
import { decodeTree, encodeTree } from '../../../contracts/screener/url';

const problem = (tree: unknown) => treeProblem(tree);

test('valid trees pass', () => {
  assert.equal(problem({ all: [] }), null);
  assert.equal(
    problem({
      all: [{ field: 'peTtm', min: 0, max: 20, unit: '倍' }, { field: 'board', values: ['创业板'] }, { any: [{ field: 'maBull' }, { field: 'macdGolden' }] }],
    }),
    null,
  );
});

test('each bad part is named by its path with a Chinese message', () => {
  const cases: Array<[unknown, string, RegExp]> = [
    [null, 'all', /条件树/],
    [{ all: [{ field: 'foo', min: 1 }] }, 'all[0].field', /未知字段 "foo"/],
    [{ all: [{ field: 'peTtm', min: 1, unit: '%' }] }, 'all[0].unit', /市盈率TTM」的单位应为 倍/],
    [{ all: [{ field: 'peTtm', min: 30, max: 10 }] }, 'all[0].min', /下限 30 大于上限 10/],
    [{ all: [{ field: 'peTtm' }] }, 'all[0]', /至少要填下限或上限/],
    [{ all: [{ field: 'peTtm', min: 'x' }] }, 'all[0].min', /下限不是数字/],
    [{ all: [{ field: 'board', values: ['纳斯达克'] }] }, 'all[0].values[0]', /没有选项 "纳斯达克"/],
    [{ all: [{ field: 'board', values: [] }] }, 'all[0].values', /至少要选一项/],
    [{ all: [{ field: 'maBull', min: 1 }] }, 'all[0].min', /不是数值字段/],
    [{ all: [{ field: 'maBull', values: ['x'] }] }, 'all[0].values', /条件信号/],
    [{ all: [{ field: 'pb', max: 1, extra: 1 }] }, 'all[0].extra', /不认识参数 extra/],
    [{ all: [{ any: [] }] }, 'all[0].any', /不能为空/],
    [{ all: [{ field: 'pb', max: 1 }, { any: [{ field: 'pb', max: 1 }, { field: 'x' }] }] }, 'all[1].any[1].field', /未知字段/],
    [{ all: [{ field: 'pb', min: 1, max: 1, maxExclusive: true }] }, 'all[0].min', /没有股票能满足/],
    [{ all: [{ field: 'pb', min: 1, maxExclusive: true }] }, 'all[0].maxExclusive', /没有上限/],
    [{ all: [{ field: 'pb', max: 1, minExclusive: 'yes' }] }, 'all[0].minExclusive', /true 或 false/],
    [{ all: [{ field: 'pb', max: 1, not: true }] }, 'all[0].not', /数值范围/],
    [{ all: [{ field: 'board', values: ['科创板'], vs: 'industryMean' }] }, 'all[0].vs', /不是数值字段/],
    [{ all: [{ field: 'pb', max: 0, vs: 'sector' }] }, 'all[0].vs', /不能与 "sector" 比较/],
    [{ all: [{ field: 'pb', max: 0, vs: 'benchmark' }] }, 'all[0].vs', /没有沪深300/],
    [{ all: [{ field: 'roe', min: 1, max: 10, vs: 'industryRank' }] }, 'all[0].min', /只取上限/],
    [{ all: [{ field: 'roe', max: 1.5, vs: 'industryRank' }] }, 'all[0].max', /正整数/],
    [{ all: [{ field: 'peTtm', max: 20, years: 3 }] }, 'all[0].years', /不是定期报告指标/],
    [{ all: [{ field: 'roe', min: 15, years: 30 }] }, 'all[0].years', /2 到 10/],
    [{ all: [{ field: 'roe', min: 15, years: 3, quarters: 4 }] }, 'all[0].quarters', /不能同时/],
  ];
  for (const [tree, path, message] of cases) {
    const p = problem(tree);
    assert.ok(p, JSON.stringify(tree));
    assert.equal(p.path, path, JSON.stringify(tree));
    assert.match(p.message, message);
  }
});

test(`more than ${SCREEN_LIMITS.maxConditions} conditions is refused at the one that passes the limit`, () => {
  const tree = { all: Array.from({ length: SCREEN_LIMITS.maxConditions + 1 }, () => ({ field: 'price', min: 1 })) };
  const p = problem(tree);
  assert.equal(p?.path, `all[${SCREEN_LIMITS.maxConditions}]`);
  assert.match(p?.message ?? '', /最多 30 个/);
  assert.equal(problem({ all: tree.all.slice(1) }), null);
});

test('chip text shows the unit', () => {
  assert.equal(conditionText({ field: 'peTtm', max: 20 }), '市盈率TTM ≤ 20倍');
  assert.equal(conditionText({ field: 'totalCap', min: 100, max: 500 }), '总市值 100~500亿元');
  assert.equal(conditionText({ field: 'roe', min: 15 }), 'ROE ≥ 15%');
  assert.equal(
    treeText({ all: [{ field: 'industry', values: ['银行'] }, { any: [{ field: 'maBull' }, { field: 'macdGolden' }] }] }),
    '选股条件：申万行业：银行；(均线多头排列 或 MACD金叉(日))',
  );
});

test('field ids are unique and every range field has presets inside a valid range', () => {
  assert.equal(new Set(SCREEN_FIELDS.map((f) => f.id)).size, SCREEN_FIELDS.length);
  for (const f of SCREEN_FIELDS) {
    if (f.kind !== 'range') continue;
    assert.ok(f.presets.length > 0, f.id);
    for (const p of f.presets) assert.equal(problem({ all: [{ field: f.id, min: p.min ?? null, max: p.max ?? null }] }), null, `${f.id} ${p.label}`);
  }
});

const conditionArb: fc.Arbitrary<ScreenCondition> = fc.constantFrom(...SCREEN_FIELDS).chain((f): fc.Arbitrary<ScreenCondition> => {
  if (f.kind === 'flag') return fc.constant({ field: f.id });
  if (f.kind === 'set') return fc.subarray([...f.options], { minLength: 1, maxLength: 4 }).map((values) => ({ field: f.id, values }));
  return fc
    .tuple(fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }))
    .filter(([a, b]) => a !== undefined || b !== undefined)
    .map(([a, b]) => {
      const c: ScreenCondition = { field: f.id };
      if (a !== undefined) c.min = a / 4;
      if (b !== undefined) c.max = (a ?? 0) / 4 + b / 4;
      return c;
    });
});

test('URL encoding round-trips every valid tree', () => {
  const treeArb: fc.Arbitrary<ScreenTree> = fc
    .array(
      fc.oneof(
        conditionArb,
        fc.array(conditionArb, { minLength: 2, maxLength: 3 }).map((any) => ({ any })),
      ),
      { maxLength: 8 },
    )
    .map((all) => ({ all }));
  fc.assert(
    fc.property(treeArb, (tree) => {
      assert.equal(treeProblem(tree), null);
      assert.deepEqual(decodeTree(encodeTree(tree)), tree);
    }),
    { numRuns: 200 },
  );
  assert.equal(decodeTree('peTtm:30~10'), null);
  assert.equal(decodeTree('nope'), null);
  assert.deepEqual(decodeTree(''), { all: [] });
});
