import { test } from 'node:test';
import assert from 'node:assert/strict';
import { limitRatio } from '../../../../../contracts/market';
import { loadUniverse, SW_LEVEL1 } from '../../../../../gateway/sim/market/universe/index';

const u = loadUniverse();
const count = (pred: (e: (typeof u.all)[number]) => boolean) => u.all.filter(pred).length;

test('loads at least 800 securities, memoized', () => {
  assert.ok(u.all.length >= 800, `only ${u.all.length}`);
  assert.equal(loadUniverse(), u);
  assert.equal(u.byId.size, u.all.length, 'ids are unique');
  for (const e of u.all) assert.equal(u.byId.get(e.id), e);
});

test('category floors: A-shares per board, 30+ HK, 40+ funds with a fof', () => {
  assert.ok(count((e) => e.kind === 'capital' && e.board === 'main' && e.suffix === 'SH') >= 150);
  assert.ok(count((e) => e.kind === 'capital' && e.board === 'main' && e.suffix === 'SZ') >= 150);
  assert.ok(count((e) => e.board === 'chinext') >= 50);
  assert.ok(count((e) => e.board === 'star') >= 50);
  assert.ok(count((e) => e.board === 'bse') >= 1);
  assert.ok(count((e) => e.kind === 'hk') >= 30);
  assert.ok(count((e) => e.kind.startsWith('fund_')) >= 40);
  assert.ok(count((e) => e.kind === 'fund_fof') >= 1);
  assert.ok(count((e) => e.kind === 'fund_onside') >= 1 && count((e) => e.kind === 'fund_lof') >= 1 && count((e) => e.kind === 'fund_outside') >= 1);
  assert.ok(count((e) => e.st) >= 1);
  assert.ok(count((e) => e.kind === 'index_gn') >= 15);
});

test('required indexes exist with exact names', () => {
  const required: Record<string, string> = {
    '000001.SH': '上证指数',
    '399001.SZ': '深证成指',
    '399006.SZ': '创业板指',
    '000300.SH': '沪深300',
    '000688.SH': '科创50',
    '899050.BJ': '北证50',
    '000905.SH': '中证500',
    '000852.SH': '中证1000',
    'HSI.HK': '恒生指数',
  };
  for (const [id, name] of Object.entries(required)) {
    const e = u.byId.get(id);
    assert.ok(e, `${id} missing`);
    assert.equal(e.name, name);
    assert.ok(e.kind === 'index_hs' || e.kind === 'index_hk_hs', `${id} kind ${e.kind}`);
    assert.equal(e.board, 'index');
  }
  assert.equal(u.byId.get('HSI.HK')?.kind, 'index_hk_hs');
  assert.equal(u.byId.get('HSTECH.HK')?.name, '恒生科技指数');
  assert.equal(u.byId.get('HSCEI.HK')?.kind, 'index_hk_hs');
});

test('codes collide across types: identity is code + suffix', () => {
  assert.equal(u.byId.get('000001.SH')?.name, '上证指数');
  assert.equal(u.byId.get('000001.SH')?.kind, 'index_hs');
  assert.equal(u.byId.get('000001.SZ')?.name, '平安银行');
  assert.equal(u.byId.get('000001.SZ')?.kind, 'capital');
  assert.equal(u.byId.get('000001.OF')?.kind, 'fund_outside');
  assert.equal(u.all.filter((e) => e.code === '000001').length, 3);
});

test('贵州茅台 600519.SH for the walking skeleton', () => {
  const m = u.byId.get('600519.SH');
  assert.ok(m);
  assert.equal(m.name, '贵州茅台');
  assert.equal(m.pinyin, 'gzmt');
  assert.equal(m.industry, '食品饮料');
  assert.equal(m.board, 'main');
  assert.equal(m.lot, 100);
  assert.equal(m.totalShares, 1_256_000_000);
  assert.equal(limitRatio(m), 0.1);
});

test('code prefix decides board for every A-share', () => {
  for (const e of u.all.filter((x) => x.kind === 'capital')) {
    const c = e.code;
    const expected =
      e.suffix === 'SH' && /^688/.test(c)
        ? 'star'
        : e.suffix === 'SH' && /^60[0-5]/.test(c)
          ? 'main'
          : e.suffix === 'SZ' && /^30[01]/.test(c)
            ? 'chinext'
            : e.suffix === 'SZ' && /^00[0-3]/.test(c)
              ? 'main'
              : e.suffix === 'BJ' && /^920/.test(c)
                ? 'bse'
                : 'none';
    assert.equal(e.board, expected, `${e.id} ${e.name}`);
    assert.equal(e.lot, 100, e.id);
    assert.ok(
      SW_LEVEL1.some(([, n]) => n === e.industry),
      `${e.id} industry ${e.industry}`,
    );
    assert.ok(e.floatShares > 0 && e.floatShares <= e.totalShares, e.id);
  }
});

