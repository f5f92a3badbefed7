/**
 * 沪深港通 of a closed day (the centre's `connect`): the four channels' buys and sells, each channel's
 * ten most traded names, and the 北向 holdings (`day-columns.ts`: a holding rolls from the day
 * before's, bonus-adjusted; no trade on a day either market is closed).
 */
import {
  type ConnectAnswer,
  type ConnectChannel,
  type ConnectFlow,
  type ConnectHolding,
  type ConnectTop,
  type DcExchange,
  HKD_CNY,
} from '../../../contracts/endpoints/datacentre';
import type { DayCalc } from './day-columns';
import type { Stock } from './day-frame';
import { PATH_TAG, fixed } from './paths';
import { type CentreReads, r2, r3 } from './reads';

/** 沪深港通 of day t. */
export function connectOf(dc: CentreReads, t: number): ConnectAnswer {
  const f = dc.frame(t);
  const c = dc.calc(t);
  const flows = new Map<ConnectChannel, ConnectFlow>();
  const tops = new Map<ConnectChannel, ConnectTop[]>();
  for (const ch of ['沪股通', '深股通', '港股通(沪)', '港股通(深)'] as const) {
    flows.set(ch, { channel: ch, buy: 0, sell: 0, net: 0 });
    tops.set(ch, []);
  }
  const holdings: ConnectHolding[] = [];
  dc.frames.stocks.forEach((s, i) => {
    if (!f.present[i] || Number.isNaN(c.hold[i]!)) return;
    for (const [ch, buy, sell] of channelTrades(s, i, c)) {
      const fl = flows.get(ch)!;
      fl.buy += buy;
      fl.sell += sell;
      if (buy + sell > 0)
        tops
          .get(ch)!
          .push({ rank: 0, channel: ch, id: s.id, code: s.code, name: s.name, close: r3(f.close[i]!), pct: r2(f.pct[i]!), buy, sell, net: buy - sell });
    }
    if (s.exchange === 'HK') return;
    const vwap = f.volume[i]! > 0 ? f.amount[i]! / f.volume[i]! : f.close[i]!;
    holdings.push({
      id: s.id,
      code: s.code,
      name: s.name,
      exchange: s.exchange as DcExchange,
      close: r3(f.close[i]!),
      pct: r2(f.pct[i]!),
      shares: c.hold[i]!,
      value: Math.round(c.hold[i]! * f.close[i]!),
      ratio: f.floatShares[i]! > 0 ? r2((c.hold[i]! / f.floatShares[i]!) * 100) : 0,
      change: c.holdChange[i]!,
      changeValue: Math.round(c.holdChange[i]! * vwap),
    });
  });
  for (const fl of flows.values()) fl.net = fl.buy - fl.sell;
  const top: ConnectTop[] = [];
  for (const list of tops.values()) {
    list.sort((a, b) => b.buy + b.sell - (a.buy + a.sell) || a.id.localeCompare(b.id));
    for (const [k, x] of list.slice(0, 10).entries()) top.push({ ...x, rank: k + 1 });
  }
  holdings.sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
  return { ...dc.day(t), flows: [...flows.values()], top, holdings };
}

/** A stock's 沪深港通 trades of the day by channel: [channel, buy, sell] (元; a 港股通 name's split between 沪 and 深, HKD converted). */
export function channelTrades(s: Stock, i: number, c: DayCalc): Array<[ConnectChannel, number, number]> {
  const trade = (ch: ConnectChannel, share: number, rate: number): [ConnectChannel, number, number] => [
    ch,
    Math.round(c.cBuy[i]! * share * rate),
    Math.round(c.cSell[i]! * share * rate),
  ];
  if (s.exchange !== 'HK') return [trade(s.exchange === 'SH' ? '沪股通' : '深股通', 1, 1)];
  const sh = 0.4 + 0.2 * fixed(s.key, PATH_TAG.north, 2);
  return [trade('港股通(沪)', sh, HKD_CNY), trade('港股通(深)', 1 - sh, HKD_CNY)];
}
