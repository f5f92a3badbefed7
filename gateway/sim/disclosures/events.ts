/**
 * A company's disclosures and events, read from its one model: every event the model has (a
 * periodic report and its 预约披露, a 业绩预告 / 快报, the dividend plan, its 股东大会 and
 * implementation on the K-line's ex-date, a 送转's new share capital, a holder's change between
 * report periods, a share buyback and its progress, a major holder's pledge and its release, restricted shares that unlock (限售解禁), a suspension or an abnormal move on the K-line, a survey, the listing) emits its
 * announcements, each dated on or after the event that caused it, and its entries on the timeline
 * (past, and coming ones as far as the announcements made them known by the day on show).
 */
import type { DividendRow, ExpressRow, ForecastRow } from '../../../contracts/endpoints/fundamentals';
import type { EventType, NoticeCategory } from '../../../contracts/endpoints/notices';
import type { Offering } from '../../../contracts/market';
import { dayOfTradingIndex, formatDay, mainlandIndexAtOrAfter, mainlandIndexPlus, parseDay } from '../calendar/days';
import { hash3, hashString, uniform } from '../shared/rng';
import { dividendRows, expressRows, forecastRows, ipoOf } from '../companies/index';
import { periodAtOrBefore, periodContaining, periodEndDay, quarterOfPeriod, yearOfPeriod } from '../companies/index';
import { HOLIDAY } from '../market/index';
import { type UnlockDay, unlockDaysOf } from '../market/index';
import { unlockNoticeTitle } from './unlock-notices';
import { Lru } from '../shared/lru';
import { type Buyback, BuybackModel, type BuybackNotice, type BuybackProgress, buybackNotices, progressAt } from './buybacks';
import type { DisclosureContext } from './events-context';
import { holderChangesOf } from './holder-changes';
import type { HolderModel } from './holders';
import { type Pledge, PledgeModel, type PledgeTerms, pledgeTerms } from './pledges';
import { type SurveyPlan, surveyPlans } from './surveys';
import { suspensionTexts } from './suspensions';

const TAG = hashString('disclosure-events');
/** Suspensions and abnormal moves are read from the K-line from this year on. */
const BARS_FROM_YEAR = 2015;

/** What a document is about (documents.ts renders it). */
export type DocSpec =
  | { kind: 'report'; g: number }
  | { kind: 'board'; g: number }
  | { kind: 'booking'; g: number; first: number; changed: number }
  | { kind: 'forecast'; row: ForecastRow }
  | { kind: 'loss'; row: ForecastRow }
  | { kind: 'express'; row: ExpressRow }
  | { kind: 'plan'; row: DividendRow }
  | { kind: 'meeting-notice'; row: DividendRow; year: number; meeting: number; record: number }
  | { kind: 'meeting-resolution'; row: DividendRow; year: number; meeting: number }
  | { kind: 'dividend'; row: DividendRow; year: number }
  | { kind: 'capital'; idx: number; before: number; after: number; bonus: number }
  | { kind: 'holder'; name: string; nature: string; before: number; after: number; prevTotal: number; total: number; up: boolean; controlling: boolean }
  | { kind: 'buyback'; stage: BuybackNotice['stage']; plan: Buyback; through: number; progress: BuybackProgress }
  | { kind: 'suspend'; from: number; to: number; long: boolean }
  | { kind: 'resume'; from: number; to: number; long: boolean }
  | { kind: 'abnormal'; from: number; to: number; change: number }
  | { kind: 'survey'; plan: SurveyPlan }
  | { kind: 'listing'; shares: number; price: number }
  | { kind: 'offering'; stage: OfferingStage; offering: Offering }
  | { kind: 'unlock'; day: UnlockDay }
  | { kind: 'pledge'; pledge: Pledge; terms: PledgeTerms; release: boolean; cumulative: number };

/** One announcement of a company. */
export interface Disclosure {
  id: string;
  title: string;
  category: NoticeCategory;
  type: string;
  /** Trading index of the 公告日期 and of the event that caused it. */
  idx: number;
  eventIdx: number;
  /** 公告编号 within the year, e.g. `2026-012`. */
  number: string;
  doc: DocSpec;
}

