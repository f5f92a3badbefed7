/**
 * Disclosures, events, surveys and research over the company model: properties over two seeds and
 * a few companies (announcements exist for every event and never precede it, 除权除息 dates are the
 * K-line's ex-dates, surveys are published 0–2 trading days after the visit, forecasts start from
 * the actual TTM EPS, a 买入 has a target above the day's close, ratings skew to 买入/增持), and the
 * endpoints incl. bad params, funds and indexes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { dayOfTradingIndex, mainlandIndexPlus } from '../../../../gateway/sim/calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { dividendRows, forecastRows } from '../../../../gateway/sim/companies/events';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import type { Disclosure } from '../../../../gateway/sim/disclosures/disclosure';
import { documentOf } from '../../../../gateway/sim/disclosures/documents';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { noticeRoutes } from '../../../../gateway/sim/routes/disclosures/notices';
import { ResearchModel } from '../../../../gateway/sim/disclosures/research';
import { surveyPlans } from '../../../../gateway/sim/disclosures/surveys';
import { accountErrorHandler } from '../../../../gateway/sim/http/error-handler';
import { loadUniverse } from '../../../../gateway/sim/market/universe';
import { ANCHOR, companiesFor } from '../companies/fixture';

const TODAY = ANCHOR + 1;
const CODES = ['600519.SH', '000858.SZ', '300750.SZ', '601398.SH'];
const day = (idx: number) => formatDay(dayOfTradingIndex(idx));

test('announcements: one for every event, never before it; 除权除息 on the K-line ex-dates; surveys 0–2 days after the visit (2 seeds)', () => {
  let holderNotices = 0;
  for (const seed of [7, 'abc']) {
    const cs = companiesFor(seed);
    const ctx = new DisclosureContext({ companies: cs, today: () => TODAY });
    const model = new DisclosureModel(ctx, new HolderModel(cs));
    for (const code of CODES) {
      const slot = cs.slotOf(code)!;
      const co = cs.company(slot);
      const d = model.of(slot);
      const ids = new Set<string>();
      for (const n of d.notices) {
        assert.ok(n.idx >= n.eventIdx, `${code} ${n.title}: never before its event`);
        assert.ok(n.idx <= TODAY, `${code} ${n.title}: published by today`);
        assert.equal(ids.has(n.id), false, `unique id ${n.id}`);
        ids.add(n.id);
      }
      const titles = new Map<string, string[]>();
      for (const n of d.notices) titles.set(day(n.idx), [...(titles.get(day(n.idx)) ?? []), n.title]);
      // Every report published by today.
      for (const c of cs.reportsKnownAt(slot, TODAY)) {
        if (c.prospectus || c.g < co.firstListed) continue;
        const t = titles.get(formatDay(c.notice)) ?? [];
        assert.ok(
          t.some((x) => /^\d{4}年(第一季度|半年度|第三季度|年度)报告$/.test(x)),
          `${code}: report of ${c.g} on ${formatDay(c.notice)}`,
        );
      }
      for (const f of forecastRows(co, TODAY))
        assert.ok(
          (titles.get(f.noticeDate) ?? []).some((x) => x.endsWith('业绩预告')),
          `${code}: 业绩预告 ${f.noticeDate}`,
        );
      // Dividends: the implementation notice before the ex-date, the ex-date on the K-line.
      const exEvents = d.events.filter((e) => e.type === '除权除息');
      for (const r of dividendRows(co, TODAY, () => null)) {
        if (!r.exDate || r.exDate > day(TODAY)) continue;
        const ev = exEvents.find((e) => day(e.idx) === r.exDate);
        assert.ok(ev, `${code}: 除权除息 event on ${r.exDate}`);
        assert.ok(ev.notice && ev.notice.idx < ev.idx, `${code}: 实施公告 before the ex-date`);
        assert.match(ev.notice.title, /权益分派实施公告$/);
      }
      for (const e of exEvents) {
        if (e.idx >= TODAY) continue;
        const bar = dayTable(cs.source.models[slot]!, e.idx, e.idx)!.bar(0);
        assert.ok(bar.action !== null, `${code}: ${day(e.idx)} is an ex-date on the K-line`);
      }
      // Surveys.
      for (const p of surveyPlans(ctx, slot)) {
        assert.ok(p.notice >= p.reception && p.notice <= mainlandIndexPlus(p.reception, 2), 'notice 0–2 mainland trading days after the visit');
        assert.ok(
          d.notices.some((n) => n.doc.kind === 'survey' && n.doc.plan.n === p.n),
          'survey has its record announcement',
        );
      }
      // 增减持: the body says what the title says (by stake, so a 送转 in between is neither), and the
      // 变动前 ratio is of the earlier period's 总股本.
      for (const n of d.notices) {
        if (n.doc.kind !== 'holder') continue;
        const change = documentOf(ctx, slot, n).sections.find((x) => x.heading?.startsWith('一、股东'));
        const up = /增持/.test(n.title);
        assert.equal(change?.heading, `一、股东${up ? '增持' : '减持'}情况`, `${code} ${n.title}`);
        assert.equal(change.table!.rows[0]![2], `${((n.doc.before / n.doc.prevTotal) * 100).toFixed(2)}%`, `${code} ${n.title}: 变动前持股比例`);
        holderNotices++;
      }
      // Documents render the title's company and escape everything.
      const doc = documentOf(ctx, slot, d.notices[0]!);
      assert.ok(doc.html.startsWith('<!doctype html>'));
      assert.ok(doc.html.includes(cs.source.profiles[slot]!.sec.name));
      assert.equal(/<script/i.test(doc.html), false);
      // Coming events are only those announced: each carries its notice.
      for (const e of d.events.filter((x) => x.idx > TODAY)) assert.ok(e.notice === null || e.notice.idx <= TODAY);
    }
  }
  assert.ok(holderNotices > 0, 'some 增减持 notices were checked');
});

test('增减持 across a 送转: the body speaks of the stake as the title does, 变动前 of the earlier 总股本', () => {
  const cs = companiesFor(7);
  const ctx = new DisclosureContext({ companies: cs, today: () => TODAY });
  const slot = cs.slotOf('600519.SH')!;
  // 10转3 between the periods: the holder's shares rose 20% but its stake fell from 10.00% to 9.23%.
  const notice: Disclosure = {
    id: '600519.SH-test',
    title: '关于持股5%以上股东减持股份的进展的公告',
    category: '持股变动',
    type: '增减持',
    idx: TODAY,
    eventIdx: TODAY,
    number: '',
    doc: { kind: 'holder', name: '某投资有限公司', nature: '境内法人', before: 1e8, after: 1.2e8, prevTotal: 1e9, total: 1.3e9, up: false, controlling: false },
  };
  const change = documentOf(ctx, slot, notice).sections.find((x) => x.heading?.startsWith('一、股东'));
  assert.equal(change?.heading, '一、股东减持情况');
  assert.deepEqual(change?.table?.rows[0]?.slice(2), ['10.00%', '1.2000亿股', '9.23%']);
});

test('research: forecasts start from the actual TTM EPS, 买入 targets above the close, ratings skew to 买入/增持', () => {
  const cs = companiesFor(7);
  const ctx = new DisclosureContext({ companies: cs, today: () => TODAY });
  const rm = new ResearchModel(ctx);
  const plans = rm.market(TODAY - 40, TODAY);
  assert.ok(plans.length > 50, 'a month of research across the market');
  const good = plans.filter((p) => p.rating === '买入' || p.rating === '增持').length;
  assert.ok(good / plans.length > 0.7, `ratings skew to 买入/增持 (${good}/${plans.length})`);
  for (const code of ['600519.SH', '601398.SH', '000858.SZ']) {
    const slot = cs.slotOf(code)!;
    const list = rm.plansOf(slot).slice(-15);
    assert.ok(list.length > 0, `${code} is covered`);
    for (const p of list) {
      const r = rm.report(p);
      assert.ok(p.idx < TODAY);
      assert.equal(r.price, Math.round(ctx.close(slot, p.idx)! * 100) / 100, 'price is the close of the day');
      const known = cs.knownAt(slot, p.idx)!;
      const ttm = known.ttm!.parentNet / 100 / cs.company(slot).capital.at(p.idx);
      assert.ok(Math.abs(r.ttmEps! - ttm) < 1e-3, 'ttmEps is the actual TTM EPS known that day');
      assert.ok(r.eps && Math.sign(r.eps[0]) === Math.sign(ttm) && Math.abs(r.eps[0] / ttm - 1) <= 0.45, 'first forecast starts from the actual');
      if (r.rating === '买入') assert.ok(r.targetPrice !== null && r.targetPrice > r.price, '买入 target above the price');
      assert.ok(r.monthCount >= 1);
    }
  }
  const c = rm.consensus(cs.slotOf('600519.SH')!);
  assert.ok(c.reports >= c.orgCount);
  for (const y of c.years) assert.ok(y.epsMin <= y.epsMean && y.epsMean <= y.epsMax);
});

let app: FastifyInstance;
before(async () => {
  app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  await app.register(noticeRoutes, { universe: loadUniverse(), companies: companiesFor(7), today: () => TODAY });
  await app.ready();
});
after(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
async function get(url: string): Promise<{ code: string; message: string; datas: any }> {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200);
  return res.json();
}

test('notice/list and listFileById: categories, keyword, date range, paging, the document; bad params', async () => {
  const r = await get('/api/v3/notice/list?code=600519.SH&size=50');
  assert.equal(r.code, '000', r.message);
  assert.equal(r.datas.name, '贵州茅台');
  assert.ok(r.datas.total > 100);
  assert.equal(r.datas.counts.全部, r.datas.total);
  for (let i = 1; i < r.datas.list.length; i++) assert.ok(r.datas.list[i - 1].date >= r.datas.list[i].date, 'newest first');
  const fin = await get('/api/v3/notice/list?code=600519&category=财务报告');
  assert.equal(fin.datas.total, r.datas.counts.财务报告);
  assert.ok(fin.datas.list.every((x: { category: string }) => x.category === '财务报告'));
  const annual = await get(`/api/v3/notice/list?code=600519.SH&keyword=${encodeURIComponent('年度报告')}&from=2024-01-01&to=2025-12-31`);
  assert.ok(annual.datas.list.some((x: { title: string }) => x.title === '2024年年度报告'));
  assert.ok(annual.datas.list.every((x: { date: string }) => x.date >= '2024-01-01' && x.date <= '2025-12-31'));
  const doc = await get(`/api/v2/notice/listFileById?id=${annual.datas.list.find((x: { title: string }) => x.title === '2024年年度报告').id}`);
  assert.equal(doc.code, '000', doc.message);
  assert.equal(doc.datas.title, '2024年年度报告');
  assert.ok(doc.datas.sections.some((s: { table?: unknown }) => s.table));
  assert.match(doc.datas.html, /贵州茅台/);
  for (const [url, re] of [
    ['/api/v3/notice/list', /code/],
    ['/api/v3/notice/list?code=600519.SH&category=x', /category/],
    ['/api/v3/notice/list?code=600519.SH&from=2025-13-01', /from/],
    ['/api/v3/notice/list?code=600519.SH&from=2025-02-01&to=2025-01-01', /from/],
    ['/api/v3/notice/list?code=600519.SH&size=0', /size/],
    ['/api/v3/notice/list?code=000300.SH', /指数/],
    ['/api/v2/notice/listFileById?id=abc', /id/],
  ] as const) {
    const bad = await get(url);
    assert.equal(bad.code, '400', url);
    assert.match(bad.message, re, url);
  }
  assert.equal((await get('/api/v2/notice/listFileById?id=600519.SH-20990101-0')).code, '404');
});

test('eventReminder/list: past and coming, filter by types; bad types', async () => {
  const r = await get('/api/v2/eventReminder/list?code=600519.SH');
  assert.equal(r.code, '000', r.message);
  assert.ok(r.datas.items.length > 50);
  assert.ok(r.datas.items.some((e: { coming: boolean }) => !e.coming));
  const ex = await get(`/api/v2/eventReminder/list?code=600519.SH&types=${encodeURIComponent('除权除息,股权登记')}`);
  assert.ok(ex.datas.items.length > 0 && ex.datas.items.every((e: { type: string }) => e.type === '除权除息' || e.type === '股权登记'));
  const bad = await get(`/api/v2/eventReminder/list?code=600519.SH&types=${encodeURIComponent('地震')}`);
  assert.equal(bad.code, '400');
  assert.match(bad.message, /types/);
});

test('surveys: dates with counts, records of a date, per company; bad date', async () => {
  const dates = await get('/api/v3/notice/surveyDates');
  assert.equal(dates.code, '000', dates.message);
  assert.ok(dates.datas.dates.length > 10);
  const first = dates.datas.dates[0];
  const data = await get(`/api/v3/notice/surveyData?date=${first.date}&size=50`);
  assert.equal(data.datas.total, first.count);
  const rec = data.datas.list[0];
  assert.equal(rec.noticeDate, first.date);
  assert.ok(rec.receptionDate <= rec.noticeDate);
  assert.equal(rec.orgCount, rec.orgs.length);
  assert.ok(rec.qa.length >= 2);
  const doc = await get(`/api/v2/notice/listFileById?id=${rec.noticeId}`);
  assert.equal(doc.code, '000', doc.message);
  assert.match(doc.datas.title, /投资者关系活动记录表/);
  const own = await get('/api/v3/notice/surveyData?code=300750.SZ&size=5');
  assert.ok(own.datas.list.every((x: { code: string }) => x.code === '300750.SZ'));
  const bad = await get('/api/v3/notice/surveyData?date=2025-02-30');
  assert.equal(bad.code, '400');
  assert.match(bad.message, /date/);
});

test('research endpoints: market list with filters, per-stock depth, consensus, star analysts; bad params', async () => {
  const r = await get('/api/v3/data/fullResearchAbstractPoint?size=20');
  assert.equal(r.code, '000', r.message);
  assert.ok(r.datas.total > 20 && r.datas.list.length === 20);
  const buy = await get(`/api/v3/data/fullResearchAbstractPoint?rating=${encodeURIComponent('买入')}&size=100`);
  assert.equal(buy.datas.total, buy.datas.ratingCounts.买入);
  assert.ok(buy.datas.list.every((x: { rating: string; targetPrice: number; price: number }) => x.rating === '买入' && x.targetPrice > x.price));
  const org = r.datas.orgs[0];
  const byOrg = await get(`/api/v3/data/fullResearchAbstractPoint?org=${encodeURIComponent(org)}`);
  assert.ok(byOrg.datas.list.every((x: { org: string }) => x.org === org));
  const depth = await get('/api/v3/data/depthData?code=600519.SH');
  assert.equal(depth.code, '000', depth.message);
  assert.ok(depth.datas.total > 0);
  const point = await get('/api/v3/details/institutionPoint?code=600519.SH');
  assert.equal(point.code, '000', point.message);
  assert.equal(point.datas.years.length, 3);
  const stars = await get('/api/v3/data/starAuthor?sort=r6&size=10');
  assert.equal(stars.code, '000', stars.message);
  assert.ok(stars.datas.list.length > 0);
  for (let i = 1; i < stars.datas.list.length; i++) assert.ok((stars.datas.list[i - 1].r6 ?? -1e9) >= (stars.datas.list[i].r6 ?? -1e9));
  for (const [url, re] of [
    ['/api/v3/data/fullResearchAbstractPoint?rating=x', /rating/],
    ['/api/v3/data/fullResearchAbstractPoint?from=2020-01-01&to=2025-01-01', /from/],
    ['/api/v3/data/starAuthor?sort=r9', /sort/],
    ['/api/v3/data/depthData', /code/],
    ['/api/v3/details/institutionPoint?code=510300.SH', /基金/],
  ] as const) {
    const bad = await get(url);
    assert.equal(bad.code, '400', url);
    assert.match(bad.message, re, url);
  }
});
