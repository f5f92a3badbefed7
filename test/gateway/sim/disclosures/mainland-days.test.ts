/**
 * Every date an A-share's disclosures carry is a day the mainland trades: the trading index also
 * counts the days only HKEX trades (春节, 国庆, 劳动节… weeks), on which A-shares sit out as HOLIDAY
 * rows, so a date drawn or stepped on the index (a 公告日, a 质押日, a 回购 progress notice on the
 * first index day of October, a 复牌 after a "suspension" that was a holiday) must be moved off
 * them. Over three seeds and companies of every size, from their listing to the fixture's anchor.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { dayOfTradingIndex, isMainlandClosed, isMarketDay, isTradingDay, mainlandIndexPlus, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { accountErrorHandler } from '../../../../gateway/sim/http/error-handler';
import { loadUniverse } from '../../../../gateway/sim/market/universe';
import { noticeRoutes } from '../../../../gateway/sim/routes/disclosures/notices';
import { isSuspended } from '../../../../gateway/sim/market/history/daily-bars';
import { BuybackModel } from '../../../../gateway/sim/disclosures/buybacks';
import { buybackNotices } from '../../../../gateway/sim/disclosures/buyback-plan';
import { DisclosureContext } from '../../../../gateway/sim/disclosures/events-context';
import { DisclosureModel } from '../../../../gateway/sim/disclosures/events';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { PledgeModel } from '../../../../gateway/sim/disclosures/pledges';
import { ResearchModel } from '../../../../gateway/sim/disclosures/research';
import { surveyPlans } from '../../../../gateway/sim/disclosures/surveys';
import { ANCHOR, companiesFor } from '../companies/fixture';

const TODAY = ANCHOR + 1;
const day = (idx: number) => formatDay(dayOfTradingIndex(idx));

/** The 15 largest A-shares and 25 spread over the rest (buybacks and surveys favour the large, pledges the private). */
function sample(ctx: DisclosureContext): number[] {
  const slots = ctx.aShareSlots().filter((s) => ctx.companies.source.profiles[s]!.sec.kind === 'capital');
  const bySize = [...slots].sort((a, b) => ctx.sizeRank(a) - ctx.sizeRank(b));
  const step = Math.floor((bySize.length - 15) / 25);
  return [...bySize.slice(0, 15), ...Array.from({ length: 25 }, (_, i) => bySize[15 + i * step]!)];
}

test('every 公告日 and event date of an A-share is a mainland trading day; a 停牌 is the model’s, never a holiday (3 seeds, listing to 2026)', () => {
  let dates = 0;
  const years = new Set<string>();
  let afterClosure = 0;
  for (const seed of [7, 'abc', 2024]) {
    const cs = companiesFor(seed);
    const ctx = new DisclosureContext({ companies: cs, today: () => TODAY });
    const model = new DisclosureModel(ctx, new HolderModel(cs));
    for (const slot of sample(ctx)) {
      const profile = cs.source.profiles[slot]!;
      const code = profile.sec.id;
      const d = model.of(slot);
      for (const n of d.notices) {
        assert.ok(!isMainlandClosed(n.idx), `${seed} ${code} ${n.title}: 公告日 ${day(n.idx)} is a mainland trading day`);
        assert.ok(!isMainlandClosed(n.eventIdx), `${seed} ${code} ${n.title}: its event ${day(n.eventIdx)} is a mainland trading day`);
        if (n.doc.kind === 'suspend') assert.ok(isSuspended(profile, n.doc.from), `${seed} ${code}: 停牌 ${day(n.doc.from)} is a suspension of the model`);
        if (isMainlandClosed(n.idx - 1)) afterClosure++;
        years.add(day(n.idx).slice(0, 4));
        dates++;
      }
      for (const e of d.events) {
        assert.ok(!isMainlandClosed(e.idx), `${seed} ${code} ${e.type} ${e.title}: ${day(e.idx)} is a mainland trading day`);
        dates++;
      }
    }
  }
  assert.ok(dates > 20_000, `${dates} dates`);
  assert.ok(years.size >= 8, `${[...years].sort().join(',')}`);
  // Not vacuous: many notices fall on the first mainland day after a closure only HKEX traded through.
  assert.ok(afterClosure > 50, `${afterClosure} notices right after a mainland closure`);
});

test('buybacks, pledges, surveys and research: every day they name is a mainland trading day; "N trading days" count mainland days (2 seeds)', () => {
  for (const seed of [7, 'abc']) {
    const cs = companiesFor(seed);
    const ctx = new DisclosureContext({ companies: cs, today: () => TODAY });
    const holders = new HolderModel(cs);
    const buybacks = new BuybackModel(cs);
    const pledges = new PledgeModel(holders, dayOfTradingIndex);
    const research = new ResearchModel(ctx);
    let plans = 0;
    let lines = 0;
    for (const slot of sample(ctx)) {
      const code = cs.source.profiles[slot]!.sec.id;
      const on = (idx: number | null, what: string) => {
        if (idx !== null) assert.ok(!isMainlandClosed(idx), `${seed} ${code} ${what} ${day(idx)} is a mainland trading day`);
      };
      for (const b of buybacks.of(slot, ANCHOR)) {
        plans++;
        on(b.plan, '回购预案');
        on(b.meeting, '股东大会');
        on(b.deadline, '回购期限');
        on(b.end, '回购结束');
        for (const x of b.days) on(x.t, '回购日');
        for (const n of buybackNotices(b, ANCHOR)) {
          on(n.idx, `回购公告 ${n.stage}`);
          on(n.through, `回购截至 ${n.stage}`);
          if (n.stage === 'result') assert.equal(n.idx, mainlandIndexPlus(b.end!, 2), `${code}: 实施结果 two mainland trading days after the end`);
        }
      }
      for (const p of pledges.of(slot, ANCHOR)) {
        lines++;
        on(p.start, '质押日');
        on(p.end, '解押日');
      }
      for (const s of surveyPlans(ctx, slot)) {
        on(s.reception, '调研日');
        on(s.notice, '调研公告');
      }
      for (const r of research.plansOf(slot)) on(r.idx, `研报 ${r.id}`);
    }
    assert.ok(plans >= 5 && lines >= 5, `${seed}: ${plans} buyback plans, ${lines} pledges`);
  }
});

test('the day after a closure only HKEX traded through: 明星分析师 are as of the last mainland close, the event list has no HK-only date', async () => {
  const cs = companiesFor(7);
  const today = tradingIndexOf(parseDay('2026-10-08')!);
  assert.ok(isMainlandClosed(today - 1), '10-07 is a day only HKEX trades');
  const app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  await app.register(noticeRoutes, { universe: loadUniverse(), companies: cs, today: () => today });
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();
  const stars = await get('/api/v3/data/starAuthor?size=5');
  assert.equal(stars.code, '000', stars.message);
  assert.equal(stars.datas.asOf, '2026-09-30');
  const events = await get('/api/v2/eventReminder/list?code=600519.SH');
  assert.equal(events.code, '000', events.message);
  // A day only HKEX trades: the markets' calendar has it, the mainland's does not.
  const closed = (date: string) => isMarketDay(parseDay(date)!) && !isTradingDay(parseDay(date)!);
  assert.deepEqual(
    events.datas.items.filter((e: { date: string }) => closed(e.date)).map((e: { date: string; title: string }) => `${e.date} ${e.title}`),
    [],
  );
  await app.close();
});
