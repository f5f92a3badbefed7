/**
 * The live-room schedule: a room starts every LIVE_SLOT_MS (on even Beijing hours) and runs
 * LIVE_DURATION_MS, so around any "now" some rooms are 预告, one or two are 直播中 and the earlier
 * ones are 回放. Everything about a room — id, title, lecturer, audience — is a pure function of
 * (seed, slot), so every process and every test sees the same schedule.
 */
import { LIVE_DURATION_MS, LIVE_SLOT_MS, type Lecturer, type LiveStatus } from '../../../contracts/endpoints/courses';
import { hash2, hash3, uniform } from '../shared/rng';

/** Beijing midnight on the epoch grid: slots start at 00:00, 02:00, … UTC+8. */
const ANCHOR = -8 * 3_600_000;

/** The simulated lecturers (执业编号 S + 13 digits, drawn from the seed). */
const LECTURER_NAMES: readonly [string, string][] = [
  ['林思远', '投资顾问'],
  ['周若岚', '首席策略顾问'],
  ['陈嘉禾', '投资顾问'],
  ['许明哲', '资深投资顾问'],
  ['赵一帆', '投资顾问'],
  ['孙婉清', '资深投资顾问'],
  ['郑博文', '投资顾问'],
  ['何静姝', '首席投资顾问'],
];

/** Session themes by Beijing start hour. */
const THEMES: Readonly<Record<number, { title: string; summary: string; tag: string }>> = {
  0: { title: '深夜答疑：你的持仓怎么看', summary: '挑选观众提问，聊仓位管理与止损纪律', tag: '答疑' },
  2: { title: '复盘精选：本周关键时刻', summary: '回看本周指数与板块的关键转折', tag: '复盘' },
  4: { title: '晨读：隔夜要闻与全球市场', summary: '隔夜外盘、汇率与大宗商品对A股的影响', tag: '晨读' },
  6: { title: '早间策略：今日关注什么', summary: '开盘前梳理热点题材与风险提示', tag: '策略' },
  8: { title: '早盘前瞻：集合竞价怎么看', summary: '竞价量能、高开低开与开盘后的应对', tag: '早盘' },
  10: { title: '盘中直击：板块轮动实时解读', summary: '跟踪指数与领涨领跌板块，边看边讲', tag: '盘中' },
  12: { title: '午间复盘：上午行情回顾', summary: '上午的量能、热点与下午的观察点', tag: '午评' },
  14: { title: '尾盘策略：收盘前的最后一小时', summary: '尾盘资金动向与次日预案', tag: '尾盘' },
  16: { title: '收评：今日行情全解析', summary: '指数、成交额、涨跌家数与板块排行', tag: '收评' },
  18: { title: '财经夜读：一周宏观与政策', summary: '宏观数据与政策动向对市场的含义', tag: '宏观' },
  20: { title: '投资者夜校：读懂技术指标', summary: '均线、成交量与K线组合的实战用法', tag: '夜校' },
  22: { title: '港股夜话：恒指与南向资金', summary: '恒生指数走势、南向资金与港股通标的', tag: '港股' },
};

const COVERS: readonly [string, string][] = [
  ['#ff7a45', '#cf1322'],
  ['#40a9ff', '#0050b3'],
  ['#73d13d', '#237804'],
  ['#9254de', '#391085'],
  ['#ffc53d', '#ad6800'],
  ['#36cfc9', '#006d75'],
];

/** A scheduled room (no per-user or stored parts). */
export interface ScheduledRoom {
  id: string;
  slot: number;
  title: string;
  summary: string;
  tag: string;
  lecturer: Lecturer;
  startAt: number;
  endAt: number;
  cover: [string, string];
  /** Audience scale of this room (drives the online count). */
  audience: number;
}

/** The slot that starts at or before `t`. */
export function slotAt(t: number): number {
  return Math.floor((t - ANCHOR) / LIVE_SLOT_MS);
}

/** The room id of a slot. */
export function roomId(slot: number): string {
  return `L${slot}`;
}

/** The slot of a room id, or null when it is not one. */
export function slotOf(id: string): number | null {
  const m = /^L(\d{1,9})$/.exec(id);
  return m ? Number(m[1]) : null;
}

function lecturer(seed: number, index: number): Lecturer {
  const [name, title] = LECTURER_NAMES[index]!;
  let digits = '';
  for (let i = 0; i < 13; i++) digits += String(Math.floor(uniform(hash3(seed, index + 101, i)) * 10));
  return { name, title, certNo: `S${digits}` };
}

/** The room of a slot. */
export function scheduledRoom(seed: number, slot: number): ScheduledRoom {
  const startAt = ANCHOR + slot * LIVE_SLOT_MS;
  const hour = (((slot % 12) + 12) % 12) * 2;
  const theme = THEMES[hour]!;
  const who = Math.floor(uniform(hash2(seed, slot)) * LECTURER_NAMES.length);
  // Trading-hour rooms draw the biggest audience.
  const peak = hour >= 8 && hour <= 16 ? 2.2 : hour >= 18 ? 1.4 : 0.5;
  return {
    id: roomId(slot),
    slot,
    title: theme.title,
    summary: theme.summary,
    tag: theme.tag,
    lecturer: lecturer(seed, who),
    startAt,
    endAt: startAt + LIVE_DURATION_MS,
    cover: COVERS[slot % COVERS.length]!,
    audience: Math.round((800 + uniform(hash3(seed, slot, 7)) * 2400) * peak),
  };
}

/** A room's status at `now`. */
export function statusAt(room: Pick<ScheduledRoom, 'startAt' | 'endAt'>, now: number): LiveStatus {
  if (now < room.startAt) return 'upcoming';
  return now < room.endAt ? 'live' : 'ended';
}

/** People in the room at `now` (live: ramps up over 20 minutes, wobbles per minute), or who watched it (ended), 0 before. */
export function audienceAt(seed: number, room: ScheduledRoom, now: number): number {
  const status = statusAt(room, now);
  if (status === 'upcoming') return 0;
  if (status === 'ended') return Math.round(room.audience * 1.6);
  const ramp = Math.min(1, 0.25 + (0.75 * (now - room.startAt)) / 1_200_000);
  const wobble = 0.94 + 0.12 * uniform(hash3(seed, room.slot, Math.floor(now / 60_000)));
  return Math.max(1, Math.round(room.audience * ramp * wobble));
}

/** Rooms around `now`: the `ended` last ones, the live ones and the next `upcoming`. */
export function roomsAround(seed: number, now: number, ended: number, upcoming: number): ScheduledRoom[] {
  const current = slotAt(now);
  const out: ScheduledRoom[] = [];
  for (let s = current - ended - 1; s <= current + upcoming; s++) out.push(scheduledRoom(seed, s));
  return out;
}