test('HK stocks: five-digit codes, board hk, their own lots', () => {
  for (const e of u.all.filter((x) => x.kind === 'hk')) {
    assert.match(e.code, /^\d{5}$/);
    assert.equal(e.suffix, 'HK');
    assert.equal(e.board, 'hk');
    assert.ok(Number.isInteger(e.lot) && e.lot > 0);
  }
  assert.equal(u.byId.get('00700.HK')?.name, '腾讯控股');
  assert.equal(u.byId.get('00700.HK')?.lot, 100);
});

test('funds: ETF/LOF lot 100 on SH/SZ, off-exchange lot 1 on OF', () => {
  assert.equal(u.byId.get('510300.SH')?.name, '沪深300ETF');
  assert.equal(u.byId.get('510050.SH')?.name, '上证50ETF');
  assert.equal(u.byId.get('159915.SZ')?.name, '创业板ETF');
  assert.equal(u.byId.get('588000.SH')?.name, '科创50ETF');
  for (const e of u.all.filter((x) => x.kind.startsWith('fund_'))) {
    assert.equal(e.board, 'fund');
    const offExchange = e.kind === 'fund_outside' || e.kind === 'fund_fof';
    assert.equal(e.suffix === 'OF', offExchange, e.id);
    assert.equal(e.lot, offExchange ? 1 : 100, e.id);
  }
});

test('ST names are marked and sit on the 5% band', () => {
  const st = u.all.filter((e) => e.st);
  for (const e of st) {
    assert.match(e.name, /^\*?ST/);
    assert.equal(limitRatio(e), 0.05);
  }
  for (const e of u.all.filter((x) => !x.st)) assert.doesNotMatch(e.name, /^\*?ST/);
});

test('沪深300 constituents are non-empty, exist and are A-shares', () => {
  const ids = u.constituents('000300.SH');
  assert.ok(ids.length >= 250, `${ids.length}`);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) {
    const e = u.byId.get(id);
    assert.ok(e, id);
    assert.equal(e.kind, 'capital');
    assert.equal(e.st, false);
  }
  assert.ok(ids.includes('600519.SH'));
  assert.ok(ids.includes('300750.SZ'));
});

test('every index has existing stock constituents', () => {
  for (const index of u.all.filter((e) => e.kind.startsWith('index_'))) {
    const ids = u.constituents(index.id);
    assert.ok(ids.length > 0, `${index.id} ${index.name} is empty`);
    for (const id of ids) assert.ok(u.byId.get(id)?.kind === (index.kind === 'index_hk_hs' ? 'hk' : 'capital'), `${index.id} → ${id}`);
  }
});

test('industry indexes hold every non-ST A-share of their industry', () => {
  for (const [code, name] of SW_LEVEL1) {
    const index = u.byId.get(`${code}.SH`);
    assert.equal(index?.name, name);
    assert.equal(index?.kind, 'index_hy');
    const expected = u.all.filter((e) => e.kind === 'capital' && !e.st && e.industry === name).map((e) => e.id);
    assert.deepEqual([...u.constituents(`${code}.SH`)], expected);
  }
});

test('concept indexes hold 5 to 20 hand-picked members; HSI holds HK stocks', () => {
  for (const index of u.all.filter((e) => e.kind === 'index_gn')) {
    const n = u.constituents(index.id).length;
    assert.ok(n >= 5 && n <= 20, `${index.name}: ${n}`);
  }
  assert.ok(u.constituents('HSI.HK').includes('00700.HK'));
  assert.ok(u.constituents('000688.SH').every((id) => u.byId.get(id)?.board === 'star'));
  assert.ok(u.constituents('899050.BJ').every((id) => u.byId.get(id)?.board === 'bse'));
  assert.ok(u.constituents('000016.SH').every((id) => id.endsWith('.SH') && u.constituents('000300.SH').includes(id)));
});

test('constituents() refuses ids that are not indexes', () => {
  assert.throws(() => u.constituents('600519.SH'), RangeError);
  assert.throws(() => u.constituents('NOPE.SH'), /not an index/);
});
