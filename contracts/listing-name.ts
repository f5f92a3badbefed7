/**
 * The 证券简称 of a new A-share listing on its first trading days, as the exchanges print it:
 *
 * - 「N」 on the listing day (上市首日), whatever the board;
 * - 「C」 from the second through the fifth trading day on 科创板 and 创业板 listed under 注册制 —
 *   the days it still trades without a price limit ({@link noLimitDays}).
 *
 * Sources: 上海证券交易所《关于新增科创板股票和存托凭证特殊标识的通知》(2022-05-13, in force 2022-05-16):
 * 「在上市首日简称前冠以“N”的基础上，在上市后次日至第5个交易日简称前冠以“C”」, to remind investors
 * that those days have no price limit (as reproduced at star1024.cn/html/722b398882.html); 深交所 for
 * 创业板: 「创业板新股上市首日证券简称首位字母为“N”；上市后次日至第五日，证券简称首位字母为“C”」
 * (licai.jiantou8.com/ask/qa_4828394.html). For a 主板 listing we found the day-one 「N」 only
 * (gongweng.com/zs/528309.html: 「新股上市首日的名称前都会加一个字母N」), so it shows no 「C」.
 */
import { calendarOf, parseDay } from './calendar/index';
import { NO_LIMIT_LISTING_DAYS, noLimitDays, type Security } from './market';

/** What the rule reads of a security. */
export type ListingNamed = Pick<Security, 'name' | 'kind' | 'board' | 'listDate'>;

const MAINLAND = calendarOf('cn');

/**
 * The mark a security's name carries on local day `day` (days since 1970-01-01, Shanghai): 'N' on
 * its listing day, 'C' on its 2nd–5th trading days on 科创板/创业板 under 注册制, else null. A day the
 * exchanges are closed counts as the trading day before it (the day a market shows then).
 */
export function listingMark(s: Omit<ListingNamed, 'name'>, day: number): 'N' | 'C' | null {
  if (s.kind !== 'capital') return null;
  const listDay = parseDay(s.listDate);
  if (listDay === null || day < listDay) return null;
  const k = MAINLAND.tradingIndexOf(day) - MAINLAND.tradingIndexOf(listDay);
  if (k === 0) return 'N';
  const registered = (s.board === 'star' || s.board === 'chinext') && noLimitDays(s) === NO_LIMIT_LISTING_DAYS;
  return registered && k < NO_LIMIT_LISTING_DAYS ? 'C' : null;
}

/** The name shown on local day `day`: with its 「N」/「C」 on a new listing's first days ({@link listingMark}). */
export function nameOnDay(s: ListingNamed, day: number): string {
  const mark = listingMark(s, day);
  return mark === null ? s.name : `${mark}${s.name}`;
}
