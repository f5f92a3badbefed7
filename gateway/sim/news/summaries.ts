/**
 * Market summaries at fixed times of the day (open, half-hourly, lunch, close, HK close): the main
 * indexes, A-share breadth and, at some checkpoints, the leading and lagging 申万 industry boards.
 */
import { MINUTE_MS } from '../calendar/days';
import { CN_SUMMARY, HK_SUMMARY, type DayMemory, type FlashDraft, type MarketMoment } from './moment';
import { breadthPhrase, indexPhrase, marked, moveWords, signedPct } from './wording';

/** A market summary checkpoint. */
export interface Checkpoint {
  /** Minute of the local day. */
  minute: number;
  market: 'cn' | 'hk';
  /** Words before the colon of the title. */
  label: string;
  /** Also name the leading/lagging industry boards. */
  sectors: boolean;
  important: boolean;
}

const hm = (h: number, m: number) => h * 60 + m;

/** The day's checkpoints, in time order. */
export const CHECKPOINTS: readonly Checkpoint[] = [
  { minute: hm(9, 30), market: 'cn', label: 'A股开盘', sectors: false, important: false },
  { minute: hm(10, 0), market: 'cn', label: 'A股盘中（10:00）', sectors: true, important: false },
  { minute: hm(10, 30), market: 'cn', label: 'A股盘中（10:30）', sectors: false, important: false },
  { minute: hm(11, 0), market: 'cn', label: 'A股盘中（11:00）', sectors: false, important: false },
  { minute: hm(11, 30), market: 'cn', label: 'A股午间收盘', sectors: true, important: true },
  { minute: hm(13, 30), market: 'cn', label: 'A股午后（13:30）', sectors: false, important: false },
  { minute: hm(14, 0), market: 'cn', label: 'A股盘中（14:00）', sectors: true, important: false },
  { minute: hm(14, 30), market: 'cn', label: 'A股尾盘（14:30）', sectors: false, important: false },
  { minute: hm(15, 0), market: 'cn', label: 'A股收盘', sectors: true, important: true },
  { minute: hm(16, 10), market: 'hk', label: '港股收盘', sectors: false, important: true },
];

function summaryPhrase(m: MarketMoment, indexes: ReadonlyArray<readonly [string, string]>): string {
  return indexes
    .map(([id, short]) => {
      const row = m.byId.get(id);
      return row ? indexPhrase(short, row.snap.pct, row.snap.price) : null;
    })
    .filter((p): p is string => p !== null)
    .join('，');
}

/** The latest checkpoint of each market passed and not yet summarised (older missed ones are skipped). */
export function checkpointSummaries(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  const out: FlashDraft[] = [];
  for (const market of ['cn', 'hk'] as const) {
    const passed = CHECKPOINTS.filter((c) => c.market === market && c.minute <= m.minuteOfDay);
    const latest = passed.at(-1);
    // A market's summaries only on its own trading days: none of A股 on a day only HKEX trades, none of 港股 on an HKEX holiday.
    if (!(market === 'cn' ? m.tradingDay : m.hkTradingDay)) continue;
    if (!latest || memory.checkpoints.has(latest.minute)) continue;
    for (const c of passed) memory.checkpoints.add(c.minute);
    const at = m.dayStart + latest.minute * MINUTE_MS;
    // Stamped at the checkpoint when observed on time, else when observed (the numbers are of then).
    const ts = m.ts - at <= 5 * MINUTE_MS ? at : m.ts;
    const indexes = market === 'cn' ? CN_SUMMARY : HK_SUMMARY;
    if (!indexes.some(([id]) => m.byId.has(id))) continue;
    const headline = `${latest.label}：${summaryPhrase(m, indexes.slice(0, 1))}`;
    const body = market === 'cn' ? `${summaryPhrase(m, indexes)}；${breadthPhrase(m.breadth())}。` : `${summaryPhrase(m, indexes)}。`;
    out.push({
      ts,
      title: marked(headline),
      content: marked(`${latest.label}，${body}`),
      codes: indexes.map(([id]) => id).filter((id) => m.byId.has(id)),
      level: latest.important ? 'important' : 'normal',
    });
    if (latest.sectors) {
      const boards = m.industries();
      const best = boards[0];
      const worst = boards.at(-1);
      if (best && worst && best !== worst) {
        const leader = best.leader ? `，${best.leader.name}${moveWords(best.leader.pct)}` : '';
        out.push({
          ts,
          title: marked(`${best.name}板块领涨`),
          content: marked(`申万行业板块中，${best.name}${signedPct(best.pct)}领涨${leader}；${worst.name}${signedPct(worst.pct)}表现最弱。`),
          codes: [best.id, ...(best.leader ? [best.leader.id] : []), worst.id],
          level: 'normal',
        });
      }
    }
  }
  return out;
}
