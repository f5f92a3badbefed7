/**
 * The trading timetable of the two markets, written once for the sim, the edge and the browser.
 * Every time is in minutes after the exchange's local midnight (Asia/Shanghai and Hong Kong share
 * UTC+8), so 09:30 is 570.
 *
 * A-shares (Shanghai/Shenzhen/Beijing): opening call auction 09:15–09:25 (matched at 09:25), a pause
 * until 09:30, trading 09:30–11:30 and 13:00–15:00, of which 14:57–15:00 is the closing call auction
 * (matched at 15:00).
 * Hong Kong: pre-opening auction 09:00–09:20 (matched at 09:20), blocking until 09:30, trading
 * 09:30–12:00 and 13:00–16:00, then the closing auction session 16:00–16:10 (matched at 16:10; HK's
 * random close between 16:08 and 16:10 is fixed at 16:10).
 *
 * On a half day (半日市: the eves of 圣诞节, 新年 and 农历新年, listed in contracts/calendar/hkex.ts) HKEX
 * trades the morning only: pre-opening 09:00–09:20, continuous 09:30–12:00, then the closing auction
 * session 12:00–12:10 (matched at 12:10, as 16:10 on a full day); no afternoon session. Which
 * timetable a given day follows is `timetableOn` in contracts/calendar/day-timetable.ts.
 *
 * `sessions` are the published trading hours, the day a chart draws; `continuousTrading()` is the
 * part of them that trades continuously (A-shares stop at 14:57 for the closing auction).
 */

/** Which timetable a security follows. */
export type TimetableMarket = 'cn' | 'hk';

/** A window `[open, close]` of one trading session, in minutes after local midnight. */
export interface SessionWindow {
  readonly open: number;
  readonly close: number;
}

/** A call auction: orders collected from `start`, matched at `match` (minutes after local midnight). */
export interface CallAuction {
  readonly start: number;
  readonly match: number;
}

/** The timetable of one market. */
export interface TradingTimetable {
  readonly market: TimetableMarket;
  /** Published trading hours, in order (the morning and the afternoon session). */
  readonly sessions: readonly SessionWindow[];
  readonly openAuction: CallAuction;
  readonly closeAuction: CallAuction;
}

/** Minutes after midnight of `h:m`. */
export function clockMinutes(h: number, m: number): number {
  return h * 60 + m;
}

const window = (open: number, close: number): SessionWindow => Object.freeze({ open, close });

/** Shanghai/Shenzhen/Beijing. */
export const A_SHARE_TIMETABLE: TradingTimetable = Object.freeze({
  market: 'cn',
  sessions: Object.freeze([window(clockMinutes(9, 30), clockMinutes(11, 30)), window(clockMinutes(13, 0), clockMinutes(15, 0))]),
  openAuction: Object.freeze({ start: clockMinutes(9, 15), match: clockMinutes(9, 25) }),
  closeAuction: Object.freeze({ start: clockMinutes(14, 57), match: clockMinutes(15, 0) }),
});

/** Hong Kong. */
export const HK_TIMETABLE: TradingTimetable = Object.freeze({
  market: 'hk',
  sessions: Object.freeze([window(clockMinutes(9, 30), clockMinutes(12, 0)), window(clockMinutes(13, 0), clockMinutes(16, 0))]),
  openAuction: Object.freeze({ start: clockMinutes(9, 0), match: clockMinutes(9, 20) }),
  closeAuction: Object.freeze({ start: clockMinutes(16, 0), match: clockMinutes(16, 10) }),
});

/** Hong Kong on a half day (半日市): the morning session, then the closing auction 12:00–12:10. */
export const HK_HALF_DAY_TIMETABLE: TradingTimetable = Object.freeze({
  market: 'hk',
  sessions: Object.freeze([window(clockMinutes(9, 30), clockMinutes(12, 0))]),
  openAuction: HK_TIMETABLE.openAuction,
  closeAuction: Object.freeze({ start: clockMinutes(12, 0), match: clockMinutes(12, 10) }),
});

/** The timetable of a market on a full trading day (a day's own: `timetableOn`). */
export function timetableOf(market: TimetableMarket): TradingTimetable {
  return market === 'hk' ? HK_TIMETABLE : A_SHARE_TIMETABLE;
}

/** The market of a security code such as `600519.SH` or `00700.HK` (everything not `.HK` is A-share). */
export function timetableMarketOf(code: string): TimetableMarket {
  return /\.HK$/i.test(code) ? 'hk' : 'cn';
}

/** The continuous-trading windows of a timetable: its sessions cut at the start of the closing auction. */
export function continuousTrading(t: TradingTimetable): readonly SessionWindow[] {
  const cut = t.closeAuction.start;
  const out: SessionWindow[] = [];
  for (const s of t.sessions) {
    if (s.open >= cut) break;
    out.push(s.close > cut ? window(s.open, cut) : s);
  }
  return out;
}