/** One timeline entry. */
export interface TimelineEvent {
  idx: number;
  type: EventType;
  title: string;
  detail: string;
  /** The announcement that made it known. */
  notice: Disclosure | null;
}

/** The disclosures and the timeline of a company on the day on show. */
export interface CompanyDisclosures {
  slot: number;
  today: number;
  /** Published by the day on show, newest first. */
  notices: Disclosure[];
  /** Past (≤ today) and coming events, newest (furthest) first. */
  events: TimelineEvent[];
}

const REPORT_TITLE: readonly string[] = ['第一季度报告', '半年度报告', '第三季度报告', '年度报告'];
const REPORT_TYPE: readonly string[] = ['一季报', '半年报', '三季报', '年报'];
const FORECAST_SPAN = ['第一季度', '半年度', '前三季度', '年度'] as const;

const BUYBACK_TITLE: Record<BuybackNotice['stage'], string> = {
  plan: '关于以集中竞价交易方式回购公司股份方案的公告',
  meeting: '关于回购公司股份方案的临时股东大会决议公告',
  first: '关于首次以集中竞价交易方式回购公司股份的公告',
  progress: '关于回购股份的进展公告',
  result: '关于回购股份实施结果暨股份变动的公告',
};

const dayText = (idx: number) => formatDay(dayOfTradingIndex(idx));
const idxOfText = (ctx: DisclosureContext, text: string) => ctx.indexOf(parseDay(text)!);
const wan = (shares: number) => (shares >= 1e8 ? `${(shares / 1e8).toFixed(2)}亿股` : `${(shares / 1e4).toFixed(2)}万股`);

/** The notices of a public offering before its listing (the 上市公告书 is the `listing` notice). */
export type OfferingStage = 'prospectus' | 'issue' | 'rate' | 'result';
/** Each offering notice and its day relative to the 申购日 T, as the exchanges' 发行 timetable has them. */
const OFFERING_NOTICES: ReadonlyArray<readonly [OfferingStage, number]> = [
  ['prospectus', -5],
  ['issue', -1],
  ['rate', 1],
  ['result', 2],
];
const OFFERING_TITLES: Readonly<Record<OfferingStage, string>> = {
  prospectus: '首次公开发行股票并上市招股意向书',
  issue: '首次公开发行股票发行公告',
  rate: '首次公开发行股票网上申购情况及中签率公告',
  result: '首次公开发行股票网上中签结果公告',
};

/** Builds and caches the disclosures of each company for the day on show. */
export class DisclosureModel {
  private readonly cache = new Lru<number, CompanyDisclosures>(64);

  /** The buyback plans (null: none listed, for readers that never show them). */
  readonly buybacks: BuybackModel | null;
  /** The pledges of the major holders (null: none listed). */
  readonly pledges: PledgeModel | null;

  constructor(
    readonly ctx: DisclosureContext,
    readonly holders: HolderModel,
    buybacks?: BuybackModel | null,
    pledges?: PledgeModel | null,
  ) {
    this.buybacks = buybacks === undefined ? new BuybackModel(ctx.companies, () => ctx.today() - 1) : buybacks;
    this.pledges = pledges === undefined ? new PledgeModel(holders, dayOfTradingIndex, () => ctx.today()) : pledges;
  }

  /** The company's disclosures on the day on show. */
  of(slot: number): CompanyDisclosures {
    const today = this.ctx.today();
    const hit = this.cache.get(slot);
    if (hit && hit.today === today) return hit;
    const out = this.build(slot, today);
    this.cache.set(slot, out);
    return out;
  }

