/**
 * The holder model's rules over a few seeds and securities (bounded, fast), and the
 * getHolderDetails endpoint incl. bad params, funds and indexes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HolderAnswer, HolderRow } from '../../../../contracts/endpoints/disclosures';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { disclosureRoutes } from '../../../../gateway/sim/routes/disclosures/index';
import { accountErrorHandler } from '../../../../gateway/sim/http/error-handler';
import { loadUniverse } from '../../../../gateway/sim/market/universe';
import { ANCHOR, companiesFor } from '../companies/fixture';

const TODAY = ANCHOR + 1;
const CODES = ['600519.SH', '000858.SZ', '601398.SH', '300750.SZ', '00700.HK'];

function checkList(rows: HolderRow[], den: number, what: string): void {
  assert.ok(rows.length > 0 && rows.length <= 10, `${what}: 1..10 rows`);
  rows.forEach((r, i) => {
    assert.equal(r.rank, i + 1);
    assert.ok(r.shares > 0 && Number.isInteger(r.shares), `${what}: shares`);
    if (i > 0) assert.ok(rows[i - 1]!.shares >= r.shares, `${what}: ranked by shares`);
    assert.ok(Math.abs(r.ratio - (r.shares / den) * 100) < 1e-3, `${what}: ratio`);
  });
  assert.ok(rows.reduce((s, r) => s + r.shares, 0) <= den, `${what}: top-10 within the denominator`);
}

test('holders: top-10 within 总股本, float ≤ total, 增减 = this period − last, holders persist (2 seeds × 5 companies)', () => {
  for (const seed of [7, 'abc']) {
    const companies = companiesFor(seed);
    const model = new HolderModel(companies);
    for (const code of CODES) {
      const slot = companies.slotOf(code);
      if (slot === undefined || !companies.isCompany(slot)) continue;
      const periods = model.periods(slot, TODAY).slice(0, 12);
      assert.ok(periods.length >= 4, `${code}: periods`);
      let persisted = 0;
      for (const { g } of periods) {
        const h = model.at(slot, g);
        assert.ok(h.floatShares <= h.totalShares);
        checkList(h.top10, h.totalShares, `${seed} ${code} ${g} top10`);
        checkList(h.top10Float, h.floatShares, `${seed} ${code} ${g} float`);
        assert.ok(h.top10.reduce((s, r) => s + r.ratio, 0) < 100);
        const total = new Map(model.holdings(slot, g).rows.map((r) => [r.name, r] as const));
        for (const r of h.top10Float) assert.ok(r.shares <= total.get(r.name)!.shares, 'float holding ≤ total holding');
        const prev = model.at(slot, g - 1);
        for (const [cur, was] of [
          [h.top10, prev.top10],
          [h.top10Float, prev.top10Float],
        ] as const) {
          const before = new Map(was.map((r) => [r.name, r.shares] as const));
          for (const r of cur) {
            if (r.tag === '新进') {
              assert.equal(before.has(r.name), false);
              assert.equal(r.change, null);
              continue;
            }
            persisted++;
            assert.equal(r.change, r.shares - before.get(r.name)!, '增减 = this − last');
            assert.equal(r.tag, r.change! > 0 ? '增持' : r.change! < 0 ? '减持' : '不变');
          }
        }
      }
      assert.ok(persisted > periods.length * 5, `${code}: most holders persist (${persisted})`);
    }
  }
});

test('holders: deterministic per seed, different across seeds', () => {
  const a = new HolderModel(companiesFor(7));
  const b = new HolderModel(companiesFor(7));
  const c = new HolderModel(companiesFor(8));
  const slot = a.companies.slotOf('600519.SH')!;
  const g = a.periods(slot, TODAY)[0]!.g;
  assert.deepEqual(a.at(slot, g), b.at(slot, g));
  assert.notDeepEqual(a.at(slot, g).top10, c.at(slot, g).top10);
});

let app: FastifyInstance;
before(async () => {
  app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  await app.register(disclosureRoutes, { universe: loadUniverse(), companies: companiesFor(7), today: () => TODAY });
  await app.ready();
});
after(() => app.close());

async function get(url: string): Promise<{ code: string; message: string; datas: HolderAnswer }> {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200);
  return res.json();
}
const P = '/api/v3/details/getHolderDetails';

test('getHolderDetails: latest period, a chosen period, bad params, funds and indexes', async () => {
  const r = await get(`${P}?code=600519.SH`);
  assert.equal(r.code, '000', r.message);
  assert.equal(r.datas.name, '贵州茅台');
  assert.equal(r.datas.period, r.datas.periods[0]);
  assert.match(r.datas.period, /^\d{4}-(03-31|06-30|09-30|12-31)$/);
  assert.ok(r.datas.noticeDate > r.datas.period);
  assert.equal(r.datas.top10.length, 10);
  assert.ok(r.datas.top10Ratio < 100);
  const older = await get(`${P}?code=600519&period=${r.datas.periods[3]}`);
  assert.equal(older.datas.period, r.datas.periods[3]);
  const bad = await get(`${P}?code=600519.SH&period=2025-05-05`);
  assert.equal(bad.code, '400');
  assert.match(bad.message, /period/);
  const missing = await get(`${P}`);
  assert.equal(missing.code, '400');
  assert.match(missing.message, /code/);
  const unknown = await get(`${P}?code=999999.SH`);
  assert.equal(unknown.code, '404');
  const index = await get(`${P}?code=000001.SH`);
  assert.match(index.message, /指数，没有公司财务数据/);
  const early = await get(`${P}?code=600519.SH&period=1990-12-31`);
  assert.equal(early.code, '404');
});

test('well-known state-controlled companies have a 国有法人 controlling holder whatever the seed', () => {
  for (const seed of [7, 'abc', 20_251_128]) {
    const companies = companiesFor(seed);
    const model = new HolderModel(companies);
    for (const code of ['601618.SH', '601398.SH', '600519.SH', '601857.SH', '000858.SZ', '600036.SH', '001979.SZ', '002051.SZ']) {
      const controlling = model.majorHolders(companies.slotOf(code)!).find((h) => h.controlling);
      assert.equal(controlling?.nature, '国有法人', `seed ${seed} ${code}: ${controlling?.name}`);
    }
  }
});

test('A+H and A+B companies name their other class: no 限售流通A股, the rest of the H shares with HKSCC’s nominee', () => {
  for (const seed of [7, 'abc']) {
    const companies = companiesFor(seed);
    const model = new HolderModel(companies);
    for (const [code, type] of [
      ['600036.SH', 'H股'],
      ['601857.SH', 'H股'],
      ['000596.SZ', '境内上市外资股(B股)'],
      ['03968.HK', 'A股'],
    ] as const) {
      const slot = companies.slotOf(code)!;
      const { g } = model.periods(slot, TODAY)[0]!;
      const h = model.at(slot, g);
      const types = h.top10.map((r) => r.shareType);
      assert.ok(
        types.every((t) => !t.includes('限售')),
        `${seed} ${code}: ${types.join(' / ')}`,
      );
      // B shares are held in many brokers' omnibus accounts, none of them in a top ten.
      if (type !== '境内上市外资股(B股)')
        assert.ok(
          types.some((t) => t.includes(type)),
          `${seed} ${code}: someone holds the ${type} class`,
        );
      const other = h.totalShares - h.floatShares;
      const held = h.top10.filter((r) => r.shareType.includes(type)).reduce((s, r) => s + r.shares, 0);
      assert.ok(held <= h.totalShares, `${code}: within 总股本`);
      if (type === 'H股') {
        const nominee = h.top10.find((r) => r.name === '香港中央结算（代理人）有限公司');
        const controllingOther = h.top10.filter((r) => r.shareType.endsWith(',H股')).reduce((s, r) => s + r.shares, 0);
        assert.ok(nominee, `${code}: HKSCC's nominee holds H shares`);
        if (controllingOther === 0) assert.ok(nominee.shares >= 0.96 * other && nominee.shares <= other, `${code}: the nominee holds the H shares`);
      }
    }
  }
});

test('majorHolding is what holdings lists for the controlling holder and the second legal person (2 seeds, every period)', () => {
  for (const seed of [7, 'abc']) {
    const cs = companiesFor(seed);
    const model = new HolderModel(cs);
    const slots = cs.source.profiles.filter((p) => cs.isCompany(p.slot)).map((p) => p.slot);
    let held = 0;
    for (const slot of slots.filter((_, i) => i % 37 === 0)) {
      const major = model.majorHolders(slot);
      for (let g = 2008 * 4; g <= 2026 * 4 + 3; g++) {
        const h = model.holdings(slot, g);
        for (const n of [0, 1] as const) {
          const want = h.rows.find((r) => r.name === major[n]!.name)?.shares ?? 0;
          assert.deepEqual(
            model.majorHolding(slot, g, n),
            { shares: want, totalShares: h.totalShares, floatShares: h.floatShares },
            `${slot} period ${g} holder ${n}`,
          );
          if (want > 0) held++;
        }
      }
    }
    assert.ok(held > 500, `holdings compared: ${held}`);
  }
});

test('minorStakeMax bounds every other holding of 总股本, in every period (2 seeds)', () => {
  for (const seed of [7, 'abc']) {
    const cs = companiesFor(seed);
    const model = new HolderModel(cs);
    const slots = cs.source.profiles.filter((p) => cs.isCompany(p.slot)).map((p) => p.slot);
    let below = 0;
    for (const slot of slots.filter((_, i) => i % 23 === 0)) {
      const major = new Set(model.majorHolders(slot).map((h) => h.name));
      const max = model.minorStakeMax(slot, new Set());
      for (let g = 2008 * 4; g <= 2026 * 4 + 3; g++) {
        const h = model.holdings(slot, g);
        for (const r of h.rows)
          if (!major.has(r.name)) assert.ok(r.shares / h.totalShares < max, `${slot} period ${g}: ${r.name} ${r.shares / h.totalShares} < ${max}`);
      }
      if (max < 0.05) below++;
    }
    assert.ok(below > 20, `companies whose other holders all stay below 5%: ${below}`);
  }
});
