/**
 * The notices the disclosures publish on one trading day, read the cheap way: what a reader of a
 * day's 公告 only (the 7×24 desk's 公告 and 解读, news/announcements.ts) needs, not a company's whole
 * history. Each day is a {@link DisclosureModel} on that day whose notices dated that day are exactly
 * the full model's; it reads only the recent K-line, the holders of the day's quarter and the
 * buyback plans still running or just ended, and the days share their holders and buybacks.
 */
import type { Companies } from '../companies/index';
import { dayOfTradingIndex, mainlandIndexPlus } from '../calendar/days';
import { periodContaining } from '../companies/index';
import { BuybackModel } from './buybacks';
import { type Buyback, cut, RESULT_DELAY } from './buyback-plan';
import { DisclosureModel } from './events';
import { DisclosureContext } from './events-context';
import { HolderModel } from './holders';

/** Trading days of K-line the day's notices read back (abnormal moves look at 3 days; a suspension's notices at its run). */
const BARS_BACK = 120;

/**
 * The disclosures' context on day t, reading only the last {@link BARS_BACK} days of the K-line: the
 * notices a day publishes from the K-line (an abnormal move of the three days before) need no more,
 * and the whole history since 2015 cost up to 200 ms a company.
 */
class DayContext extends DisclosureContext {
  override bars(slot: number, from: number, to: number) {
    return super.bars(slot, Math.max(from, this.today() - BARS_BACK), to);
  }
}

/**
 * Holders as the desk reads them: a 增减持 is published on a day inside the quarter it happened in,
 * so a day's notices need that quarter only — the disclosures read the quarters after the newest
 * one given here — not every quarter since the listing (reading those cost up to 120 ms a company).
 */
class CurrentQuarterHolders extends HolderModel {
  override periods(_slot: number, t: number): { g: number; notice: number }[] {
    return [{ g: periodContaining(dayOfTradingIndex(t)) - 1, notice: t }];
  }
}

/**
 * Buybacks as the desk reads them: a day's notices are a plan announced that day, a first purchase
 * the day before, a result two days after the end — so only the plans still running or just ended
 * are carried out (`around`), not every plan since 2015 of each candidate, each day.
 */
class RecentBuybacks extends BuybackModel {
  override of(slot: number, barsTo: number): Buyback[] {
    return this.around(slot, mainlandIndexPlus(barsTo + 1, -RESULT_DELAY - 1), barsTo + 1).map((b) => cut(b, barsTo));
  }
}

/** The disclosures of trading days as their own day's notices read them. */
export class DayNotices {
  private readonly holders: HolderModel;
  /** Shared by the days: a plan carried out for one day serves the next ones (point in time: each day reads it cut to its own). */
  private readonly buybacks: BuybackModel;

  constructor(private readonly companies: Companies) {
    this.holders = new CurrentQuarterHolders(companies);
    this.buybacks = new RecentBuybacks(companies);
  }

  /** The disclosures on day t, to read the notices dated t (`of(slot).notices` with `idx === t`). */
  on(t: number): DisclosureModel {
    return new DisclosureModel(new DayContext({ companies: this.companies, today: () => t }), this.holders, this.buybacks);
  }
}
