/**
 * The pipeline's listings as securities of the market: every issue listing in a window around the
 * market's anchor day becomes an A-share of the universe, so a new listing has quotes, a search
 * entry, a K-line and a company page from its listing day (新股中心 → 个股), and its 首发 lock-ups
 * feed the 解禁 calendar.
 *
 * One source per fact: the issue fixes the 发行价 (the listing day's reference price), the 发行市盈率
 * and the offering's figures (`Security.offering`), and the first close (the price model's level,
 * anchored at the listing day); everything after — open,
 * high, low, the days without a limit, every later close — is the market's, and the 新股中心 reads
 * it back from the market. The pipeline is drawn with only the hand-kept universe's codes taken,
 * so it draws the same issues whether or not its listings were added.
 *
 * Listings on days after the one on show are in the universe but hidden: the engine does not
 * quote them, and the search and company reads skip them until their listing day.
 */
import { securityId, type Board, type Security } from '../../../contracts/market';
import { nameOnDay } from '../../../contracts/listing-name';
import { withListings, type Universe } from '../market/index';
import type { IpoBoard } from '../../../contracts/endpoints/ipo';
import { dayOfTradingIndex, mainlandIndexPlus } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { hash2, hashString, uniform } from '../shared/rng';
import { ANNOUNCE_AHEAD, CODE_CYCLE, IpoPipeline, SUB_NEW_DAYS, type IpoIssue } from './pipeline';

/** Mainland trading days after the anchor whose 申购日 issues join the universe (a long-running gateway sees them list). */
export const LISTING_HORIZON = 30;
/** Mainland trading days before the anchor whose 申购日 issues join: the 次新 window and its listing lag. */
export const LISTING_LOOKBACK = SUB_NEW_DAYS + 12;

const BOARD_OF: Readonly<Record<IpoBoard, Board>> = { 沪主板: 'main', 深主板: 'main', 创业板: 'chinext', 科创板: 'star', 北交所: 'bse' };
/** A company of at most this many shares after the issue offers at least a quarter of them, a larger one a tenth (《证券法》 listing rule). */
const QUARTER_RULE_MAX = 4e8;
const TAG = hashString('ipo-listing');

/** Total shares after the issue: the issue is a quarter of them, or a tenth for a company above 4亿 shares. */
export function totalSharesOf(issue: IpoIssue): number {
  const quarter = issue.issueShares * 4;
  return quarter <= QUARTER_RULE_MAX ? quarter : Math.max(QUARTER_RULE_MAX + 1e4, issue.issueShares * 10);
}

/**
 * Shares that trade from the listing day: the issue less its locked parts — 战略配售 (12 months) and
 * the 网下 allotment's locked tenth (6 months) — 8 to 25% of it.
 */
export function floatSharesOf(issue: IpoIssue): number {
  const locked = 0.08 + 0.17 * uniform(hash2(hashString(issue.id), TAG));
  return Math.round((issue.issueShares * (1 - locked)) / 100) * 100;
}

/** The issue's name as shown on trading index `d`: 「N」/「C」 on its first days (contracts/listing-name.ts). */
export function issueNameOn(issue: IpoIssue, d: number): string {
  return nameOnDay(
    { name: issue.name, kind: 'capital', board: BOARD_OF[issue.board], listDate: formatDay(dayOfTradingIndex(issue.listIdx)) },
    dayOfTradingIndex(d),
  );
}

/** The issue as a security of the universe. */
export function listingSecurity(issue: IpoIssue): Security {
  return {
    code: issue.code,
    name: issue.name,
    suffix: issue.id.endsWith('.SH') ? 'SH' : issue.id.endsWith('.SZ') ? 'SZ' : 'BJ',
    kind: 'capital',
    board: BOARD_OF[issue.board],
    industry: issue.industry,
    listDate: formatDay(dayOfTradingIndex(issue.listIdx)),
    totalShares: totalSharesOf(issue),
    floatShares: floatSharesOf(issue),
    lot: 100,
    st: false,
    offering: {
      issuePrice: issue.issuePrice,
      issuePe: issue.issuePe,
      applyDate: formatDay(dayOfTradingIndex(issue.t)),
      applyCode: issue.applyCode,
      issueShares: issue.issueShares,
      onlineShares: issue.onlineShares,
      applyLimit: issue.applyLimit,
      lotteryRate: issue.lotteryRate,
      validShares: issue.validShares,
      validHouseholds: issue.validHouseholds,
    },
  };
}

/** The pipeline's listings of the window around `anchorIdx`, oldest first, with each one's first close (its price level). */
export function pipelineListings(pipeline: IpoPipeline, anchorIdx: number): Array<{ security: Security; level: number }> {
  // Codes repeat after CODE_CYCLE mainland days of 申购日: the window must be shorter, or two issues could share a code.
  if (LISTING_LOOKBACK + LISTING_HORIZON + ANNOUNCE_AHEAD >= CODE_CYCLE) throw new Error('listing window longer than the IPO code cycle');
  return pipeline.issuesBetween(...listingWindow(anchorIdx)).map((issue) => ({
    security: listingSecurity(issue),
    level: issue.firstDay.close,
  }));
}

/** First and last 申购日 (trading indexes) whose issues join the universe anchored at `anchorIdx`. */
export function listingWindow(anchorIdx: number): [number, number] {
  return [mainlandIndexPlus(anchorIdx, -LISTING_LOOKBACK), mainlandIndexPlus(anchorIdx, LISTING_HORIZON)];
}

/** The pipeline of a seed over a universe: only the hand-kept securities' codes are taken (see the module comment). */
export function pipelineOver(seed: number, byId: ReadonlyMap<string, Security>): IpoPipeline {
  return new IpoPipeline({ seed, taken: (id) => isHandKept(byId.get(id)) });
}

/** True for a security of the hand-kept data (not a pipeline listing). */
function isHandKept(s: Security | undefined): boolean {
  return s !== undefined && s.offering === undefined;
}

/** The universe with the pipeline's listings of the window around `anchorIdx`, and each listing's price level. */
export function universeWithListings(base: Universe, seed: number, anchorIdx: number): { universe: Universe; level: (id: string) => number | undefined } {
  const listings = pipelineListings(pipelineOver(seed, base.byId), anchorIdx);
  const levels = new Map(listings.map((l) => [securityId(l.security), l.level]));
  return {
    universe: withListings(
      base,
      listings.map((l) => l.security),
    ),
    level: (id) => levels.get(id),
  };
}
