/**
 * A listing's announcements and entries: the 上市公告书 and 新股上市, and, for a listing the IPO
 * pipeline drew, the offering's notices before it (招股意向书, 发行公告, 中签率, 中签结果).
 */
import { dayOfTradingIndex } from '../calendar/days';
import { parseDay } from '../../../contracts/calendar/index';
import { ipoOf } from '../companies/index';
import type { OfferingStage } from './disclosure';
import { type EventSink, idxOfText, wan } from './event-sink';

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

/** The listing and, for a drawn listing, its offering (T−5, T−1, T+1, T+2 around the 申购日 T). */
export function addListing(s: EventSink): void {
  const { ctx, co, profile, slot, today, listIdx, add, ev, plus } = s;
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
}
