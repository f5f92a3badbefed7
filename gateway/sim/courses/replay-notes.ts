/**
 * Notes of a replay that left no recorded commentary (it ended before this process started): what
 * the market did on the room's day, read point in time from the daily bars up to the room's end.
 */
import type { MarketSources } from '../market/index';
import { roundTo } from '../market/index';
import { COMMENTARY_INDEXES } from './commentary';
import type { ScheduledRoom } from './schedule';

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
/** The A-share close, from a daily bar's stamp (local midnight). */
const CLOSE_MS = 15 * 3_600_000;

const dateOf = (ts: number): string => new Date(ts + BEIJING_MS).toISOString().slice(0, 10);

/** Lines for the room's replay: the indexes' last daily bar at or before the room's end. */
export function replayNotes(sources: MarketSources, room: ScheduledRoom): string[] {
  const lines: string[] = [`本场直播「${room.title}」已结束，以下为文字纪要。`];
  for (const ix of COMMENTARY_INDEXES) {
    // A day's bar counts only once that day has closed (15:00 Beijing) before the room ended.
    const bars = sources.market.kline(ix.id, { period: 'day', adjust: 'none', count: 2, end: room.endAt }).filter((b) => b.ts + CLOSE_MS <= room.endAt);
    const bar = bars[bars.length - 1];
    if (!bar || bar.ts < room.endAt - 5 * DAY_MS) continue;
    const pct = roundTo(((bar.close - bar.preClose) / bar.preClose) * 100, 2);
    lines.push(
      `${dateOf(bar.ts)} ${ix.name}收于 ${bar.close.toFixed(2)} 点，${pct >= 0 ? '涨' : '跌'} ${Math.abs(pct).toFixed(2)}%，振幅 ${roundTo(((bar.high - bar.low) / bar.preClose) * 100, 2).toFixed(2)}%。`,
    );
  }
  lines.push('观点仅供参考，不构成投资建议。');
  return lines;
}
