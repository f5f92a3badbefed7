/**
 * 课程/直播 (/LiveStream): live rooms scheduled around "now" (预告 / 直播中 / 回放) with the
 * lecturer's real-time market commentary and a chat, and courses as series of 图文 lessons with
 * charts and quizzes, free or VIP, with per-user progress. Chat messages are sent here (HTTP:
 * session, limits, filters) and delivered over the socket (contracts/ws-chat.ts).
 *
 * Decisions (spec §4 of pages.md leaves them open): a room starts every 2 hours and runs 150
 * minutes, so one is always live; chat text is 1–{@link CHAT_TEXT_MAX} characters of plain text,
 * one message per {@link CHAT_MIN_INTERVAL_MS} and {@link CHAT_PER_MINUTE} a minute per user;
 * a message can be withdrawn by its author within {@link CHAT_WITHDRAW_MS}, and the room's
 * moderator withdraws messages that advertise contact details.
 */
import type { ChatMessage } from '../ws-chat';
import { endpoint } from './define';

/** Tabs of /LiveStream (URL `?tab=`). */
export const LIVE_TABS = ['live', 'course', 'replay'] as const;
/** One of {@link LIVE_TABS}. */
export type LiveTab = (typeof LIVE_TABS)[number];
/** Tab labels (reference: 直播 / 课程 / 回放). */
export const LIVE_TAB_LABELS: Readonly<Record<LiveTab, string>> = { live: '直播', course: '课程', replay: '回放' };

/** A room's state. */
export type LiveStatus = 'upcoming' | 'live' | 'ended';
/** Status labels (reference: 预告/直播中/已结束/回放). */
export const LIVE_STATUS_LABELS: Readonly<Record<LiveStatus, string>> = { upcoming: '预告', live: '直播中', ended: '回放' };

/** A room starts every this many ms … */
export const LIVE_SLOT_MS = 2 * 3_600_000;
/** … and runs this long. */
export const LIVE_DURATION_MS = 150 * 60_000;

/** Longest chat message, characters. */
export const CHAT_TEXT_MAX = 100;
/** Shortest gap between two messages of one user, ms. */
export const CHAT_MIN_INTERVAL_MS = 3_000;
/** Most messages of one user per minute. */
export const CHAT_PER_MINUTE = 10;
/** An author may withdraw a message this long after sending it, ms. */
export const CHAT_WITHDRAW_MS = 120_000;
/** Messages a room page gets on opening. */
export const CHAT_HISTORY_SIZE = 100;

/** Words a chat message may not contain (compared after removing spaces and punctuation, case-folded). */
export const CHAT_BANNED_WORDS: readonly string[] = [
  '内幕消息',
  '内幕',
  '稳赚',
  '保本',
  '包赚',
  '带你赚钱',
  '代客理财',
  '荐股',
  '喊单',
  '跟单',
  '加微信',
  '加群',
  'vx',
  'qq群',
  '傻逼',
  '操你',
  '骗子',
];

/** Folds a text for the banned-word check: full-width to half-width, lower case, no spaces or punctuation. */
export function foldForFilter(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}_]/gu, '');
}

/** The first banned word the text contains, or null. */
export function bannedWordIn(text: string): string | null {
  const folded = foldForFilter(text);
  for (const w of CHAT_BANNED_WORDS) if (folded.includes(w)) return w;
  return null;
}

/** Why a chat text is refused (Chinese, shown to the user), or null when it may be sent. Same check on both sides. */
export function chatTextProblem(raw: string): string | null {
  const text = raw.trim();
  if (text.length === 0) return '请输入发言内容';
  if ([...text].length > CHAT_TEXT_MAX) return `发言最多${CHAT_TEXT_MAX}个字`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(text)) return '发言含有不支持的字符';
  if (bannedWordIn(text) !== null) return '发言含有违规内容，请修改后再发送';
  return null;
}

/** A lecturer (simulated; 执业编号 formatted like S0000000000000). */
export interface Lecturer {
  name: string;
  /** 执业编号. */
  certNo: string;
  /** Role line, e.g. 投资顾问. */
  title: string;
}

/** One live room (card and room page). */
export interface LiveRoom {
  id: string;
  title: string;
  /** One line on what the session covers. */
  summary: string;
  lecturer: Lecturer;
  /** Epoch ms. */
  startAt: number;
  endAt: number;
  status: LiveStatus;
  /** 在线人数 while live; 观看人数 of a replay; 预约人数 before it starts. */
  online: number;
  reserveCount: number;
  /** The caller reserved it (false when signed out). */
  reserved: boolean;
  /** Cover colours (a gradient; the product ships no images). */
  cover: [string, string];
  /** Topic tag shown on the cover. */
  tag: string;
}

/** Query of `live/list`. */
export interface LiveListQuery {
  /** `live` (直播中 and 预告) or `replay` (ended); default `live`. */
  tab?: string;
}
/** Answer of `live/list`: live first, then upcoming by start; replays newest first. */
export interface LiveListAnswer {
  list: LiveRoom[];
  /** Server time of the answer, epoch ms (statuses are as of it). */
  now: number;
}

