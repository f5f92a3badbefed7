/**
 * 基金持股, 股东户数 and 机构持仓 (issue 14 item 1) over several seeds: every holding of a period
 * within 流通股本, institution totals ≤ 流通股本, funds agree with 十大流通股东, 占净值比例 ≤ 10%,
 * 户均 = 总股本 ÷ 户数, 增减 = this − last, point in time; then the endpoints incl. bad params.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FundHolderAnswer, HolderNumAnswer, InstHoldAnswer, InstPositionAnswer } from '../../../../contracts/endpoints/disclosures';
import { FundHolderModel } from '../../../../gateway/sim/disclosures/fund-holders';
import { HolderNumModel } from '../../../../gateway/sim/disclosures/holder-num';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { instPeriodsAt, PriceReader } from '../../../../gateway/sim/disclosures/holders-common';
import { InstitutionModel } from '../../../../gateway/sim/disclosures/institutions';
import { WarmUp } from '../../../../gateway/sim/warmup/warm-up';
import { ownershipRoutes } from '../../../../gateway/sim/routes/disclosures/ownership';
import { accountErrorHandler } from '../../../../gateway/sim/http/error-handler';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { loadUniverse } from '../../../../gateway/sim/market/universe';
import { periodEndDay, periodString } from '../../../../gateway/sim/companies/periods';
import { ANCHOR, companiesFor } from '../companies/fixture';
import { edgeCacheRule, HISTORY } from '../../../../contracts/edge-cache';

const TODAY = ANCHOR + 1;
const SEEDS = [7, 11, 'abc', 20251128];
const CODES = ['600519.SH', '300750.SZ', '601398.SH', '002594.SZ'];

function models(seed: number | string) {
  const companies = companiesFor(seed);
  const holders = new HolderModel(companies);
  const prices = new PriceReader(companies);
  return {
    companies,
    holders,
    prices,
    funds: new FundHolderModel(holders, prices),
    nums: new HolderNumModel(holders, prices),
    inst: new InstitutionModel(holders, prices),
  };
}

test('ownership: holdings within 流通股本, institutions ≤ 流通股本, funds agree with the top-10, 占净值比例 ≤ 10% (4 seeds)', () => {
  for (const seed of SEEDS) {
    const m = models(seed);
    for (const code of CODES) {
      const slot = m.companies.slotOf(code)!;
      assert.equal(m.holders.capital(slot).at(ANCHOR), m.companies.company(slot).capital.at(ANCHOR), 'cheap capital = the company model');
      assert.equal(m.holders.capital(slot).at(ANCHOR - 2000), m.companies.company(slot).capital.at(ANCHOR - 2000));
      const periods = instPeriodsAt(TODAY, m.companies.source.profiles[slot]!.listIdx).slice(0, 8);
      assert.ok(periods.length >= 4);
      for (const g of periods) {
        const all = m.holders.holdings(slot, g);
        const floatSum = all.rows.reduce((s, r) => s + r.floatShares, 0);
        assert.ok(floatSum <= all.floatShares, `${seed} ${code} ${g}: holdings within the float`);
        assert.ok(all.rows.reduce((s, r) => s + r.shares, 0) <= all.totalShares, 'within 总股本');
        for (const r of all.rows) assert.ok(r.floatShares <= r.shares);
        const row = m.inst.periodRow(slot, g);
        assert.ok(row.total.shares <= row.floatShares, 'institutions ≤ 流通股本');
        assert.equal(
          row.total.shares,
          row.types.reduce((s, t) => s + t.shares, 0),
        );
        assert.equal(row.types.length, 6);
        const fq = m.funds.at(slot, g);
        const fundType = row.types.find((t) => t.type === '基金')!;
        assert.equal(fq.rows.length, fundType.count, '基金家数 = fund rows');
        assert.equal(
          fq.rows.reduce((s, r) => s + r.shares, 0),
          fundType.shares,
          '基金持股总数 = Σ fund rows',
        );
        const close = m.prices.closeOnDay(slot, periodEndDay(g));
        const prevRows = new Map(m.funds.at(slot, g - 1).rows.map((r) => [r.fundCode, r.shares] as const));
        for (const r of fq.rows) {
          assert.ok(r.navRatio > 0 && r.navRatio <= 10, `占净值比例 ${r.navRatio}`);
          assert.ok(Math.abs(r.value - r.shares * close) < 0.01, '持股市值 = shares × close');
          if (r.tag === '新进') assert.equal(prevRows.has(r.fundCode), false);
          else assert.equal(r.change, r.shares - prevRows.get(r.fundCode)!, '增减 = this − last');
        }
        // A fund in the float top-10 (known once the report is out) holds the same shares in 基金持股.
        const byCode = new Map(fq.rows.map((r) => [r.fundName, r.shares] as const));
        for (const h of all.rows.filter((x) => x.type === '基金')) assert.equal(byCode.get(h.fund!.name), h.shares);
        const top = m.holders.at(slot, g).top10Float;
        for (const t of top.filter((x) => x.nature === '证券投资基金')) assert.ok(all.rows.some((h) => h.name === t.name && h.shares === t.shares));
      }
    }
  }
});

test('股东户数: 户均 = 总股本 ÷ 户数, 户均市值 at the close, 增减 = this − last, dates ascending, point in time (4 seeds)', () => {
  const pairs: [number, number][] = [];
  for (const seed of SEEDS) {
    const m = models(seed);
    for (const code of CODES) {
      const slot = m.companies.slotOf(code)!;
      const rows = m.nums.rows(slot, TODAY);
      assert.ok(rows.length >= 30, `${code}: ${rows.length} rows`);
      const quarterEnds = rows.filter((r) => /-(03-31|06-30|09-30|12-31)$/.test(r.date)).length;
      assert.ok(quarterEnds < rows.length, 'irregular dates besides the quarter ends');
      const today = formatDay(dayOfTradingIndex(TODAY));
      rows.forEach((r, i) => {
        assert.ok(r.noticeDate > r.date && r.noticeDate <= today, `公告日 after the 截止日, not after today: ${r.date} ${r.noticeDate}`);
        assert.ok(Math.abs(r.avgShares - r.totalShares / r.holders) <= 0.005 + 1e-9);
        assert.ok(Math.abs(r.avgValue - (r.totalShares / r.holders) * r.close) <= 0.005 + 1e-6);
        assert.equal(r.close, m.prices.close(slot, tradingIndexOf(parseDay(r.date)!)));
        const older = rows[i + 1];
        if (!older) {
          assert.equal(r.change, null);
          return;
        }
        assert.ok(older.date < r.date);
        assert.equal(r.prevHolders, older.holders);
        assert.equal(r.change, r.holders - older.holders);
        assert.equal(r.sharesChange, r.totalShares - older.totalShares);
        assert.equal(r.sharesChangeReason, r.sharesChange > 0 ? '送转股' : null);
        pairs.push([r.changeRatio!, r.priceChange!]);
      });
      // A past day sees exactly the rows published by then, with the same figures.
      const earlier = m.nums.rows(slot, TODAY - 120);
      const cut = formatDay(dayOfTradingIndex(TODAY - 120));
      assert.ok(earlier.every((r) => r.noticeDate <= cut));
      const oldest = rows[rows.length - 1]!.date;
      assert.deepEqual(
        earlier.filter((r) => r.date >= oldest).map((r) => [r.date, r.holders, r.avgValue]),
        rows.filter((r) => r.noticeDate <= cut).map((r) => [r.date, r.holders, r.avgValue]),
      );
    }
  }
  // 户数 change leans against the price move: weak negative correlation over every pair.
  const n = pairs.length;
  const mx = pairs.reduce((s, p) => s + p[0], 0) / n;
  const my = pairs.reduce((s, p) => s + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  const corr = sxy / Math.sqrt(sxx * syy);
  assert.ok(corr < -0.05 && corr > -0.9, `weakly negative correlation: ${corr.toFixed(3)} over ${n}`);
});

test('机构持仓 market-wide: 持股变化 against the previous quarter, shares agree with each stock', () => {
  const m = models(7);
  const members = CODES.map((c) => m.companies.slotOf(c)!).concat([...Array(40).keys()].map((i) => i * 37).filter((s) => m.companies.isCompany(s)));
  const inst = new InstitutionModel(m.holders, m.prices, members);
  const g = instPeriodsAt(TODAY)[0]!;
  for (const type of ['基金', '保险'] as const) {
    const rows = inst.positions(g, type);
    assert.ok(rows.length > 0);
    for (const r of rows) {
      const slot = m.companies.slotOf(r.code)!;
      const cur = inst.sums(slot, g)[type];
      const prev = inst.sums(slot, g - 1)[type];
      assert.equal(r.shares, cur.shares);
      assert.equal(r.count, cur.count);
      assert.equal(r.changeShares, cur.shares - prev.shares);
      assert.equal(r.change, prev.shares === 0 ? '新进' : cur.shares > prev.shares ? '增仓' : cur.shares < prev.shares ? '减仓' : '不变');
    }
  }
});

test('机构持仓 market-wide built ahead in slices (the after-ready warm-up) is the list a request builds at once', async () => {
  const m = models(7);
  const members = CODES.map((c) => m.companies.slotOf(c)!).concat([...Array(40).keys()].map((i) => i * 37).filter((s) => m.companies.isCompany(s)));
  const g = instPeriodsAt(TODAY)[0]!;
  const ahead = new InstitutionModel(m.holders, m.prices, members);
  await ahead.prepareMarket(g, 0);
  const atOnce = new InstitutionModel(m.holders, m.prices, members);
  for (const type of ['基金', 'QFII'] as const) assert.deepEqual(ahead.positions(g, type), atOnce.positions(g, type));
  // Prepared twice: the second finds both tables and builds nothing.
  await ahead.prepareMarket(g, 0);
  assert.deepEqual(ahead.positions(g, '基金'), atOnce.positions(g, '基金'));
});

let app: FastifyInstance;
let slots: number[];
const warmLines: string[] = [];
const warmup = new WarmUp((line) => warmLines.push(line));
before(async () => {
  const companies = companiesFor(7);
  slots = CODES.map((c) => companies.slotOf(c)!).concat([...Array(30).keys()].map((i) => i * 53));
  app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  await app.register(ownershipRoutes, { universe: loadUniverse(), companies, today: () => TODAY, marketMembers: slots, warmup });
  await app.ready();
});
after(() => app.close());

async function get<T>(url: string): Promise<{ code: string; message: string; datas: T }> {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200);
  return res.json();
}

test('getFundHolderDetails / holderNumDetails / instholdpct / instPositionList: answers and bad params', async () => {
  const f = await get<FundHolderAnswer>('/api/v3/details/getFundHolderDetails?code=600519.SH');
  assert.equal(f.code, '000', f.message);
  assert.equal(f.datas.period, f.datas.periods[0]);
  assert.equal(f.datas.count, f.datas.rows.length);
  assert.ok(f.datas.floatRatio > 0 && f.datas.floatRatio < 100);
  const f2 = await get<FundHolderAnswer>(`/api/v3/details/getFundHolderDetails?code=600519&period=${f.datas.periods[2]}`);
  assert.equal(f2.datas.period, f.datas.periods[2]);
  const bad = await get<null>('/api/v3/details/getFundHolderDetails?code=600519.SH&period=2025-05-05');
  assert.equal(bad.code, '400');
  assert.match(bad.message, /参数 period/);
  const far = await get<null>('/api/v3/details/getFundHolderDetails?code=600519.SH&period=1995-12-31');
  assert.equal(far.code, '404');
  const idx = await get<null>('/api/v3/details/getFundHolderDetails?code=000300.SH');
  assert.equal(idx.code, '400');
  assert.match(idx.message, /指数/);
  const missing = await get<null>('/api/v3/details/getFundHolderDetails');
  assert.match(missing.message, /code/);

  const n = await get<HolderNumAnswer>('/api/v3/details/holderNumDetails?code=300750.SZ');
  assert.equal(n.code, '000', n.message);
  assert.ok(n.datas.rows.length > 10);
  assert.ok(n.datas.rows[0]!.date > n.datas.rows[1]!.date, 'newest first');
  const hk = await get<null>('/api/v3/details/holderNumDetails?code=00700.HK');
  assert.equal(hk.code, '400');
  assert.match(hk.message, /港股/);
  const unknown = await get<null>('/api/v3/details/holderNumDetails?code=999999.SH');
  assert.equal(unknown.code, '404');

  const i = await get<InstHoldAnswer>('/api/v3/details/instholdpct?code=600519.SH&type=保险');
  assert.equal(i.code, '000', i.message);
  assert.equal(i.datas.rows.length, 12);
  assert.equal(i.datas.holders.type, '保险');
  assert.equal(i.datas.holders.period, i.datas.periods[0]);
  assert.equal(i.datas.rows[0]!.types.find((t) => t.type === '保险')!.count, i.datas.holders.rows.length);
  const badType = await get<null>('/api/v3/details/instholdpct?code=600519.SH&type=银行');
  assert.equal(badType.code, '400');
  assert.match(badType.message, /参数 type/);

  const list = await get<InstPositionAnswer>('/api/v3/details/instPositionList?type=基金&pageSize=10&sort=shares&order=asc');
  assert.equal(list.code, '000', list.message);
  assert.equal(list.datas.period, periodString(instPeriodsAt(TODAY)[0]!));
  assert.ok(list.datas.rows.length > 0 && list.datas.rows.length <= 10);
  for (let k = 1; k < list.datas.rows.length; k++) assert.ok(list.datas.rows[k - 1]!.shares <= list.datas.rows[k]!.shares, 'sorted ascending');
  assert.equal(
    Object.values(list.datas.counts).reduce((s, x) => s + x, 0),
    list.datas.total,
  );
  const moutai = (await get<InstPositionAnswer>('/api/v3/details/instPositionList?pageSize=5000')).datas.rows.find((r) => r.code === '600519.SH')!;
  assert.equal(moutai.count, f.datas.count, '基金家数 agrees with 基金持股');
  assert.equal(moutai.shares, f.datas.sharesHeld);
  const added = await get<InstPositionAnswer>('/api/v3/details/instPositionList?change=增仓');
  assert.ok(added.datas.rows.every((r) => r.change === '增仓'));
  for (const q of ['change=加仓', 'sort=name', 'order=up', 'page=0', 'pageSize=9999', 'period=2026-02-30', 'type=ETF']) {
    const r = await get<null>(`/api/v3/details/instPositionList?${q}`);
    assert.equal(r.code, '400', q);
    assert.match(r.message, new RegExp(`参数 ${q.split('=')[0]}`), q);
  }
});

test('the edge may keep ownership answers for a minute (they change with reports, not ticks)', () => {
  for (const p of ['getHolderDetails', 'getFundHolderDetails', 'holderNumDetails', 'instholdpct', 'instPositionList']) {
    assert.equal(edgeCacheRule(`/api/v3/details/${p}`, { code: '600519.SH' }), HISTORY, p);
  }
});

test("once the sim is ready, the warm-up builds the newest quarter's 机构持仓 list (/institutionalPositions opens on it)", async () => {
  await warmup.start();
  assert.ok(
    warmLines.some((l) => /^warm-up after ready: 机构持仓:/.test(l)),
    warmLines.join('\n'),
  );
  // Not in the counted part: it does not hold the sim's readiness.
  assert.ok(!warmLines.some((l) => /^warm-up \d+\/\d+ 机构持仓:/.test(l)));
  const a = (await get<InstPositionAnswer>(`/api/v3/details/instPositionList?type=${encodeURIComponent('基金')}`)).datas;
  assert.equal(a.period, periodString(instPeriodsAt(TODAY)[0]!));
  assert.ok(a.rows.length > 0);
});
