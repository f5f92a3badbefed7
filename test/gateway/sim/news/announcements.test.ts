/**
 * 公告 and 解读 of the 7×24 desk from the company model (fixture seed, two report seasons' days):
 * every report item carries the company's published 归母净利润 and 同比 (companies/figures.ts) on
 * its 公告日; every item is one the disclosures model lists that day and is timed on that day; the
 * same day twice gives the same items; the desk emits them only once the clock passes their time,
 * keeps them in the history (past days too) and the 公告 tab of news/history serves them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import type { NewsHistoryAnswer } from '../../../../contracts/endpoints/news';
import { growthOf, keyFigures } from '../../../../gateway/sim/companies/figures';
import { forecastRows } from '../../../../gateway/sim/companies/events';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { documentOf } from '../../../../gateway/sim/disclosures/documents';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { dayOfTradingIndex, dayStart, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { accountErrorHandler } from '../../../../gateway/sim/http/error-handler';
import { CompanyNews, REPORT_PICKS, WATCHED } from '../../../../gateway/sim/news/announcements';
import { NewsDesk } from '../../../../gateway/sim/news/news-desk';
import { newsRoutes } from '../../../../gateway/sim/routes/news/index';
import { ANCHOR, companiesFor } from '../companies/fixture';
import { pipelineOver } from '../../../../gateway/sim/ipo/listings';
import { normaliseSeed } from '../../../../gateway/sim/shared/rng';
import { FakeMarket } from '../routes/market/helpers';

const cs = companiesFor(7);
const DAYS = ['2026-04-28', '2026-10-29'].map((d) => tradingIndexOf(parseDay(d)!));
const news = new CompanyNews({ companies: cs });
const yi = (fen: number) => `${(fen / 1e10).toFixed(2)}亿元`;
const pctWords = (p: number) => (p >= 0 ? `同比增长${p.toFixed(2)}%` : `同比下降${Math.abs(p).toFixed(2)}%`);

test('every report item carries the published 归母净利润 and 同比 on its 公告日; items are timed on that day, marked, bounded', () => {
  for (const t of DAYS) {
    const items = news.dayItems(t);
    const day = dayOfTradingIndex(t);
    assert.ok(items.length > 5, `${formatDay(day)}: ${items.length} items`);
    assert.ok(items.length <= 3 * (REPORT_PICKS + WATCHED), 'a few dozen, not thousands');
    const reports = items.filter((i) => i.kind === 'report');
    assert.ok(reports.length >= 10, `${formatDay(day)}: ${reports.length} reports`);
    for (const item of items) {
      assert.ok(item.title.startsWith('【模拟】') && item.content.startsWith('【模拟】'), item.title);
      assert.equal(item.noticeIdx, t);
      assert.ok(item.ts >= dayStart(day) && item.ts < dayStart(day) + 86_400_000, `${item.title}: on its 公告日`);
      assert.deepEqual(item.codes, [item.security]);
      assert.equal(item.category, item.kind === 'reading' ? 'analysis' : 'notice');
      assert.match(item.id, /^\d{4}-\d{2}-\d{2}-\d{1,6}$/);
    }
    for (const r of reports) {
      const slot = cs.slotOf(r.security)!;
      const co = cs.company(slot);
      const g = r.g!;
      assert.equal(co.core(g).notice, day, `${r.title}: published that day`);
      const k = keyFigures(co, g, false);
      assert.ok(r.content.includes(`归属于上市公司股东的净利润${yi(k.netProfitParent)}`), `${r.content} vs ${k.netProfitParent}`);
      const yoy = growthOf(co, g).netProfitYoy;
      if (yoy !== null) assert.ok(r.content.includes(`${yi(k.netProfitParent)}，${pctWords(yoy)}`), r.content);
      assert.ok(r.content.includes(`基本每股收益${k.eps.toFixed(4)}元`), r.content);
      if (yoy !== null && Math.abs(yoy) >= 50) assert.equal(r.level, 'important', `${r.title}: a big change is 重要`);
    }
    // A reading follows its report, about the same period.
    for (const reading of items.filter((i) => i.kind === 'reading')) {
      const report = reports.find((r) => r.security === reading.security && r.g === reading.g);
      assert.ok(report && reading.ts > report.ts, reading.title);
    }
    // Unique ids, time order.
    assert.equal(new Set(items.map((i) => i.id)).size, items.length);
    assert.ok(items.every((x, i) => i === 0 || items[i - 1]!.ts <= x.ts));
  }
});

test('nothing before its publication: each item is an announcement the disclosures model lists on that day; forecasts are the published rows', () => {
  const t = DAYS[0]!;
  const model = new DisclosureModel(new DisclosureContext({ companies: cs, today: () => t }), new HolderModel(cs));
  const docKind = (kind: string) => (kind === 'meeting' ? 'meeting-resolution' : kind);
  for (const item of news.dayItems(t)) {
    if (item.kind === 'reading') continue;
    const slot = cs.slotOf(item.security)!;
    const listed = model.of(slot).notices.filter((n) => n.idx === t);
    assert.ok(
      listed.some((n) => n.doc.kind === docKind(item.kind)),
      `${item.title}: a ${item.kind} the disclosures list on that day`,
    );
    if (item.kind === 'holder') {
      // 增持 or 减持 as the 公告 itself says it (by stake).
      const word = /增持/.test(item.title) ? '增持' : '减持';
      assert.ok(
        listed.some((n) => n.doc.kind === 'holder' && n.title.includes(word)),
        `${item.title}: its 公告 says ${word}`,
      );
    }
    if (item.kind === 'forecast') {
      const row = forecastRows(cs.company(slot), t).find((f) => f.noticeDate === formatDay(dayOfTradingIndex(t)));
      assert.ok(row && item.content.includes(row.summary), item.content);
    }
  }
  // Every periodic report the full disclosures model lists that day for the chosen companies is an item.
  const items = news.dayItems(t);
  for (const slot of news.candidates(t)) {
    const code = cs.source.profiles[slot]!.sec.id;
    const reports = model.of(slot).notices.filter((n) => n.idx === t && n.doc.kind === 'report');
    assert.equal(items.filter((i) => i.security === code && i.kind === 'report').length, reports.length, code);
  }
  // The day before knows none of them.
  const before = new DisclosureModel(new DisclosureContext({ companies: cs, today: () => t - 1 }), new HolderModel(cs));
  for (const item of news.dayItems(t).filter((i) => i.kind === 'report')) {
    assert.equal(before.of(cs.slotOf(item.security)!).notices.filter((n) => n.idx === t).length, 0);
  }
});

test('the same day twice gives the same items', () => {
  const t = DAYS[1]!;
  const again = new CompanyNews({ companies: companiesFor(7) });
  assert.deepEqual(again.dayItems(t), news.dayItems(t));
});

function deskAt(iso: string): { desk: NewsDesk; market: FakeMarket } {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  market.t = Date.parse(iso);
  return { desk: new NewsDesk({ universe, market }, undefined, { companies: cs, background: false }), market };
}

test('the desk emits a company item once the clock passes its time, keeps past days, and the 公告 tab serves them', async () => {
  const t = DAYS[1]!;
  const items = news.dayItems(t);
  const date = formatDay(dayOfTradingIndex(t));
  const { desk, market } = deskAt(`${date}T12:00:00+08:00`);
  const published: string[] = [];
  desk.onPublish((list) => published.push(...list.map((i) => i.id)));
  desk.observe();
  const noon = Date.parse(`${date}T12:00:00+08:00`);
  const early = items.filter((i) => i.ts <= noon).map((i) => i.id);
  const late = items.filter((i) => i.ts > noon).map((i) => i.id);
  assert.ok(late.length > 0, 'some items come after the close');
  const seen = desk.history({ size: 500 }).list.map((f) => f.id);
  for (const id of early) assert.ok(seen.includes(id), `${id} is out by noon`);
  for (const id of late) assert.ok(!seen.includes(id), `${id} is not out before its time`);
  assert.ok(
    desk.history({ size: 500 }).list.every((f) => f.ts <= noon),
    'nothing in the history after now',
  );
  market.t = Date.parse(`${date}T23:00:00+08:00`);
  desk.observe();
  for (const id of late) assert.ok(published.includes(id), `${id} pushed at its time`);
  assert.ok(!published.some((id, i) => published.indexOf(id) !== i), 'each pushed once');

  // The next morning: the day's items are history, and the route's 公告 tab serves them.
  const next = formatDay(dayOfTradingIndex(t + 1));
  market.t = Date.parse(`${next}T09:00:00+08:00`);
  const app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  await app.register(newsRoutes, { news: desk, universe: loadUniverse() });
  const res = await app.inject({ method: 'GET', url: '/api/v3/news/history?tab=notice&size=50' });
  const body = res.json() as { code: string; datas: NewsHistoryAnswer };
  assert.equal(body.code, '000', res.body.slice(0, 200));
  const notices = body.datas.list;
  assert.ok(notices.length >= 10, `${notices.length}`);
  assert.ok(notices.every((i) => i.category === 'notice'));
  const ids = new Set(notices.map((i) => i.id));
  assert.ok(
    items
      .filter((i) => i.category === 'notice')
      .slice(-10)
      .every((i) => ids.has(i.id)),
  );
  assert.ok(notices.every((i) => i.securities.length === 1 && i.securities[0]!.id === i.codes[0]));
  const analysis = (await app.inject({ method: 'GET', url: '/api/v3/news/history?tab=analysis&size=50' })).json() as { datas: NewsHistoryAnswer };
  assert.ok(analysis.datas.list.length > 0 && analysis.datas.list.every((i) => i.category === 'analysis'));
  const market2 = (await app.inject({ method: 'GET', url: '/api/v3/news/history?tab=market&size=50' })).json() as { datas: NewsHistoryAnswer };
  assert.ok(market2.datas.list.every((i) => i.category !== 'notice' && i.category !== 'analysis'));
  await app.close();
});

test('a desk started after the days passed still has their items in the history (past days), none after now', () => {
  const t = DAYS[1]!;
  const next = formatDay(dayOfTradingIndex(t + 2));
  const { desk } = deskAt(`${next}T08:00:00+08:00`);
  const list = desk.history({ size: 500, accept: (f) => f.category === 'notice' }).list;
  const ids = new Set(list.map((f) => f.id));
  assert.ok(
    news
      .dayItems(t)
      .filter((i) => i.category === 'notice')
      .every((i) => ids.has(i.id)),
  );
  assert.ok(list.every((f) => f.ts <= Date.parse(`${next}T08:00:00+08:00`)));
});

test('on a weekend the desk emits no company items of its own day, and the history carries the last trading days', () => {
  const friday = tradingIndexOf(parseDay('2026-10-30')!);
  const { desk } = deskAt('2026-10-31T12:00:00+08:00');
  const list = desk.history({ size: 500, accept: (f) => f.category === 'notice' }).list;
  assert.ok(list.length > 0);
  assert.ok(list.every((f) => f.ts < Date.parse('2026-10-31T00:00:00+08:00')));
  const ids = new Set(list.map((f) => f.id));
  assert.ok(
    news
      .dayItems(friday)
      .filter((i) => i.category === 'notice')
      .every((i) => ids.has(i.id)),
  );
});

test('增减持 and 股权质押 reach the desk on their own 公告日 (they are announced inside the quarter, not with its report)', () => {
  const from = tradingIndexOf(parseDay('2026-07-20')!);
  const seen: string[] = [];
  for (let t = from; t < from + 30; t++) {
    for (const item of news.dayItems(t).filter((i) => i.kind === 'holder' || i.kind === 'pledge')) {
      assert.equal(item.noticeIdx, t);
      seen.push(item.kind);
    }
  }
  assert.ok(seen.includes('holder') && seen.includes('pledge'), `items over 30 days: ${seen.join(', ')}`);
});

test('a new listing’s offering notices (招股意向书 … 中签结果) and 上市公告书 come out on their days with the issue’s figures; 7×24 carries its 中签率 and 上市公告书', () => {
  const listed = companiesFor(7, { listings: true });
  const desk = new CompanyNews({ companies: listed });
  const issues = pipelineOver(normaliseSeed(7), loadUniverse().byId)
    .issuesBetween(ANCHOR - 80, ANCHOR - 20)
    .slice(0, 3);
  assert.equal(issues.length, 3);
  for (const issue of issues) {
    const slot = listed.slotOf(issue.id)!;
    const t = issue.listIdx - 1;
    const model = (today: number) => new DisclosureModel(new DisclosureContext({ companies: listed, today: () => today }), new HolderModel(listed), null);
    const book = (today: number) =>
      model(today)
        .of(slot)
        .notices.filter((n) => n.doc.kind === 'listing');
    assert.deepEqual(book(t - 1), [], `${issue.id}: no 上市公告书 before its day`);
    const [notice] = book(t);
    assert.ok(notice && notice.doc.kind === 'listing' && notice.idx === t, `${issue.id}: 上市公告书 on ${formatDay(dayOfTradingIndex(t))}`);
    assert.equal(notice.doc.price, issue.issuePrice);
    assert.equal(notice.doc.shares, issue.issueShares);
    const board = {
      沪主板: '上海证券交易所主板',
      深主板: '深圳证券交易所主板',
      创业板: '深圳证券交易所创业板',
      科创板: '上海证券交易所科创板',
      北交所: '北京证券交易所',
    }[issue.board];
    const text = documentOf(new DisclosureContext({ companies: listed, today: () => t }), slot, notice).html;
    assert.ok(text.includes('经中国证券监督管理委员会同意注册') && text.includes(`在${board}上市`), `${issue.id}: ${issue.board}`);
    const items = desk.dayItems(t).filter((i) => i.kind === 'listing' && i.security === issue.id);
    assert.equal(items.length, 1, `${issue.id}: one 7×24 item`);
    assert.ok(items[0]!.content.includes(`发行价格${issue.issuePrice.toFixed(2)}元/股`), items[0]!.content);

    // The offering before it: 招股意向书 (T−5), 发行公告 (T−1), 中签率 (T+1), 中签结果 (T+2), each from its own day.
    const offering = (today: number) =>
      model(today)
        .of(slot)
        .notices.filter((n) => n.doc.kind === 'offering')
        .map((n) => `${n.doc.kind === 'offering' ? n.doc.stage : ''}@${n.idx - issue.t}`);
    assert.deepEqual(offering(issue.t - 6), []);
    assert.deepEqual(offering(issue.t).sort(), ['issue@-1', 'prospectus@-5']);
    assert.deepEqual(offering(issue.t + 2).sort(), ['issue@-1', 'prospectus@-5', 'rate@1', 'result@2']);
    const rate = model(issue.t + 1)
      .of(slot)
      .notices.find((n) => n.doc.kind === 'offering' && n.doc.stage === 'rate')!;
    const body = (doc: { sections: { paragraphs: string[] }[] }) => doc.sections.flatMap((x) => x.paragraphs).join('');
    const rateText = body(documentOf(new DisclosureContext({ companies: listed, today: () => issue.t + 1 }), slot, rate));
    assert.ok(rateText.includes(`有效申购户数为${issue.validHouseholds.toLocaleString('zh-CN')}户`), rateText);
    const issueNotice = model(issue.t)
      .of(slot)
      .notices.find((n) => n.doc.kind === 'offering' && n.doc.stage === 'issue')!;
    const issueText = body(documentOf(new DisclosureContext({ companies: listed, today: () => issue.t }), slot, issueNotice));
    assert.ok(issueText.includes(`申购代码为"${issue.applyCode}"`) && issueText.includes(`发行价格为${issue.issuePrice.toFixed(2)}元/股`), issueText);
    const rated = desk.dayItems(issue.t + 1).filter((i) => i.kind === 'offering' && i.security === issue.id);
    assert.equal(rated.length, 1, `${issue.id}: its 中签率 on 7×24`);
    assert.ok(rated[0]!.title.includes(`网上中签率${issue.lotteryRate.toFixed(4)}%`), rated[0]!.title);
  }
});

test('股份回购 reach the desk — 预案, first purchase, result — exactly as the full disclosures list them that day', () => {
  // Fixture seed 7: 中芯国际's 预案 (2026-10-26), 盈峰环境's result (10-27) and 中芯国际's first purchase (10-28) fall in these days.
  // (Re-pinned after the trading index took in the days only HKEX trades: the plan days are the seed's mainland days as
  // before, but the purchases follow the renumbered price paths — 格力电器's result and the first purchase moved.)
  const from = tradingIndexOf(parseDay('2026-10-23')!);
  const to = tradingIndexOf(parseDay('2026-11-05')!);
  let seen = 0;
  for (let t = from; t <= to; t++) {
    const items = news.dayItems(t).filter((i) => i.kind === 'buyback');
    const full = new DisclosureModel(new DisclosureContext({ companies: cs, today: () => t }), new HolderModel(cs));
    const expected: string[] = [];
    for (const slot of news.candidates(t)) {
      for (const n of full.of(slot).notices) {
        if (n.idx !== t || n.doc.kind !== 'buyback' || !['plan', 'first', 'result'].includes(n.doc.stage)) continue;
        const id = cs.source.profiles[slot]!.sec.id;
        expected.push(`${id}|${n.doc.stage}|${n.doc.progress.shares}`);
      }
    }
    const stageOf = (title: string) => (title.includes('首次回购') ? 'first' : title.includes('回购股份') && title.includes('拟') ? 'plan' : 'result');
    const got = items.map((i) => {
      const n = full.of(cs.slotOf(i.security)!).notices.find((x) => x.idx === t && x.doc.kind === 'buyback' && x.doc.stage === stageOf(i.title));
      assert.ok(n && n.doc.kind === 'buyback', i.title);
      if (n.doc.stage !== 'plan') assert.ok(i.content.includes(`${(n.doc.progress.shares / 1e4).toFixed(2)}万股`) || n.doc.progress.shares >= 1e8, i.content);
      return `${i.security}|${n.doc.stage}|${n.doc.progress.shares}`;
    });
    assert.deepEqual(got.sort(), expected.sort(), formatDay(dayOfTradingIndex(t)));
    seen += got.length;
  }
  assert.ok(seen >= 3, `${seen} buyback items`);
});
