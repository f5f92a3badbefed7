/**
 * API tests of the fundamentals endpoints over the company model (Fastify inject, no socket):
 * every endpoint answers its contract's shape for 贵州茅台, agrees with the others, and refuses bad
 * params (400 naming the param), unknown codes (404 未找到证券) and funds/indexes (a Chinese sentence).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type {
  CompareAnswer,
  CompareMoreAnswer,
  DiviAnswer,
  DiviFundAnswer,
  ForecastAnswer,
  GrowAnswer,
  PepbAnswer,
  PepbBandAnswer,
  SegmentsAnswer,
  StatementAnswer,
} from '../../../../../contracts/endpoints/fundamentals';
import { Answers } from '../../../../../gateway/sim/companies/answers';
import { companyRoutes } from '../../../../../gateway/sim/routes/companies/index';
import { CODES } from '../../../../../contracts/codes';
import { memberOnlyMessage, type VipState } from '../../../../../contracts/membership';
import { accountErrorHandler, schemaErrorFormatter } from '../../../../../gateway/sim/http/error-handler';
import { createEntitlements } from '../../../../../gateway/sim/payments/entitlements';
import { loadUniverse } from '../../../../../gateway/sim/market/universe';
import { ANCHOR, companiesFor } from '../../companies/fixture';
import { isTradingDay } from '../../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../../contracts/calendar/index';

let app: FastifyInstance;
/** The same routes behind the member gates: user 1 is a member, user 2 is not (header `x-user`). */
let gated: FastifyInstance;
let answers: Answers;
const TODAY = ANCHOR + 1;

before(async () => {
  const companies = companiesFor(7);
  // Today's price on show: the model's last close (a market would give its live price).
  const last = new Map<number, number | null>();
  const price = (slot: number) => {
    if (!last.has(slot)) last.set(slot, companies.closes(slot, ANCHOR)?.close.at(-1) ?? null);
    return last.get(slot)!;
  };
  answers = new Answers({ companies, today: () => TODAY, price });
  app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  await app.register(companyRoutes, { universe: loadUniverse(), answers });
  await app.ready();
  const NOW = Date.UTC(2026, 10, 23);
  const vip = new Map<number, VipState>([
    [1, { vipType: 2, vipTime: NOW + 30 * 86_400_000 }],
    [2, { vipType: 0, vipTime: 0 }],
  ]);
  const entitlements = createEntitlements(
    (id) => vip.get(id),
    () => NOW,
  );
  gated = Fastify();
  gated.setErrorHandler(accountErrorHandler);
  gated.setSchemaErrorFormatter(schemaErrorFormatter);
  const callerOf = (request: { headers: Record<string, unknown> }) => (request.headers['x-user'] ? Number(request.headers['x-user']) : null);
  await gated.register(companyRoutes, { universe: loadUniverse(), answers, access: { entitlements, callerOf } });
  await gated.ready();
});
after(async () => {
  await app.close();
  await gated.close();
});

async function gatedGet<T>(path: string, user: number | null): Promise<{ code: string; msg: string; datas: T }> {
  const res = await gated.inject({ method: 'GET', url: path, headers: user === null ? {} : { 'x-user': String(user) } });
  assert.equal(res.statusCode, 200, path);
  const body = res.json() as { code: string; message: string; datas: T };
  return { code: body.code, msg: body.message, datas: body.datas };
}

async function get<T>(path: string): Promise<{ code: string; msg: string; datas: T }> {
  const res = await app.inject({ method: 'GET', url: path });
  assert.equal(res.statusCode, 200, path);
  const body = res.json() as { code: string; message?: string; msg?: string; datas: T };
  return { code: body.code, msg: body.message ?? body.msg ?? '', datas: body.datas };
}

async function ok<T>(path: string): Promise<T> {
  const r = await get<T>(path);
  assert.equal(r.code, '000', `${path}: ${r.msg}`);
  return r.datas;
}

const D = '/api/v3/details';

