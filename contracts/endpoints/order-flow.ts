/**
 * The stock page's order-flow panel (`GET /api/v3/details/orderFlow?code=`): 量比, 委比/委差 from the
 * five-level book, 内盘/外盘 from trade direction, today's 资金流向 by order size (the data
 * centre's own split, so the two agree to the yuan), and the boards the stock belongs to.
 */
import type { FlowSplit } from './datacentre';
import type { CodeQuery } from './details';
import { endpoint } from './define';
import { array, fields, id, num, object, str } from './shape';

/** A board (申万 industry or concept index) the stock belongs to; its page is the index's. */
export interface BoardTag {
  id: string;
  name: string;
}

/** The answer. */
export interface OrderFlowAnswer {
  id: string;
  /** Market time of the figures, epoch ms. */
  ts: number;
  /** 量比: volume per minute today over the last five days' volume per minute. */
  volumeRatio: number;
  /** Shares bid and offered on the five levels. */
  bidVolume: number;
  askVolume: number;
  /** 委比 (%) = (bid − ask) / (bid + ask) × 100; 0 when the book is empty. */
  commissionRatio: number;
  /** 委差 (shares) = bid − ask. */
  commissionDiff: number;
  /** 外盘 (bought at the ask) and 内盘 (sold at the bid), shares. */
  outer: number;
  inner: number;
  /** Today's 成交额 split (元), 净流入 per size = active buys − active sells. */
  net: FlowSplit;
  /** 主力净流入 = 超大单 + 大单 净额 (元). */
  mainNet: number;
  /** 所属行业 (null when none) and 概念 boards. */
  industry: BoardTag | null;
  concepts: BoardTag[];
}

/** The endpoint. */
export const orderFlowEndpoints = {
  orderFlow: endpoint<CodeQuery, never, OrderFlowAnswer>('GET', '/api/v3/details/orderFlow', 'optional'),
} as const;

/** 委比 (%, two decimals) and 委差 of a book's bid and ask volumes. */
export function commissionOf(bidVolume: number, askVolume: number): { commissionRatio: number; commissionDiff: number } {
  const total = bidVolume + askVolume;
  return { commissionRatio: total > 0 ? Math.round(((bidVolume - askVolume) / total) * 10_000) / 100 : 0, commissionDiff: bidVolume - askVolume };
}

function boardTag(value: unknown, path: string): BoardTag {
  const v = object(value, path);
  return { id: id(v.id, `${path}.id`), name: str(v.name, `${path}.name`) };
}

/** Boundary parser of {@link OrderFlowAnswer}. */
export function parseOrderFlow(value: unknown, path = 'datas'): OrderFlowAnswer {
  const v = object(value, path);
  const net = object(v.net, `${path}.net`);
  return {
    id: id(v.id, `${path}.id`),
    ...fields(v, path, ['ts', 'volumeRatio', 'bidVolume', 'askVolume', 'commissionRatio', 'commissionDiff', 'outer', 'inner', 'mainNet'], num),
    net: fields(net, `${path}.net`, ['xl', 'l', 'm', 's'], num),
    industry: v.industry === null || v.industry === undefined ? null : boardTag(v.industry, `${path}.industry`),
    concepts: v.concepts === undefined ? [] : array(v.concepts, `${path}.concepts`, boardTag),
  };
}
