/**
 * 资金流向 of a closed day (the centre's `fundFlow`): every A-share's order-size split of the day
 * (`day-columns.ts`, the market's one split of `flow.ts`), the exchanges' totals, and the industry or
 * concept boards' sums with their leader.
 */
import type { DcExchange, FlowGroup, FlowMarket, FlowRow, FlowScope, FlowSplit, FundFlowAnswer } from '../../../contracts/endpoints/datacentre';
import type { DayCalc } from './day-columns';
import { addSplit, netOf, zeroSplit } from '../market/index';
import { type DayFrame, isA, nameAt } from './day-frame';
import { type CentreReads, pctOf, r2, r3 } from './reads';

/** A board of the 资金流向 groups: its index and its members' rows in the frames. */
export interface FlowGroupRows {
  id: string;
  name: string;
  rows: number[];
}

/** The boards 资金流向 sums by scope. */
export interface FlowGroups {
  industry: FlowGroupRows[];
  concept: FlowGroupRows[];
}

/** 资金流向 of day t for a scope. */
export function fundFlowOf(dc: CentreReads, boards: FlowGroups, t: number, scope: FlowScope): FundFlowAnswer {
  const f = dc.frame(t);
  const c = dc.calc(t);
  const stocks = dc.frames.stocks;
  const market = new Map<string, FlowMarket>();
  for (const ex of ['ALL', 'SH', 'SZ', 'BJ'] as const) market.set(ex, { exchange: ex, amount: 0, mainNet: 0, mainRatio: 0, net: zeroSplit() });
  const rows: FlowRow[] = [];
  for (let i = 0; i < stocks.length; i++) {
    const s = stocks[i]!;
    if (!isA(s) || !f.present[i]) continue;
    const p = c.flows[i]!;
    const net = netOf(p);
    const amount = p.buy.xl + p.buy.l + p.buy.m + p.buy.s + p.sell.xl + p.sell.l + p.sell.m + p.sell.s;
    for (const m of [market.get('ALL')!, market.get(s.exchange)!]) {
      m.amount += amount;
      addSplit(m.net, net);
    }
    if (scope !== 'stock') continue;
    rows.push({
      id: s.id,
      code: s.code,
      name: nameAt(s, t),
      exchange: s.exchange as DcExchange,
      industry: s.industry,
      close: r3(f.close[i]!),
      pct: r2(f.pct[i]!),
      amount,
      mainNet: net.xl + net.l,
      mainRatio: pctOf(net.xl + net.l, amount),
      net,
      buy: p.buy,
      sell: p.sell,
    });
  }
  for (const m of market.values()) {
    m.mainNet = m.net.xl + m.net.l;
    m.mainRatio = pctOf(m.mainNet, m.amount);
  }
  rows.sort((a, b) => b.mainNet - a.mainNet || a.id.localeCompare(b.id));
  const groups: FlowGroup[] = scope === 'stock' ? [] : boards[scope].map((g) => flowGroup(dc, g, f, c, t));
  groups.sort((a, b) => b.mainNet - a.mainNet || a.id.localeCompare(b.id));
  return { ...dc.day(t), scope, market: [...market.values()], stocks: rows, groups };
}

function flowGroup(dc: CentreReads, g: FlowGroupRows, f: DayFrame, c: DayCalc, t: number): FlowGroup {
  const net: FlowSplit = zeroSplit();
  let amount = 0;
  let capNow = 0;
  let capPre = 0;
  let count = 0;
  let leader: FlowGroup['leader'] = null;
  for (const i of g.rows) {
    if (!f.present[i]) continue;
    const s = dc.frames.stocks[i]!;
    const p = c.flows[i]!;
    const n = netOf(p);
    addSplit(net, n);
    amount += p.buy.xl + p.buy.l + p.buy.m + p.buy.s + p.sell.xl + p.sell.l + p.sell.m + p.sell.s;
    capNow += f.close[i]! * f.floatShares[i]!;
    capPre += f.pre[i]! * f.floatShares[i]!;
    count++;
    const main = n.xl + n.l;
    if (!leader || main > leader.mainNet) leader = { id: s.id, name: nameAt(s, t), mainNet: main };
  }
  const mainNet = net.xl + net.l;
  return {
    id: g.id,
    name: g.name,
    count,
    pct: capPre > 0 ? r2((capNow / capPre - 1) * 100) : 0,
    amount,
    mainNet,
    mainRatio: pctOf(mainNet, amount),
    net,
    leader,
  };
}