/** Query of `live/room`. */
export interface LiveRoomQuery {
  id: string;
}
/** Answer of `live/room`. */
export interface LiveRoomAnswer {
  room: LiveRoom;
  /** The last {@link CHAT_HISTORY_SIZE} messages and commentary, oldest first (withdrawn ones left out). */
  messages: ChatMessage[];
  /** Ids among `messages` the caller wrote (it may withdraw them). */
  mine: string[];
  /** For a replay whose room left no record: the session's notes from that day's market. */
  notes: string[];
  now: number;
}

/** Body of `live/reserve`. */
export interface LiveReserveBody {
  id: string;
  /** True to reserve, false to cancel. */
  reserve: boolean;
}
/** Answer of `live/reserve`. */
export interface LiveReserveAnswer {
  reserved: boolean;
  reserveCount: number;
}

/** Body of `live/chat/send`. */
export interface ChatSendBody {
  room: string;
  text: string;
}
/** Body of `live/chat/withdraw`. */
export interface ChatWithdrawBody {
  room: string;
  id: string;
}

/** Course difficulty. */
export type CourseLevel = '初级' | '中级' | '高级';

/** One course series (card). */
export interface CourseCard {
  id: string;
  /** 系列. */
  series: string;
  title: string;
  summary: string;
  level: CourseLevel;
  vip: boolean;
  /** 课时数. */
  lessonCount: number;
  /** 总时长, minutes (reading time). */
  minutes: number;
  /** Lessons the caller finished (0 when signed out). */
  doneCount: number;
  /** The lesson 继续学习 opens (the first not finished), null when all are done or none started. */
  resumeLesson: string | null;
  cover: [string, string];
}

/** A lesson in a course's table of contents. */
export interface LessonSummary {
  id: string;
  index: number;
  title: string;
  minutes: number;
  /** Free to read (free courses, and the first lesson of a VIP course). */
  free: boolean;
  done: boolean;
}

/** A chart in a lesson: a series from the market model, with optional overlays. */
export interface LessonChart {
  title: string;
  /** Security the series is of. */
  id: string;
  name: string;
  /** Dates YYYY-MM-DD, oldest first. */
  dates: string[];
  /** Named lines over the same dates (null where undefined, e.g. a moving average's warm-up). */
  lines: { name: string; values: (number | null)[] }[];
  /** Bar series under the lines (e.g. 成交量), optional. */
  bars?: { name: string; values: number[] };
  /** Daily candles over the same dates, optional (K-line lessons). */
  candles?: { open: number; high: number; low: number; close: number }[];
  /** What to notice. */
  caption: string;
}

/** A quiz question (the answer stays on the server). */
export interface LessonQuiz {
  id: string;
  question: string;
  options: string[];
}

/** A block of a lesson. */
export type LessonBlock =
  | { type: 'text'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'chart'; chart: LessonChart }
  | { type: 'quiz'; quiz: LessonQuiz };

/** Answer of `course/list`. */
export interface CourseListAnswer {
  list: CourseCard[];
}

/** Query of `course/detail`. */
export interface CourseDetailQuery {
  id: string;
}
/** Answer of `course/detail`. */
export interface CourseDetailAnswer {
  course: CourseCard;
  lessons: LessonSummary[];
}

/** Query of `course/lesson`. */
export interface LessonQuery {
  course: string;
  lesson: string;
}
/** Answer of `course/lesson` (a VIP lesson refuses non-members with the member-only code). */
export interface LessonAnswer {
  course: CourseCard;
  lesson: LessonSummary;
  blocks: LessonBlock[];
  /** Previous / next lesson ids in the course. */
  prev: string | null;
  next: string | null;
  /** The caller's saved quiz answers (option index per quiz id), to show after a reload. */
  answers: Record<string, number>;
}

/** Body of `course/progress`: the lesson read to the end, with the quiz answers chosen (option index per quiz id). */
export interface ProgressBody {
  course: string;
  lesson: string;
  answers?: Record<string, number>;
}
/** Answer of `course/progress`. */
export interface ProgressAnswer {
  done: boolean;
  /** Per quiz id: whether the answer was right, and the explanation. */
  results: Record<string, { correct: boolean; answer: number; explain: string }>;
  doneCount: number;
  lessonCount: number;
}

/** Courses and live endpoints. */
export const coursesEndpoints = {
  liveList: endpoint<LiveListQuery, never, LiveListAnswer>('GET', '/api/v2/live/list', 'optional'),
  liveRoom: endpoint<LiveRoomQuery, never, LiveRoomAnswer>('GET', '/api/v2/live/room', 'optional'),
  liveReserve: endpoint<never, LiveReserveBody, LiveReserveAnswer>('POST', '/api/v2/live/reserve', 'required'),
  chatSend: endpoint<never, ChatSendBody, ChatMessage>('POST', '/api/v2/live/chat/send', 'required'),
  chatWithdraw: endpoint<never, ChatWithdrawBody, { id: string }>('POST', '/api/v2/live/chat/withdraw', 'required'),
  courseList: endpoint<never, never, CourseListAnswer>('GET', '/api/v2/course/list', 'optional'),
  courseDetail: endpoint<CourseDetailQuery, never, CourseDetailAnswer>('GET', '/api/v2/course/detail', 'optional'),
  courseLesson: endpoint<LessonQuery, never, LessonAnswer>('GET', '/api/v2/course/lesson', 'optional'),
  courseProgress: endpoint<never, ProgressBody, ProgressAnswer>('POST', '/api/v2/course/progress', 'required'),
} as const;
