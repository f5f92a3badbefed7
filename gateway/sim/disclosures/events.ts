/**
 * A company's disclosures and events, read from its one model: every event the model has (a
 * periodic report and its 预约披露, a 业绩预告 / 快报, the dividend plan, its 股东大会 and
 * implementation on the K-line's ex-date, a 送转's new share capital, a holder's change between
 * report periods, a share buyback and its progress, a major holder's pledge and its release, restricted shares that unlock (限售解禁), a suspension or an abnormal move on the K-line, a survey, the listing) emits its
 * announcements, each dated on or after the event that caused it, and its entries on the timeline
 * (past, and coming ones as far as the announcements made them known by the day on show).
 *
 * Each family of events is its own module, run in turn over one company's sink (`event-sink.ts`):
 * `listing-events.ts`, `report-events.ts`, `dividend-events.ts`, `share-capital-events.ts`,
 * `holder-events.ts`, `buyback-events.ts`, `pledge-events.ts`, `kline-events.ts`, `survey-events.ts`;
 * the ids and 公告编号 are `notice-ids.ts`, the shapes `disclosure.ts`.
 */
import { dayOfTradingIndex } from '../calendar/days';
import { Lru } from '../shared/lru';
import { addBuybacks } from './buyback-events';
import { BuybackModel } from './buybacks';
import type { CompanyDisclosures, Disclosure } from './disclosure';
import { addDividends } from './dividend-events';
import { eventSink } from './event-sink';
import type { DisclosureContext } from './events-context';
import { addHolderChanges } from './holder-events';
import type { HolderModel } from './holders';
import { addKlineEvents } from './kline-events';
import { addListing } from './listing-events';
import { numberNotices } from './notice-ids';
import { addPledges } from './pledge-events';
import { PledgeModel } from './pledges';
import { addForecasts, addReports } from './report-events';
import { addBonusShares, addUnlocks } from './share-capital-events';
import { addSurveys } from './survey-events';

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
    const s = eventSink(this.ctx, slot, today);
    // The order of the families is the order their entries were always added in: a stable sort keeps it among equal days.
    addListing(s);
    addReports(s);
    addForecasts(s);
    addDividends(s);
    addBonusShares(s);
    addHolderChanges(s, this.holders);
    addBuybacks(s, this.buybacks);
    addPledges(s, this.holders, this.pledges);
    addUnlocks(s);
    addKlineEvents(s);
    addSurveys(s);
    const { notices, events } = s;
    numberNotices(notices, s.profile.sec.id);
    notices.reverse();
    events.sort((a, b) => b.idx - a.idx);
    return { slot, today, notices, events };
  }

  /** The announcement of an id published by the day on show, or null. */
  find(slot: number, id: string): Disclosure | null {
    return this.of(slot).notices.find((n) => n.id === id) ?? null;
  }
}
