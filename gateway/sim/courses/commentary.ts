/**
 * The lecturer's market commentary in a live room: every COMMENTARY_EVERY_MS a line about what
 * the market is doing now, read from the live market through the read layer (index levels and
 * changes rounded as the quotes are, breadth, the strongest and weakest 申万 industries), each
 * topic with the chart it talks about. The wording follows the session phase (竞价, 盘中, 午间
 * 休市, 收盘), so the lecturer never calls a closed market "盘中".
 */
import type { ChatChart } from '../../../contracts/ws-chat';
import { marketBreadth } from '../market/index';
import type { MarketSources } from '../market/index';
import { sectorList } from '../market/index';
import { roundTo } from '../market/index';
import type { Snapshot } from '../market/index';

/** A commentary line every … ms of a live room. */
export const COMMENTARY_EVERY_MS = 20_000;

/** The indexes the lecturer reads. */
export const COMMENTARY_INDEXES = [
  { id: '000001.SH', name: '上证指数' },
  { id: '399001.SZ', name: '深证成指' },
  { id: '399006.SZ', name: '创业板指' },
] as const;

/** One commentary line and its chart. */
export interface CommentaryLine {
  text: string;
  chart?: ChatChart;
}

const signed = (pct: number): string => `${pct > 0 ? '涨' : pct < 0 ? '跌' : '平'}${pct === 0 ? '' : `${Math.abs(pct).toFixed(2)}%`}`;
const level = (v: number): string => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function when(snap: Snapshot): { tag: string; verb: string } {
  switch (snap.phase) {
    case 'continuous':
      return { tag: '盘中', verb: '现报' };
    case 'lunch':
      return { tag: '午间休市', verb: '上午收于' };
    case 'open-auction':
    case 'open-pause':
      return { tag: '集合竞价', verb: '竞价报' };
    case 'close-auction':
      return { tag: '尾盘竞价', verb: '现报' };
    case 'preopen':
      return { tag: '开盘前', verb: '昨日收于' };
    default:
      return { tag: '收盘', verb: '收于' };
  }
}

/** The `n`-th commentary line of a room (topics rotate), from the market as it is now; null when the market has no index. */
export function commentaryLine(sources: MarketSources, n: number): CommentaryLine | null {
  const snaps = COMMENTARY_INDEXES.map((ix) => ({ ...ix, snap: sources.market.snapshot(ix.id) }));
  const sh = snaps[0]!.snap;
  if (!sh) return null;
  const { tag, verb } = when(sh);
  const pctOf = (s: Snapshot) => roundTo(s.phase === 'preopen' ? 0 : s.pct, 2);
  switch (((n % 4) + 4) % 4) {
    case 0: {
      const others = snaps
        .slice(1)
        .filter((x) => x.snap)
        .map((x) => `${x.name}${signed(pctOf(x.snap!))}`)
        .join('，');
      const price = sh.phase === 'preopen' ? sh.preClose : sh.price;
      return {
        text: `【${tag}】上证指数${verb} ${level(price)} 点，${signed(pctOf(sh))}；${others}。${pctOf(sh) >= 0.8 ? '指数走强，注意量能能否跟上。' : pctOf(sh) <= -0.8 ? '指数承压，控制仓位比抄底更重要。' : '指数窄幅波动，结构性机会为主。'}`,
        chart: { kind: 'index', id: '000001.SH' },
      };
    }
    case 1: {
      const b = marketBreadth(sources, 'all');
      const total = b.up + b.down + b.flat;
      const share = total > 0 ? Math.round((b.up / total) * 100) : 0;
      return {
        text: `【${tag}】两市上涨 ${b.up} 家、下跌 ${b.down} 家，涨停 ${b.limitUp} 家、跌停 ${b.limitDown} 家，上涨占比 ${share}%。${share >= 60 ? '赚钱效应较好。' : share <= 40 ? '多数个股走弱，别被指数迷惑。' : '涨跌互现，精选个股。'}`,
      };
    }
    case 2: {
      const list = sectorList(sources, 'industry');
      if (list.length === 0) return null;
      const top = list.slice(0, 3);
      const lead = top[0]!;
      return {
        text: `【${tag}】行业板块方面，${top.map((s) => `${s.name}${signed(s.pct)}`).join('、')}居前${lead.leader ? `，${lead.name}中${lead.leader.name}${signed(lead.leader.pct)}领涨` : ''}。`,
        chart: { kind: 'sectors', items: list.slice(0, 5).map((s) => ({ name: s.name, pct: s.pct })) },
      };
    }
    default: {
      const list = sectorList(sources, 'industry');
      if (list.length === 0) return null;
      const weak = list.slice(-3).reverse();
      return {
        text: `【${tag}】走势偏弱的是${weak.map((s) => `${s.name}${signed(s.pct)}`).join('、')}。弱势板块先看企稳信号，不要急于逆势抄底。`,
        chart: { kind: 'sectors', items: list.slice(-5).map((s) => ({ name: s.name, pct: s.pct })) },
      };
    }
  }
}