describe('fundamentals endpoints', () => {
  it('pepb: six metrics with their levels, the window series and the industry median series', async () => {
    const a = await ok<PepbAnswer>(`${D}/pepb?code=600519&metric=peTtm&range=5y`);
    assert.equal(a.id, '600519.SH');
    assert.equal(a.stats.length, 6);
    const pe = a.stats.find((s) => s.metric === 'peTtm')!;
    assert.ok(pe.current! > 18 && pe.current! < 30, `PE-TTM ${pe.current}`);
    assert.ok(pe.min! <= pe.p20! && pe.p20! <= pe.p50! && pe.p50! <= pe.p80! && pe.p80! <= pe.max!);
    assert.ok(pe.percentile! >= 0 && pe.percentile! <= 100);
    assert.equal(pe.days, a.series.length);
    assert.ok(a.series.length > 1000 && a.series.length < 1400, '5 years of trading days');
    const closed = a.series.filter((p) => p.date !== a.series.at(-1)!.date && !isTradingDay(parseDay(p.date)!));
    assert.deepEqual(
      closed.map((p) => p.date),
      [],
      'no point on a day the mainland is closed (the HK-only days of 春节 and 国庆)',
    );
    const band = await ok<PepbBandAnswer>(`${D}/pepbBand?code=600519.SH&kind=pe&range=3y&mode=fixed`);
    assert.deepEqual(
      band.points.filter((p) => !isTradingDay(parseDay(p.date)!)).map((p) => p.date),
      [],
      'PE 通道 likewise',
    );
    assert.equal(a.series.at(-1)!.value, pe.current);
    assert.ok(a.industrySeries.length > 50);
    assert.ok(pe.industryMedian !== null);
  });

  it("pepb: the industry median series ends on the window's last day with the table's 行业中值, for every metric", async () => {
    for (const metric of ['peTtm', 'pb', 'dy'] as const) {
      const a = await ok<PepbAnswer>(`${D}/pepb?code=600519&metric=${metric}&range=3y`);
      const stat = a.stats.find((s) => s.metric === metric)!;
      // The chart's legend reads the series' last point: the same figure, on the same day, as the table.
      assert.deepEqual(a.industrySeries.at(-1), { date: a.to, value: stat.industryMedian }, metric);
      const months = a.industrySeries.slice(0, -1);
      assert.ok(
        months.every((p) => p.date < a.to),
        'the month ends come before today',
      );
    }
  });

  it('a loss maker is 亏损: PE null and excluded days counted', async () => {
    const a = await ok<PepbAnswer>(`${D}/pepb?code=688180.SH`);
    const pe = a.stats.find((s) => s.metric === 'peTtm')!;
    assert.equal(pe.current, null);
    assert.equal(pe.percentile, null);
    assert.ok(pe.excludedDays > 0);
  });

  it('pepbBand: five multiples, bands = perShare × k, stepping only on report days or ex-dates', async () => {
    const a = await ok<PepbBandAnswer>(`${D}/pepbBand?code=600519.SH&kind=pe&range=3y&mode=fixed`);
    assert.deepEqual(a.multiples, [10, 15, 20, 25, 30]);
    const p = a.points.at(-1)!;
    assert.ok(Math.abs(p.bands[2]! - p.perShare! * 20) < 0.01);
    const auto = await ok<PepbBandAnswer>(`${D}/pepbBand?code=600519.SH&kind=pb`);
    assert.equal(auto.multiples.length, 5);
    assert.ok(auto.multiples[0]! < auto.multiples[4]!);
  });

  it('growAbility: rows newest first with 同比/环比/3年复合 and ROE; peers with rank', async () => {
    const a = await ok<GrowAnswer>(`${D}/growAbility?code=600519&type=year&count=8`);
    assert.equal(a.rows.length, 8);
    assert.ok(a.rows.every((r) => r.period.endsWith('12-31')));
    assert.ok(a.rows[0]!.period > a.rows[1]!.period);
    const r0 = a.rows[0]!;
    const r1 = a.rows[1]!;
    assert.ok(Math.abs(r0.revenueYoy! - ((r0.revenue - r1.revenue) / r1.revenue) * 100) < 0.01);
    assert.equal(a.peers.length, 6);
    const roe = a.peers.find((p) => p.key === 'roe')!;
    assert.ok(roe.rank! >= 1 && roe.rank! <= roe.total);
  });

  it('financialStatement: three statements by 报告期/年度/单季度 with identities, the key indicators', async () => {
    const bs = await ok<StatementAnswer>(`${D}/financialStatement?code=600519&statement=balance`);
    assert.equal(bs.periods.length, 12);
    const line = (s: StatementAnswer, k: string) => s.lines.find((l) => l.key === k)!.values;
    const fen = (x: number | null) => Math.round(x! * 100);
    for (let i = 0; i < bs.periods.length; i++) {
      assert.equal(fen(line(bs, 'totalAssets')[i]!), fen(line(bs, 'totalLiabs')[i]!) + fen(line(bs, 'totalEquity')[i]!));
    }
    const inc = await ok<StatementAnswer>(`${D}/financialStatement?code=600519&statement=income&view=quarter&count=8`);
    assert.ok(inc.periods[0]!.label.endsWith('季度'));
    assert.ok(inc.lines.length >= 40);
    const yr = await ok<StatementAnswer>(`${D}/financialStatement?code=600519&statement=income&view=year&count=3`);
    assert.ok(yr.periods.every((p) => p.label === '年报'));
    const y24 = yr.periods.findIndex((p) => p.period === '2024-12-31');
    if (y24 >= 0) assert.ok(Math.abs(line(yr, 'netProfitParent')[y24]! / 1e8 - 862) < 5);
    const cf = await ok<StatementAnswer>(`${D}/financialStatement?code=600036.SH&statement=cashflow`);
    assert.equal(cf.format, 'bank');
    const ind = await ok<StatementAnswer>(`${D}/financialStatement?code=600519&statement=indicators`);
    assert.ok(line(ind, 'roe')[0]! > 0);
  });

  it('divi and diviFund: plans with ex-dates and yields, the totals', async () => {
    const d = await ok<DiviAnswer>(`${D}/divi?code=600519`);
    assert.ok(d.rows.length >= 10);
    const paid = d.rows.filter((r) => r.progress === '实施');
    assert.ok(paid.length > 5);
    for (const r of paid) assert.ok(r.recordDate! < r.exDate! && r.planDate < r.exDate!);
    const f = await ok<DiviFundAnswer>(`${D}/diviFund?code=600519`);
    assert.equal(f.financing[0]!.type, '首发');
    const sum = f.years.reduce((s, y) => s + y.cash, 0);
    assert.ok(Math.abs(sum - f.totalDividend) < 1);
  });

  it('getSegments: 中报/年报 only, shares add to 100', async () => {
    const s = await ok<SegmentsAnswer>(`${D}/getSegments?code=600519`);
    assert.ok(s.periods.every((p) => p.endsWith('06-30') || p.endsWith('12-31')));
    for (const g of s.groups) assert.ok(Math.abs(g.rows.reduce((x, r) => x + r.revenueShare, 0) - 100) < 0.05);
    const older = await ok<SegmentsAnswer>(`${D}/getSegments?code=600519&period=${s.periods[3]}`);
    assert.equal(older.period, s.periods[3]);
  });

  it('forecast: forecasts, 快报 and 预约披露', async () => {
    const f = await ok<ForecastAnswer>(`${D}/forecast?code=688180`);
    assert.ok(f.schedule.length > 10);
    assert.ok(f.forecasts.length > 0, 'a loss maker must pre-announce its annual results');
    for (const x of f.forecasts) assert.ok(['首亏', '续亏', '增亏', '减亏', '扭亏', '预增', '预减', '略增', '略减', '续盈'].includes(x.type));
  });

  it('industryCompare: 中值/平均 rows, the stock, ranks; 杜邦 ROE = 净利率 × 周转率 × 权益乘数', async () => {
    const a = await ok<CompareAnswer>(`${D}/industryCompare?code=600519&tab=dupont`);
    assert.equal(a.rows[0]!.name, '行业中值');
    assert.equal(a.rows[1]!.name, '行业平均');
    assert.ok(a.rows[2]!.self);
    const y = a.period.slice(0, 4);
    for (const r of a.rows.slice(2)) {
      const v = r.values;
      if (v[`roe${y}`] === null) continue;
      assert.ok(Math.abs(v[`roe${y}`]! - v[`netMargin${y}`]! * v[`turnover${y}`]! * v[`multiplier${y}`]!) < 1e-9);
    }
    assert.ok(a.total > 20);
    const scale = await ok<CompareAnswer>(`${D}/industryCompare?code=600519&tab=scale`);
    assert.equal(scale.ranks.totalCap!.rank, 1, '茅台 is the biggest 食品饮料 company');
    const more = await ok<CompareMoreAnswer>(`${D}/industryCompareMore?code=600519&tab=valuation&sort=peTtm&order=asc&page=2&size=10`);
    assert.equal(more.rows.length, 10);
    assert.equal(more.total, a.total);
    const pes = more.rows.map((r) => r.values.peTtm).filter((x): x is number => x !== null);
    assert.deepEqual(
      pes,
      [...pes].sort((x, y2) => x - y2),
    );
  });

  it('refuses bad params naming them, unknown codes with 404, and funds or indexes with a sentence', async () => {
    const bad: Array<[string, string]> = [
      [`${D}/pepb?code=600519&metric=pe2`, 'metric'],
      [`${D}/pepb?code=600519&range=7y`, 'range'],
      [`${D}/pepbBand?code=600519&kind=ps`, 'kind'],
      [`${D}/pepbBand?code=600519&mode=x`, 'mode'],
      [`${D}/growAbility?code=600519&count=0`, 'count'],
      [`${D}/growAbility?code=600519&type=q`, 'type'],
      [`${D}/financialStatement?code=600519`, 'statement'],
      [`${D}/financialStatement?code=600519&statement=income&view=month`, 'view'],
      [`${D}/getSegments?code=600519&period=2024-03-31`, 'period'],
      [`${D}/industryCompare?code=600519&tab=size`, 'tab'],
      [`${D}/industryCompareMore?code=600519&tab=growth&sort=nope`, 'sort'],
      [`${D}/industryCompareMore?code=600519&tab=growth&size=500`, 'size'],
      [`${D}/divi`, 'code'],
      [`${D}/divi?code=6005`, 'code'],
    ];
    for (const [url, param] of bad) {
      const r = await get(url);
      assert.equal(r.code, '400', url);
      assert.ok(r.msg.includes(param), `${url}: ${r.msg}`);
      assert.match(r.msg, /[\u4e00-\u9fff]/, `${url}: a Chinese message (${r.msg})`);
    }
    // The schema's own refusals read like the rest: 参数 X 取值无效 / 缺少参数 X.
    assert.equal((await get(`${D}/pepb?code=600519&metric=pe2`)).msg, '参数 metric 取值无效');
    assert.equal((await get(`${D}/financialStatement?code=600519`)).msg, '缺少参数 statement');
    for (const name of [
      'pepb',
      'pepbBand',
      'growAbility',
      'divi',
      'diviFund',
      'getSegments',
      'forecast',
      'financialStatement?statement=income&',
      'industryCompare?tab=scale&',
      'industryCompareMore?tab=scale&',
    ]) {
      const sep = name.includes('?') ? '' : '?';
      const unknown = await get(`${D}/${name}${sep}code=999999.SH`);
      assert.equal(unknown.code, '404');
      assert.ok(unknown.msg.includes('未找到证券'));
      const fund = await get(`${D}/${name}${sep}code=510300.SH`);
      assert.equal(fund.code, '400');
      assert.ok(fund.msg.includes('基金') && fund.msg.includes('不适用'), fund.msg);
      const index = await get(`${D}/${name}${sep}code=000300.SH`);
      assert.equal(index.code, '400');
      assert.ok(index.msg.includes('指数'), index.msg);
    }
  });

  it('member gates: 估值分位 beyond 3 years is refused to non-members (code 403, no data); members get any range', async () => {
    for (const user of [null, 2]) {
      for (const range of ['5y', '10y', 'all', null]) {
        const r = await gatedGet<PepbAnswer>(`${D}/pepb?code=600519${range ? `&range=${range}` : ''}`, user);
        assert.equal(r.code, CODES.MEMBER_ONLY, `${user} ${range}`);
        assert.equal(r.msg, memberOnlyMessage('valuationHistory'));
        assert.equal(r.datas, null, 'no data sent');
      }
      const free = await gatedGet<PepbAnswer>(`${D}/pepb?code=600519&range=3y`, user);
      assert.equal(free.code, '000');
      assert.equal(free.datas.range, '3y');
    }
    const member = await gatedGet<PepbAnswer>(`${D}/pepb?code=600519&range=10y`, 1);
    assert.equal(member.code, '000');
    assert.ok(member.datas.series.length > 2000);
    // An unknown code is still 404 for anyone (the gate does not hide a bad request).
    assert.equal((await gatedGet(`${D}/pepb?code=999999.SH&range=10y`, null)).code, '404');
  });

  it('member gates: a non-member gets the latest 4 statement periods and the count held back; a member all asked for', async () => {
    for (const user of [null, 2]) {
      const r = await gatedGet<StatementAnswer>(`${D}/financialStatement?code=600519&statement=income&count=12`, user);
      assert.equal(r.code, '000');
      assert.equal(r.datas.periods.length, 4);
      assert.equal(r.datas.withheld, 8);
      for (const line of r.datas.lines) assert.equal(line.values.length, 4, 'no older values sent');
      const full = await ok<StatementAnswer>(`${D}/financialStatement?code=600519&statement=income&count=12`);
      assert.deepEqual(r.datas.periods, full.periods.slice(0, 4), 'the newest four');
      const few = await gatedGet<StatementAnswer>(`${D}/financialStatement?code=600519&statement=balance&count=3`, user);
      assert.equal(few.datas.periods.length, 3);
      assert.equal(few.datas.withheld, 0);
    }
    const member = await gatedGet<StatementAnswer>(`${D}/financialStatement?code=600519&statement=income&count=12`, 1);
    assert.equal(member.datas.periods.length, 12);
    assert.equal(member.datas.withheld, 0);
  });
});