  private build(slot: number, today: number): CompanyDisclosures {
    const ctx = this.ctx;
    const cs = ctx.companies;
    const co = cs.company(slot);
    const profile = cs.source.profiles[slot]!;
    const todayDay = dayOfTradingIndex(today);
    const notices: Disclosure[] = [];
    const events: TimelineEvent[] = [];
    // Every date of an A-share's notice or event is a day the mainland trades: a date drawn on a day only HKEX
    // trades (春节, 国庆…) moves to the next mainland trading day, before it is compared with the day on show.
    // An HK company's dates stay as drawn.
    const onDay = profile.sec.kind === 'hk' ? (idx: number) => idx : mainlandIndexAtOrAfter;
    const add = (idx: number, eventIdx: number, title: string, category: NoticeCategory, type: string, doc: DocSpec): Disclosure | null => {
      const at = onDay(Math.max(idx, eventIdx));
      if (at > today) return null;
      const d: Disclosure = { id: '', title, category, type, idx: at, eventIdx: onDay(eventIdx), number: '', doc };
      notices.push(d);
      return d;
    };
    const ev = (idx: number, type: EventType, title: string, detail: string, notice: Disclosure | null) =>
      events.push({ idx: onDay(idx), type, title, detail, notice });
    // T+n / T−n in the trading days of the company's market (an HK company's as before).
    const plus = profile.sec.kind === 'hk' ? (idx: number, n: number) => idx + n : mainlandIndexPlus;
    const listIdx = profile.listIdx;
    const u = (a: number, b: number) => uniform(hash3(co.params.key, TAG, a * 64 + b));

    // ─ listing
    // The 上市公告书 comes out the trading day before the listing: a listing the IPO pipeline drew shows it then, with
    // its 发行价; a hand-kept one (listed years ago) from the listing day, when its first bar gives the price.
    const offering = profile.sec.offering;
    const known = offering !== undefined ? plus(listIdx, -1) : listIdx;
    if (dayOfTradingIndex(listIdx) >= parseDay('2008-01-01')! && known <= today) {
      const { shares, price } = ipoOf(co, () => {
        const bars = ctx.bars(slot, listIdx, listIdx);
        return bars ? Math.round(bars.pre[0]!) / 1000 : 0;
      });
      const n = add(plus(listIdx, -1), plus(listIdx, -1), `首次公开发行股票并上市之上市公告书`, '融资公告', '招股上市', { kind: 'listing', shares, price });
      if (listIdx <= today) ev(listIdx, '股本变动', '新股上市', `首次公开发行${wan(shares)}，发行价${price.toFixed(2)}元`, n);
    }

    // ─ the offering of a listing the IPO pipeline drew: 招股意向书 (T−5), 发行公告 (T−1), 中签率 (T+1), 中签结果 (T+2)
    if (offering) {
      const t = idxOfText(ctx, offering.applyDate);
      for (const [stage, idx] of OFFERING_NOTICES) {
        const n = add(plus(t, idx), plus(t, idx), OFFERING_TITLES[stage], '融资公告', '招股上市', { kind: 'offering', stage, offering });
        if (stage === 'issue' && n)
          ev(t, '股本变动', '新股申购', `申购代码${offering.applyCode}，发行价${offering.issuePrice.toFixed(2)}元，申购上限${wan(offering.applyLimit)}`, n);
      }
    }

    // ─ periodic reports, their bookings and the board meetings
    const lastG = periodAtOrBefore(todayDay) + 1;
    for (let g = Math.max(co.first, co.firstListed); g <= lastG; g++) {
      const dates = ctx.noticeDatesOf(slot, g);
      const nIdx = ctx.indexOf(dates.notice);
      const y = yearOfPeriod(g);
      const q = quarterOfPeriod(g);
      const label = `${y}年${REPORT_TITLE[q]}`;
      // The booking is published about six weeks before the period ends; a change, five trading days before the earlier of the two dates.
      const bookedAt = ctx.indexOf(periodEndDay(g) - 45);
      let changeNotice: Disclosure | null = null;
      if (dates.changed !== null) {
        const at = Math.max(plus(bookedAt, 1), plus(Math.min(ctx.indexOf(dates.firstBooked), nIdx), -5));
        changeNotice = add(at, at, `关于变更${label}披露时间的公告`, '信息变更', '信息变更', {
          kind: 'booking',
          g,
          first: dates.firstBooked,
          changed: dates.notice,
        });
      }
      if (nIdx > today) {
        if (bookedAt <= today) {
          const known = changeNotice !== null ? dates.notice : dates.firstBooked;
          const text = changeNotice
            ? `${label}预约披露日变更为${formatDay(known)}（原${formatDay(dates.firstBooked)}）`
            : `${label}预约于${formatDay(known)}披露`;
          ev(ctx.indexOf(known), '预约披露', `预约披露${label}`, text, changeNotice);
        }
        continue;
      }
      const report = add(nIdx, nIdx, label, '财务报告', REPORT_TYPE[q]!, { kind: 'report', g });
      if (q === 3 || q === 1)
        add(nIdx, nIdx, `第${1 + (y % 3) + 8}届董事会第${q === 3 ? 3 + (y % 5) : 5 + (y % 5)}次会议决议公告`, '重大事项', '董事会', { kind: 'board', g });
      const c = co.core(g);
      const shares = c.shares;
      const net = cs.ytd(slot, g, (k) => k.parentNet);
      ev(nIdx, '财报披露', `披露${label}`, `归母净利润${(net / 1e10).toFixed(2)}亿元，基本每股收益${(net / 100 / shares).toFixed(4)}元`, report);
    }

    // ─ 业绩预告 (and the loss warnings), 业绩快报
    for (const row of forecastRows(co, today)) {
      const g = Math.floor(Number(row.period.slice(0, 4)) * 4 + ['03-31', '06-30', '09-30', '12-31'].indexOf(row.period.slice(5)));
      const idx = idxOfText(ctx, row.noticeDate);
      const y = yearOfPeriod(g);
      const n = add(idx, idx, `${y}年${FORECAST_SPAN[quarterOfPeriod(g)]}业绩预告`, '财务报告', '业绩预告', { kind: 'forecast', row });
      ev(idx, '业绩预告', `${y}年${FORECAST_SPAN[quarterOfPeriod(g)]}业绩${row.type}`, row.summary, n);
      if (quarterOfPeriod(g) === 3 && (row.type === '首亏' || row.type === '续亏' || row.type === '增亏')) {
        const w = add(idx, idx, `关于${y}年度业绩预亏的风险提示公告`, '风险提示', '风险提示', { kind: 'loss', row });
        ev(idx, '风险提示', `${y}年度业绩预亏`, `预计${y}年度归属于上市公司股东的净利润为负值（${row.type}）`, w);
      }
    }
    for (const row of expressRows(co, today)) {
      const idx = idxOfText(ctx, row.noticeDate);
      const y = row.period.slice(0, 4);
      const n = add(idx, idx, `${y}年度业绩快报`, '财务报告', '业绩快报', { kind: 'express', row });
      ev(idx, '业绩快报', `${y}年度业绩快报`, `营业总收入${(row.revenue / 1e8).toFixed(2)}亿元，归母净利润${(row.netProfit / 1e8).toFixed(2)}亿元`, n);
    }

    // ─ dividends: plan (with the 年报), the 股东大会 (notice, resolution), the implementation on the K-line's ex-date
    for (const row of dividendRows(co, today, () => null)) {
      const year = Number(row.period.slice(0, 4));
      const planIdx = idxOfText(ctx, row.planDate);
      if (row.progress === '不分配') {
        add(planIdx, planIdx, `关于${year}年度拟不进行利润分配的公告`, '重大事项', '权益分派', { kind: 'plan', row });
        continue;
      }
      const plan = add(planIdx, planIdx, `关于${year}年度利润分配预案的公告`, '重大事项', '权益分派', { kind: 'plan', row });
      if (!row.exDate) continue;
      const exIdx = idxOfText(ctx, row.exDate);
      const meeting = row.meetingDate ? idxOfText(ctx, row.meetingDate) : plus(exIdx, -12 - Math.floor(u(year, 1) * 10));
      const record = plus(meeting, -5);
      const noticeAt = Math.max(planIdx, plus(meeting, -15));
      const mNotice = add(noticeAt, noticeAt, `关于召开${year}年年度股东大会的通知`, '重大事项', '股东大会', {
        kind: 'meeting-notice',
        row,
        year,
        meeting,
        record,
      });
      const mResolution = add(meeting, meeting, `${year}年年度股东大会决议公告`, '重大事项', '股东大会', { kind: 'meeting-resolution', row, year, meeting });
      const implAt = Math.max(meeting, plus(exIdx, -3));
      const impl = add(implAt, meeting, `${year}年年度权益分派实施公告`, '重大事项', '权益分派', { kind: 'dividend', row, year });
      if (meeting <= today || mNotice)
        ev(meeting, '股东大会', `${year}年年度股东大会`, `审议${year}年度利润分配方案：${row.plan}`, meeting <= today ? mResolution : mNotice);
      if (impl) {
        ev(plus(exIdx, -1), '股权登记', `${year}年度权益分派股权登记日`, row.plan, impl);
        ev(exIdx, '除权除息', `${year}年度权益分派除权除息日`, `${row.plan}，派息日${row.payDate}`, impl);
      } else if (plan && !mNotice) {
        // Only the plan is known: the meeting comes later (no date yet).
      }
    }

    // ─ 送转: the new share capital from the ex-date
    for (const a of co.actions) {
      if (a.bonus <= 0 || a.idx > today || a.idx < listIdx) continue;
      const before = co.capital.at(a.idx - 1);
      const after = co.capital.at(a.idx);
      const at = plus(a.idx, 2);
      const n = add(at, a.idx, '关于变更注册资本并修订《公司章程》的公告', '信息变更', '股本变动', {
        kind: 'capital',
        idx: a.idx,
        before,
        after,
        bonus: a.bonus,
      });
      ev(a.idx, '股本变动', '送转股份上市流通', `总股本由${wan(before)}增至${wan(after)}`, n);
    }

    // ─ holders: a holder of 5% or more, or the controlling holder, whose stake moved by 0.5 point or more in a quarter
    // Announced on its own day inside quarter g, so the quarters whose report is not out yet count too.
    const reported = this.holders.periods(slot, today).map((p) => p.g);
    const quarters = new Set(reported);
    for (let g = (reported[0] ?? co.firstListed) + 1; g <= periodContaining(todayDay); g++) quarters.add(g);
    for (const g of quarters) {
      for (const c of holderChangesOf(this.holders, slot, g, co.params.key, co.firstListed)) {
        const n = add(c.idx, c.idx, c.title, '持股变动', '增减持', {
          kind: 'holder',
          name: c.name,
          nature: c.nature,
          before: c.before,
          after: c.after,
          prevTotal: c.prevTotal,
          total: c.total,
          up: c.up,
          controlling: c.controlling,
        });
        ev(
          c.idx,
          '增减持',
          `${c.name}${c.up ? '增持' : '减持'}`,
          `持股比例由${(c.s0 * 100).toFixed(2)}%${c.up ? '增至' : '降至'}${(c.s1 * 100).toFixed(2)}%`,
          n,
        );
      }
    }

    // ─ 股份回购: the plan, its 股东大会, the first purchase, the monthly progress and the result (`buybacks.ts`)
    for (const b of this.buybacks?.of(slot, today - 1) ?? []) {
      const byStage = new Map<BuybackNotice['stage'], Disclosure>();
      for (const n of buybackNotices(b, today - 1)) {
        const eventIdx = n.stage === 'plan' || n.stage === 'meeting' ? n.idx : n.through;
        const d = add(n.idx, eventIdx, BUYBACK_TITLE[n.stage], '重大事项', '股份回购', {
          kind: 'buyback',
          stage: n.stage,
          plan: b,
          through: n.through,
          progress: progressAt(b, n.through),
        });
        if (d) byStage.set(n.stage, d);
      }
      const yiText = (fen: number) => `${(fen / 1e10).toFixed(2)}亿元`;
      ev(
        b.plan,
        '股份回购',
        '披露回购方案',
        `拟以${yiText(b.amountLow)}至${yiText(b.amountHigh)}回购股份，价格不超过${b.priceCap.toFixed(2)}元/股`,
        byStage.get('plan') ?? null,
      );
      if (b.meeting !== null && b.meeting <= today)
        ev(b.meeting, '股东大会', '临时股东大会', '审议通过以集中竞价交易方式回购公司股份的方案', byStage.get('meeting') ?? null);
      const result = byStage.get('result');
      if (result && b.end !== null) {
        const p = progressAt(b, b.end);
        ev(b.end, '股份回购', b.completed ? '回购实施完毕' : '回购期限届满', `累计回购${wan(p.shares)}，成交总金额${yiText(p.fen)}`, result);
      } else if (b.end === null) {
        ev(b.deadline, '股份回购', '回购期限届满', `回购期限至${dayText(b.deadline)}`, byStage.get('plan') ?? null);
      }
    }

    // ─ 股权质押: a major holder's pledge announced on its 质押日, its release on its 解押日 (`pledges.ts`, as the data centre lists them)
    const pledges = this.pledges?.of(slot, today) ?? [];
    // What a holder still has pledged at the close of a day (a release that day no longer counts).
    const pledgedBy = (holder: string, at: number) =>
      pledges.filter((q) => q.holder === holder && q.start <= at && q.end > at).reduce((x, q) => x + q.shares, 0);
    for (const p of pledges) {
      const terms = pledgeTerms(this.holders, ctx, slot, p);
      const who = p.controlling ? '控股股东' : '持股5%以上股东';
      const n = add(p.start, p.start, `关于${who}部分股份质押的公告`, '重大事项', '股权质押', {
        kind: 'pledge',
        pledge: p,
        terms,
        release: false,
        cumulative: pledgedBy(p.holder, p.start),
      });
      ev(p.start, '股权质押', `${who}质押${wan(p.shares)}`, `${p.holder}将${wan(p.shares)}质押给${p.pledgee}，占其所持股份${terms.heldRatio.toFixed(2)}%`, n);
      if (p.end > today) continue;
      const r = add(p.end, p.end, `关于${who}部分股份解除质押的公告`, '重大事项', '股权质押', {
        kind: 'pledge',
        pledge: p,
        terms,
        release: true,
        cumulative: pledgedBy(p.holder, p.end),
      });
      ev(p.end, '股权质押', `${who}解除质押${wan(p.shares)}`, `${p.holder}质押给${p.pledgee}的${wan(p.shares)}解除质押`, r);
    }

    // ─ 限售解禁: the 提示性公告 three to five trading days before restricted shares join the float (`market/model/lockups.ts`, as the data centre lists them)
    for (const day of unlockDaysOf(cs.source.models[slot]!)) {
      const at = plus(day.idx, -3 - Math.floor(u(day.idx % 100_000, 7) * 3));
      const title = unlockNoticeTitle(day);
      const n = add(at, at, title, '重大事项', '限售解禁', { kind: 'unlock', day });
      if (n) ev(day.idx, '股本变动', '限售股上市流通', `${wan(day.shares)}限售股上市流通，占总股本${((day.shares / day.total) * 100).toFixed(2)}%`, n);
    }

    // ─ the K-line: suspensions and abnormal moves (3-day cumulative ±20%), over the days the company's exchange
    // trades: a HOLIDAY row (its exchange closed while the other market trades) is neither a suspension nor a day of a run.
    const from = Math.max(listIdx + 1, ctx.indexOf(parseDay(`${BARS_FROM_YEAR}-01-01`)!));
    const bars = today - 1 >= from ? ctx.bars(slot, from, today - 1) : null;
    if (bars) {
      const rows: number[] = [];
      for (let i = 0; i < bars.length; i++) if ((bars.flags[i]! & HOLIDAY) === 0) rows.push(i);
      let runStart = -1;
      let lastAbnormal = -10;
      for (let j = 0; j <= rows.length; j++) {
        const i = rows[j] ?? bars.length;
        const susp = j < rows.length && bars.suspended(i);
        if (susp && runStart < 0) runStart = j;
        if (!susp && runStart >= 0) {
          const s = bars.from + rows[runStart]!;
          const e = bars.from + rows[j - 1]!;
          const texts = suspensionTexts(profile, s);
          const long = texts.long;
          const before = plus(s, -1);
          const sn = add(before, before, texts.notice, texts.category, '停复牌', {
            kind: 'suspend',
            from: s,
            to: e,
            long,
          });
          ev(s, '停复牌', '停牌', `因${texts.reason}停牌`, sn);
          const back = plus(e, 1);
          if (back <= today) {
            const rn = add(e, e, texts.resumeNotice, texts.category, '停复牌', { kind: 'resume', from: s, to: e, long });
            ev(back, '停复牌', '复牌', `停牌${j - runStart}个交易日后复牌`, rn);
          }
          runStart = -1;
        }
        if (j >= 3 && j < rows.length && j - lastAbnormal >= 3 && !susp) {
          let ok = true;
          for (let k = j - 2; k <= j; k++) if (bars.suspended(rows[k]!)) ok = false;
          const c0 = bars.close[rows[j - 3]!]!;
          const change = c0 > 0 ? bars.close[i]! / c0 - 1 : 0;
          if (ok && Math.abs(change) >= 0.2) {
            lastAbnormal = j;
            const t = bars.from + i;
            const n = add(plus(t, 1), t, '股票交易异常波动公告', '风险提示', '风险提示', { kind: 'abnormal', from: bars.from + rows[j - 2]!, to: t, change });
            ev(t, '风险提示', '股票交易异常波动', `连续三个交易日收盘价格${change > 0 ? '涨幅' : '跌幅'}累计达${(Math.abs(change) * 100).toFixed(2)}%`, n);
          }
        }
      }
    }

    // ─ surveys
    for (const plan of surveyPlans(ctx, slot)) {
      const n = add(plan.notice, plan.reception, `投资者关系活动记录表（${dayText(plan.reception)}）`, '重大事项', '投资者关系', { kind: 'survey', plan });
      ev(plan.reception, '机构调研', `${plan.method}`, `接待${plan.orgCount}家机构`, n);
    }

    // Ids: code-YYYYMMDD-n in a stable order within the day; 公告编号 by order within the year.
    notices.sort((a, b) => a.idx - b.idx || a.eventIdx - b.eventIdx || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
    let seqDay = -1;
    let seq = 0;
    let year = '';
    let num = 0;
    for (const d of notices) {
      const text = dayText(d.idx);
      if (d.idx !== seqDay) {
        seqDay = d.idx;
        seq = 0;
      }
      if (text.slice(0, 4) !== year) {
        year = text.slice(0, 4);
        num = 0;
      }
      // A survey's record is its own id (the survey list links to it without building the company's notices).
      d.id = d.doc.kind === 'survey' ? surveyNoticeId(profile.sec.id, d.doc.plan) : `${profile.sec.id}-${text.replaceAll('-', '')}-${seq++}`;
      d.number = `${year}-${String(++num).padStart(3, '0')}`;
    }
    notices.reverse();
    events.sort((a, b) => b.idx - a.idx);
    return { slot, today, notices, events };
  }

  /** The announcement of an id published by the day on show, or null. */
  find(slot: number, id: string): Disclosure | null {
    return this.of(slot).notices.find((n) => n.id === id) ?? null;
  }
}

/** The announcement id of a survey's 投资者关系活动记录表. */
export function surveyNoticeId(code: string, plan: SurveyPlan): string {
  return `${code}-${formatDay(dayOfTradingIndex(plan.notice)).replaceAll('-', '')}-S${plan.n}`;
}

/** The id's code and day (for looking up a company), or null when malformed. */
export function parseNoticeId(id: string): { code: string; day: string } | null {
  const m = /^(\d{5,6}\.(?:SH|SZ|BJ|HK))-(\d{4})(\d{2})(\d{2})-(S?\d{1,4})$/.exec(id);
  return m ? { code: m[1]!, day: `${m[2]}-${m[3]}-${m[4]}` } : null;
}
