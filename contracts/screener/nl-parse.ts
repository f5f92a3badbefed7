/**
 * 智能选股's query parser: a Chinese sentence ("市盈率小于20且ROE大于15%的银行股") into the same
 * condition tree the builder makes, plus an optional sort and top-N ("股息率最高的20只…").
 *
 * It scans left to right; at each position it takes the longest match among comparisons
 * (`市盈率低于20` strict, `PE20倍以下` inclusive, `市值100亿到500亿之间`), changes with their sign
 * (`股东户数减少超过10%`), relatives (`市盈率低于行业平均`, `ROE行业前10`, `近20日比沪深300强`), events
 * (`涨停`, `3连板`, `创60日新高`, `5日均量的2倍`), signals and options by name (`MACD金叉`, `科创板`),
 * negations (`不含科创板`, `剔除ST和停牌`), phrases (`低估值`), periods (`昨天` + `涨停`, `近5日` +
 * `上涨`), streaks, top-N and filler words. Whatever matches nothing is reported back by its text,
 * so the page names what it did not understand and runs nothing until the user confirms.
 * Pure and synchronous: tests run it without a browser.
 */
import { FIELD_BY_ID, MAX_STREAK, SCREEN_FIELDS, STREAK_FIELDS, type RangeField, type Unit } from './fields';
import { normalizeQuery } from './nl-numbers';
import { BENCHMARK_FIELDS, isOrGroup, type Relative, type ScreenCondition, type ScreenNode, type ScreenSort, type ScreenTree } from './tree';

export { normalizeQuery } from './nl-numbers';

/** What a query asks for. */
export interface ParsedQuery {
  tree: ScreenTree;
  sort?: ScreenSort;
  limit?: number;
}

/** The parser's answer. */
export interface ParseOutcome {
  query: ParsedQuery;
  /** Text pieces that matched nothing, in order. */
  unknown: string[];
  /** True when something was understood and nothing was left over. */
  ok: boolean;
  /** Chinese message for the page: what was not understood, or null. */
  message: string | null;
}

type Target = { kind: 'range'; field: string } | { kind: 'conds'; conds: ScreenCondition[] };

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

const SET_ALIASES: Array<[string, string, string[]]> = [
  ['board', '沪主板', ['沪主板', '沪市主板', '上证主板', '上海主板']],
  ['board', '深主板', ['深主板', '深市主板', '深证主板', '深圳主板']],
  ['board', '创业板', ['创业板']],
  ['board', '科创板', ['科创板']],
  ['board', '北交所', ['北交所', '北证', '北京证券交易所']],
  ['industry', '非银金融', ['非银金融', '券商', '证券', '保险']],
  ['industry', '医药生物', ['医药生物', '医药', '医疗']],
  ['industry', '房地产', ['房地产', '地产']],
  ['industry', '家用电器', ['家用电器', '家电']],
  ['industry', '食品饮料', ['食品饮料', '食品', '饮料']],
  ['industry', '基础化工', ['基础化工', '化工']],
  ['industry', '公用事业', ['公用事业', '电力']],
  ['industry', '有色金属', ['有色金属', '有色']],
  ['concept', '半导体', ['半导体', '芯片']],
  ['concept', '人工智能', ['人工智能', 'AI']],
  ['index', '沪深300', ['沪深300', 'HS300']],
  ['index', '创业板指', ['创业板指', '创业板指数']],
];

/** Phrases that stand for fixed conditions (the thresholds are the builder's preset chips). */
const PHRASES: Array<[string[], ScreenCondition[]]> = [
  [['主板'], [{ field: 'board', values: ['沪主板', '深主板'] }]],
  [
    ['低估值'],
    [
      { field: 'peTtm', min: 0, max: 20 },
      { field: 'pb', min: 0, max: 2 },
    ],
  ],
  [['低市盈率', '低PE'], [{ field: 'peTtm', min: 0, max: 15 }]],
  [['低市净率', '低PB'], [{ field: 'pb', min: 0, max: 1.5 }]],
  [['破净'], [{ field: 'pb', min: 0, max: 1, maxExclusive: true }]],
  [['高股息', '高分红', '高股息率'], [{ field: 'dividendYield', min: 3 }]],
  [['高ROE', '高净资产收益率'], [{ field: 'roe', min: 15 }]],
  [['大盘股', '大市值'], [{ field: 'totalCap', min: 500 }]],
  [['中盘股'], [{ field: 'totalCap', min: 100, max: 500 }]],
  [['小盘股', '小市值'], [{ field: 'totalCap', max: 100 }]],
  [['低价股'], [{ field: 'price', max: 5 }]],
  [['高价股'], [{ field: 'price', min: 100 }]],
  [['高换手', '换手活跃'], [{ field: 'turnover', min: 5 }]],
  [['流动性好', '成交活跃', '交投活跃'], [{ field: 'amount', min: 5 }]],
  [['盈利', '不亏损', '未亏损', '没有亏损'], [{ field: 'eps', min: 0, minExclusive: true }]],
  [['亏损'], [{ field: 'eps', max: 0, maxExclusive: true }]],
  [['次新股', '次新'], [{ field: 'listYears', max: 1 }]],
  [['放量'], [{ field: 'volToMa5', min: 1.5 }]],
  [['缩量'], [{ field: 'volToMa5', max: 0.7 }]],
  [['不要ST', '剔除*ST', '排除*ST'], [{ field: 'notSt' }]],
  [['创新高'], [{ field: 'newHigh20' }]],
  [['创新低'], [{ field: 'newLow20' }]],
  [['连板', '连板股'], [{ field: 'limitStreak', min: 2 }]],
  [['MACD周线金叉', 'MACD周金叉'], [{ field: 'macdGoldenW' }]],
  [['KDJ周线金叉', 'KDJ周金叉'], [{ field: 'kdjGoldenW' }]],
];

/** What a negated item means when it is not an option (`剔除ST`, `不含停牌`, `排除次新股`). */
const NEGATED: Array<[string[], ScreenCondition]> = [
  [['ST', '*ST', 'ST股', '*ST股', 'ST和*ST'], { field: 'notSt' }],
  [['停牌', '停牌股'], { field: 'notSuspended' }],
  [['次新股', '次新'], { field: 'notNew' }],
];

/** Words that turn the next item(s) around. */
const NEGATIONS = ['非', '不含', '不包含', '不包括', '不要', '不是', '剔除', '排除', '去除', '去掉', '除去', '除了', '不在'];

/** Separators that continue a list (a negation reaches over them: 剔除ST、停牌和次新股). */
const LIST_SEPARATORS = ['、', '和', '及', '以及', '与', '或', '或者'];

const FILLERS = [
  '的',
  '且',
  '并且',
  '而且',
  '同时',
  '并',
  '还',
  '要',
  '股票',
  '个股',
  'A股',
  '公司',
  '标的',
  '成分股',
  '成份股',
  '成分',
  '板块',
  '行业',
  '概念',
  '概念股',
  '股',
  '请',
  '帮我',
  '找',
  '找出',
  '选出',
  '筛选',
  '筛选出',
  '有哪些',
  '哪些',
  '列出',
  '给我',
  '我想要',
  '一下',
  '所有',
  '那些',
  '里',
  '中',
  '其中',
  '了',
  ',',
  ';',
  '。',
  '?',
  '!',
];

/** Verbs of a change: the sign of the number that follows. */
const DOWN = '减少|下降|下滑|下跌|降低|缩减|回落|萎缩|减|降|跌';
const UP = '增长|增加|上涨|上升|提升|提高|增|涨';
/** The change field a level field's verb speaks of (`股东户数减少` is 股东户数变化 < 0). */
const CHANGE_OF: Record<string, string> = {
  holderCount: 'holderCountChange',
  holderCountChange: 'holderCountChange',
  revenueTtm: 'revenueYoy',
  revenueYoy: 'revenueYoy',
  profitTtm: 'profitYoy',
  profitYoy: 'profitYoy',
  price: 'pct',
  pct: 'pct',
};

interface Lexicon {
  words: Map<string, Target>;
  wordRe: RegExp;
  rangeWords: string;
  fillerRe: RegExp;
  negRe: RegExp;
  sepRe: RegExp;
  negated: Map<string, ScreenCondition>;
}

let lexicon: Lexicon | null = null;

const byLength = (a: string, b: string): number => b.length - a.length;
const alternation = (ws: Iterable<string>): string => [...new Set([...ws].map((w) => normalizeQuery(w)))].sort(byLength).map(esc).join('|');

function buildLexicon(): Lexicon {
  const words = new Map<string, Target>();
  const put = (w: string, t: Target): void => {
    const key = normalizeQuery(w);
    if (!words.has(key)) words.set(key, t);
  };
  for (const [ws, conds] of PHRASES) for (const w of ws) put(w, { kind: 'conds', conds });
  for (const [field, value, ws] of SET_ALIASES) for (const w of ws) put(w, { kind: 'conds', conds: [{ field, values: [value] }] });
  for (const f of SCREEN_FIELDS) {
    if (f.kind === 'flag') for (const w of [f.label, ...f.words]) put(w, { kind: 'conds', conds: [{ field: f.id }] });
    if (f.kind === 'set') for (const o of f.options) put(o, { kind: 'conds', conds: [{ field: f.id, values: [o] }] });
  }
  const rangeWordList: string[] = [];
  for (const f of SCREEN_FIELDS) {
    if (f.kind !== 'range') continue;
    for (const w of [f.label, ...f.words]) {
      const key = normalizeQuery(w);
      rangeWordList.push(key);
      if (!words.has(key)) words.set(key, { kind: 'range', field: f.id });
    }
  }
  const flagKeys = [...words.entries()].filter(([, t]) => t.kind === 'conds').map(([w]) => w);
  const negated = new Map<string, ScreenCondition>();
  for (const [ws, c] of NEGATED) for (const w of ws) negated.set(normalizeQuery(w), c);
  return {
    words,
    wordRe: new RegExp(`${alternation([...flagKeys, ...negated.keys()])}`, 'y'),
    rangeWords: alternation(rangeWordList),
    fillerRe: new RegExp(alternation(FILLERS), 'y'),
    negRe: new RegExp(alternation(NEGATIONS), 'y'),
    sepRe: new RegExp(alternation(LIST_SEPARATORS), 'y'),
    negated,
  };
}

const NUM = String.raw`(-?\d+(?:\.\d+)?)(万亿|亿元|亿|千万|百万|万元|万户|万|元|%|个百分点|倍|天|日|年|户)?`;
/** Comparisons: strict ones leave the number out (`低于5元`: 5.00 fails), inclusive ones keep it. */
const LT_STRICT = ['小于', '低于', '少于', '不到', '不足', '不满', '未满', '未达到', '<'];
const LT_INCL = ['小于等于', '小于或等于', '不超过', '不高于', '不大于', '不多于', '最多', '至多', '<=', '≤'];
const GT_STRICT = ['大于', '高于', '超过', '多于', '超', '>'];
const GT_INCL = ['大于等于', '大于或等于', '不低于', '不少于', '不小于', '至少', '最少', '达到', '满', '>=', '≥'];
const EQ = ['等于', '='];
const POST_LT = ['以下', '以内', '之内', '之下', '及以下', '或以下'];
const POST_GT = ['以上', '之上', '及以上', '或以上'];
const OPS = alternation([...LT_STRICT, ...LT_INCL, ...GT_STRICT, ...GT_INCL, ...EQ]);
const POSTS = alternation([...POST_LT, ...POST_GT]);

type Op = 'lt' | 'le' | 'gt' | 'ge' | 'eq';
function opOf(word: string | undefined, post: string | undefined): Op | null {
  if (word) {
    if (LT_INCL.includes(word)) return 'le';
    if (LT_STRICT.includes(word)) return post && POST_LT.includes(post) ? 'le' : 'lt';
    if (GT_INCL.includes(word)) return 'ge';
    if (GT_STRICT.includes(word)) return post && POST_GT.includes(post) ? 'ge' : 'gt';
    if (EQ.includes(word)) return 'eq';
  }
  if (post) return POST_LT.includes(post) ? 'le' : 'ge';
  return null;
}

/** A value in a query's unit converted into the field's unit; null when the units do not fit. */
function inFieldUnit(value: number, given: string | undefined, unit: Unit): number | null {
  if (given === undefined || given === '') return value;
  switch (unit) {
    case '亿元':
      if (given === '亿' || given === '亿元') return value;
      if (given === '万亿') return value * 1e4;
      if (given === '千万') return value / 10;
      if (given === '百万') return value / 100;
      if (given === '万' || given === '万元') return value / 1e4;
      if (given === '元') return value / 1e8;
      return null;
    case '%':
      return given === '%' || given === '个百分点' ? value : null;
    case '倍':
      return given === '倍' ? value : null;
    case '元':
      return given === '元' ? value : null;
    case '天':
      return given === '天' || given === '日' ? value : null;
    case '户':
      if (given === '户') return value;
      return given === '万' || given === '万户' ? value * 1e4 : null;
    case '年':
      return given === '年' ? value : null;
  }
}

/** A period the words of a sentence set: today, the day before, N trading days, this week/month, this year, the last year. */
type Period = 'today' | 'prev' | 'week' | 'month' | 'ytd' | 5 | 10 | 20 | 60 | 250;

/** The field a word means over a period (`涨幅` over 近5日 is 5日涨跌幅); null when there is none. */
const PERIOD_FIELDS: Record<string, Partial<Record<string, string>>> = {
  pct: { today: 'pct', prev: 'pctPrev', week: 'pctWeek', month: 'pctMonth', ytd: 'pctYtd', 5: 'pct5', 10: 'pct10', 20: 'pct20', 60: 'pct60', 250: 'pct250' },
  turnover: { today: 'turnover', prev: 'turnoverPrev', 5: 'turnover5', 20: 'turnover20' },
  amount: { today: 'amount', prev: 'amountPrev', 5: 'amount5', 20: 'amount20' },
  limitUp: { today: 'limitUp', prev: 'limitUpPrev' },
  limitDown: { today: 'limitDown', prev: 'limitDownPrev' },
  broken: { today: 'broken', prev: 'brokenPrev' },
};

/** A field over the period in force; null when the field has no such period. */
function overPeriod(id: string, period: Period | undefined): string | null {
  const map = PERIOD_FIELDS[id];
  if (!map || period === undefined) return id;
  return map[String(period)] ?? null;
}

interface State {
  nodes: ScreenNode[];
  sort?: ScreenSort;
  limit?: number;
  /** The period named last (undefined: none named, today's figures). */
  period: Period | undefined;
  /** The last condition added (a bare `小于500亿` narrows it). */
  last: ScreenCondition | null;
  /** The next condition joins the previous node in an OR group. */
  or: boolean;
  /** 'on': the next item is negated; 'list': a list separator next keeps it on ('listOn'). */
  neg: 'off' | 'on' | 'list' | 'listOn';
  /** A `连续N年` / `连续N个季度` waiting for the report condition it speaks of, with its text. */
  streak: { key: 'years' | 'quarters'; n: number; text: string } | null;
}

/** What a match is, for the negation's reach (`negItem`: a word that negates itself, 剔除停牌). */
type Kind = 'item' | 'negItem' | 'neg' | 'sep' | 'other';

/** A candidate match at one position: its length and what it does. */
interface Match {
  len: number;
  kind: Kind;
  apply: (st: State) => void;
}

function lex(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

function rangeFieldFor(word: string, st: State): RangeField | null {
  const t = lex().words.get(word);
  if (t?.kind !== 'range') return null;
  const id = overPeriod(t.field, st.period);
  return id === null ? null : (FIELD_BY_ID.get(id) as RangeField);
}

const sameModifiers = (a: ScreenCondition, b: ScreenCondition): boolean => !!a.not === !!b.not && a.vs === b.vs;

function addCondition(st: State, given: ScreenCondition): void {
  let c = given;
  if (st.streak && STREAK_FIELDS.has(c.field) && !c.vs) {
    c = { ...c, [st.streak.key]: st.streak.n };
    st.streak = null;
  }
  const prev = st.nodes[st.nodes.length - 1];
  if (st.or && prev) {
    st.or = false;
    const members = isOrGroup(prev) ? prev.any : [prev];
    const same = members.length === 1 && members[0]!.values && c.values && members[0]!.field === c.field && sameModifiers(members[0]!, c) ? members[0]! : null;
    if (same) {
      same.values = [...new Set([...(same.values ?? []), ...(c.values ?? [])])];
      st.last = same;
      return;
    }
    const member = { ...c };
    st.nodes[st.nodes.length - 1] = { any: [...members, member] };
    st.last = member;
    return;
  }
  st.or = false;
  // Two options of one set field in a row (创业板和科创板, 银行、保险) mean either of them; negated, neither.
  // The condition said last may be an OR group's member (…或白酒、数字经济): the list goes on there.
  const lastSaid = prev ? (isOrGroup(prev) ? prev.any[prev.any.length - 1] : prev) : undefined;
  if (lastSaid?.values && c.values && lastSaid.field === c.field && sameModifiers(lastSaid, c)) {
    lastSaid.values = [...new Set([...lastSaid.values, ...c.values])];
    st.last = lastSaid;
    return;
  }
  // A second bound on the same range field narrows the first (市值大于100亿且市值小于500亿).
  if (prev && !isOrGroup(prev) && prev.field === c.field && !prev.vs && !c.vs && !c.years && !c.quarters && FIELD_BY_ID.get(c.field)?.kind === 'range') {
    narrowInto(prev, c);
    st.last = prev;
    return;
  }
  const copy: ScreenCondition = { ...c, ...(c.values ? { values: [...c.values] } : {}) };
  st.nodes.push(copy);
  st.last = copy;
}

/** Narrows a range condition by another's bounds (the tighter of each side wins). */
function narrowInto(prev: ScreenCondition, c: ScreenCondition): void {
  if (c.min != null && (prev.min == null || c.min >= prev.min)) {
    if (c.min !== prev.min || c.minExclusive) prev.minExclusive = c.minExclusive;
    prev.min = c.min;
  }
  if (c.max != null && (prev.max == null || c.max <= prev.max)) {
    if (c.max !== prev.max || c.maxExclusive) prev.maxExclusive = c.maxExclusive;
    prev.max = c.max;
  }
  tidy(prev);
}

/** Drops `minExclusive: false` and the like, so trees compare by what they mean. */
function tidy(c: ScreenCondition): ScreenCondition {
  for (const k of ['minExclusive', 'maxExclusive', 'not'] as const) if (!c[k]) delete c[k];
  return c;
}

/** A bound of a range field from an operator. */
function bound(field: string, op: Op, value: number, vs?: Relative): ScreenCondition {
  const c: ScreenCondition = { field };
  if (op === 'lt' || op === 'le') c.max = value;
  else if (op === 'gt' || op === 'ge') c.min = value;
  else {
    c.min = value;
    c.max = value;
  }
  if (op === 'lt') c.maxExclusive = true;
  if (op === 'gt') c.minExclusive = true;
  if (vs) c.vs = vs;
  return c;
}

/** A change with its sign: `减少超过10%` is ≤ −10% strictly; `增长不到10%` is between 0 and 10%; no number, just the sign. */
function change(field: string, down: boolean, op: Op | null, value: number | null): ScreenCondition | null {
  if (value === null) return down ? { field, max: 0, maxExclusive: true } : { field, min: 0, minExclusive: true };
  if (value < 0) return null;
  const o = op ?? 'ge';
  if (o === 'eq') return { field, min: down ? -value : value, max: down ? -value : value };
  const atLeast = o === 'gt' || o === 'ge';
  const strict = o === 'gt' || o === 'lt';
  if (down)
    return atLeast ? tidy({ field, max: -value, maxExclusive: strict }) : tidy({ field, min: -value, minExclusive: strict, max: 0, maxExclusive: true });
  return atLeast ? tidy({ field, min: value, minExclusive: strict }) : tidy({ field, min: 0, minExclusive: true, max: value, maxExclusive: strict });
}

/** Negation of a condition: set options and signals turn around; a one-sided range flips its side; else null. */
function negate(c: ScreenCondition): ScreenCondition | null {
  const f = FIELD_BY_ID.get(c.field);
  if (!f) return null;
  if (f.kind !== 'range') return tidy({ ...c, not: !c.not });
  if (c.vs) return null;
  if (c.min != null && c.max == null) return tidy({ field: c.field, max: c.min, maxExclusive: !c.minExclusive });
  if (c.max != null && c.min == null) return tidy({ field: c.field, min: c.max, minExclusive: !c.maxExclusive });
  return null;
}

const PERIOD_WORDS: Array<[RegExp, (m: RegExpExecArray) => Period | null]> = [
  [/(?:今日|今天|当日|当天)/y, () => 'today'],
  [/(?:昨日|昨天|上一交易日|前一交易日|上个交易日)/y, () => 'prev'],
  [/(?:本周|这周|这一周|本星期)(?:以来)?/y, () => 'week'],
  [/(?:本月|这个月|当月)(?:以来)?/y, () => 'month'],
  [/(?:今年以来|年初至今|年初以来|今年)/y, () => 'ytd'],
  [/(?:最近|近|过去)1年(?:以来|内|里)?/y, () => 250],
  [
    /(?:近|最近|过去)(\d+)(?:个交易日|日|天)(?:以来|内|里)?/y,
    (m) => {
      const n = Number(m[1]);
      return n === 5 || n === 10 || n === 20 || n === 60 || n === 250 ? n : null;
    },
  ],
];

function candidates(s: string, i: number, st: State): Match[] {
  const L = lex();
  const out: Match[] = [];
  const at = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i;
    return re.exec(s);
  };
  const item = (len: number, apply: (x: State) => void): void => {
    out.push({ len, kind: 'item', apply });
  };
  const other = (len: number, apply: (x: State) => void): void => {
    out.push({ len, kind: 'other', apply });
  };
  /** Adds a condition, negated when a negation is in force (a negation that cannot apply is no match). */
  const cond = (len: number, c: ScreenCondition | ScreenCondition[]): void => {
    const list = Array.isArray(c) ? c : [c];
    // Reached over a list separator, a negation takes options and signals only (剔除ST或市值小于50亿: the cap is not negated).
    if (st.neg === 'listOn' && list.some((x) => FIELD_BY_ID.get(x.field)?.kind === 'range')) {
      other(len, (x) => {
        for (const one of list) addCondition(x, one);
      });
      return;
    }
    if (st.neg === 'on' || st.neg === 'listOn') {
      const turned = list.length === 1 ? negate(list[0]!) : null;
      if (turned) item(len, (x) => addCondition(x, turned));
      return;
    }
    item(len, (x) => {
      for (const one of list) addCondition(x, one);
    });
  };
  const RW = L.rangeWords;
  const PRE = '(?:的)?(?:要|需|需要|应)?(?:在|为|处于|介于)?';
  // 市值在100亿到500亿之间 / PE 10-20倍
  let m = at(new RegExp(`(${RW})${PRE}${NUM}(?:到|至|-|~|和)${NUM}(?:之间|区间|范围内|范围)?`, 'y'));
  if (m) {
    const [all, word, a, ua, b, ub] = m;
    const f = rangeFieldFor(word!, st);
    if (f) {
      const lo = inFieldUnit(Number(a), ua ?? ub, f.unit);
      const hi = inFieldUnit(Number(b), ub, f.unit);
      if (lo !== null && hi !== null) cond(all.length, { field: f.id, min: Math.min(lo, hi), max: Math.max(lo, hi) });
    }
  }
  // 市盈率小于20 / ROE大于15% / PE20倍以下 / 股价不高于5元以下
  m = at(new RegExp(`(${RW})${PRE}(?:(${OPS})${NUM}(${POSTS})?|${NUM}(${POSTS}))`, 'y'));
  if (m) {
    const [all, word, opWord, v1, u1, post1, v2, u2, post2] = m;
    const f = rangeFieldFor(word!, st);
    const op = opOf(opWord, post1 ?? post2);
    const value = f ? inFieldUnit(Number(v1 ?? v2), u1 ?? u2, f.unit) : null;
    if (f && op && value !== null) cond(all.length, bound(f.id, op, value));
  }
  // 股东户数减少超过10% / 营收同比增长20%以上 / 净利润增长 / 股价下跌超过5%
  m = at(new RegExp(`(${RW})(?:同比)?(${DOWN}|${UP})(?:了)?(?:(${OPS})?${NUM}(${POSTS})?)?`, 'y'));
  if (m) {
    const [all, word, verb, opWord, v, u, post] = m;
    const base = L.words.get(word!);
    const id = base?.kind === 'range' ? CHANGE_OF[base.field] : undefined;
    const periodId = id ? overPeriod(id, st.period) : null;
    const f = periodId ? (FIELD_BY_ID.get(periodId) as RangeField) : null;
    const value = f && v !== undefined ? inFieldUnit(Number(v), u, f.unit) : null;
    if (f && (v === undefined || value !== null)) {
      const c = change(f.id, new RegExp(`^(?:${DOWN})$`).test(verb!), opOf(opWord, post), value);
      if (c) cond(all.length, c);
    }
  }
  // 市盈率低于行业平均 / ROE高于行业中位数 / 市盈率比行业平均低
  m = at(new RegExp(`(${RW})(?:要|需)?(${OPS})(?:所属|所在|同|本)?行业(?:的)?(平均值|平均水平|平均|均值|中位数|中值)`, 'y'));
  if (m) {
    const [all, word, opWord, stat] = m;
    const f = rangeFieldFor(word!, st);
    const op = opOf(opWord, undefined);
    if (f && op && op !== 'eq') cond(all.length, bound(f.id, op, 0, /中/.test(stat!) ? 'industryMedian' : 'industryMean'));
  }
  m = at(new RegExp(`(${RW})比(?:所属|所在|同)?行业(平均值|平均水平|平均|均值|中位数|中值)(?:要)?(高|低|大|小)`, 'y'));
  if (m) {
    const [all, word, stat, dir] = m;
    const f = rangeFieldFor(word!, st);
    if (f) cond(all.length, bound(f.id, dir === '高' || dir === '大' ? 'gt' : 'lt', 0, /中/.test(stat!) ? 'industryMedian' : 'industryMean'));
  }
  // ROE行业前10 / 净利润排名行业前5
  m = at(new RegExp(`(${RW})(?:位居|位列|排名|排在|在)?(?:所属|所在|同)?行业(?:内)?(?:排名)?(?:前)(\\d+)(?:名|位)?`, 'y'));
  if (m) {
    const [all, word, n] = m;
    const f = rangeFieldFor(word!, st);
    if (f && Number(n) >= 1) cond(all.length, { field: f.id, max: Number(n), vs: 'industryRank' });
  }
  // 比沪深300强 / 近20日涨幅跑赢沪深300 / 今年以来弱于沪深300
  m = at(new RegExp(`(${RW})?(比|强于|跑赢|好于|高于|弱于|跑输|不如|低于)(?:沪深300|HS300|大盘)(?:指数)?(强|好|高|弱|差|低)?`, 'y'));
  if (m) {
    const [all, word, how, tail] = m;
    const viaIndex = /沪深300|HS300/.test(all);
    const base = word ? L.words.get(word) : undefined;
    const id = overPeriod(base?.kind === 'range' ? base.field : 'pct', st.period);
    const weaker = /弱于|跑输|不如|低于/.test(how!) || /弱|差|低/.test(tail ?? '');
    const ok = how !== '比' || tail !== undefined;
    if (ok && id && BENCHMARK_FIELDS.has(id) && (viaIndex || st.period !== undefined))
      cond(all.length, weaker ? { field: id, max: 0, maxExclusive: true, vs: 'benchmark' } : { field: id, min: 0, minExclusive: true, vs: 'benchmark' });
  }
  // a bare bound narrowing the last range condition: …大于100亿小于500亿
  const last = st.last ? FIELD_BY_ID.get(st.last.field) : undefined;
  if (last?.kind === 'range' && !st.last?.vs) {
    m = at(new RegExp(`(${OPS})${NUM}(${POSTS})?`, 'y'));
    if (m) {
      const [all, opWord, v, u, post] = m;
      const value = inFieldUnit(Number(v), u, last.unit);
      const op = opOf(opWord, post);
      // The bound narrows the condition said last, even inside an OR group (…或成交额大于1亿且小于5亿).
      if (value !== null && op && st.neg !== 'on')
        item(all.length, (x) => {
          if (x.last && x.last.field === last.id) narrowInto(x.last, bound(last.id, op, value));
          else addCondition(x, bound(last.id, op, value));
        });
    }
  }
  // 股息率最高 / 市值最小 / ROE排名前20 / 按市值从大到小
  m = at(new RegExp(`(${RW})(?:排名|排行)?(最高|最大|最多|最低|最小|最少)`, 'y'));
  if (m) {
    const [all, word, dir] = m;
    const f = rangeFieldFor(word!, st);
    if (f)
      other(all.length, (x) => {
        x.sort = { field: f.id, order: /最低|最小|最少/.test(dir!) ? 'asc' : 'desc' };
      });
  }
  m = at(new RegExp(`(${RW})(?:排名|排行|榜)(?:前)?(\\d+)(?:只|支|个|名)?`, 'y'));
  if (m) {
    const [all, word, n] = m;
    const f = rangeFieldFor(word!, st);
    if (f && Number(n) > 0)
      other(all.length, (x) => {
        x.sort = { field: f.id, order: 'desc' };
        x.limit = Number(n);
      });
  }
  m = at(new RegExp(`按(?:照)?(${RW})(从高到低|由高到低|从大到小|由大到小|降序|从低到高|由低到高|从小到大|由小到大|升序)?(?:排序|排列|排名|排)?`, 'y'));
  if (m) {
    const [all, word, dir] = m;
    const f = rangeFieldFor(word!, st);
    if (f)
      other(all.length, (x) => {
        x.sort = { field: f.id, order: dir && /低到高|小到大|升序/.test(dir) ? 'asc' : 'desc' };
      });
  }
  // 前20只 / 20只 / 前20
  m = at(/(?:前(\d+)(?:只|支|个|名)?|(\d+)(?:只|支|个|名))/y);
  if (m) {
    const n = Number(m[1] ?? m[2]);
    if (n > 0)
      other(m[0].length, (x) => {
        x.limit = n;
      });
  }
  // periods
  for (const [re, read] of PERIOD_WORDS) {
    m = at(re);
    if (!m) continue;
    const p = read(m);
    if (p !== null)
      other(m[0].length, (x) => {
        x.period = p;
      });
  }
  // 上涨 / 下跌 over the period in force
  m = at(/(?:上涨|收涨|收红|涨|下跌|收跌|收绿|跌)/y);
  if (m) {
    const id = overPeriod('pct', st.period);
    if (id) cond(m[0].length, /跌|绿/.test(m[0]) ? { field: id, max: 0, maxExclusive: true } : { field: id, min: 0, minExclusive: true });
  }
  // 连涨3天以上 / 连续5天下跌 / 连续上涨3天
  m = at(/连(涨|跌)(\d+)(?:天|日|个交易日)(以上|及以上)?/y);
  if (m) cond(m[0].length, { field: m[1] === '涨' ? 'upStreak' : 'downStreak', min: Number(m[2]) });
  m = at(/连续(\d+)(?:天|日|个交易日)(?:以上)?(上涨|下跌|收涨|收跌|收阳|收阴)/y);
  if (m) cond(m[0].length, { field: /涨|阳/.test(m[2]!) ? 'upStreak' : 'downStreak', min: Number(m[1]) });
  m = at(/连续(上涨|下跌|收涨|收跌)(\d+)(?:天|日|个交易日)(?:以上)?/y);
  if (m) cond(m[0].length, { field: m[1]!.includes('涨') ? 'upStreak' : 'downStreak', min: Number(m[2]) });
  // 3连板 / 2连板以上 / 连续3天涨停 / 连续涨停3天
  m = at(/(\d+)(?:连板|连涨停)(以上|及以上)?/y);
  if (m && Number(m[1]) >= 1) {
    const n = Number(m[1]);
    cond(m[0].length, m[2] ? { field: 'limitStreak', min: n } : { field: 'limitStreak', min: n, max: n });
  }
  m = at(/连续(?:(\d+)(?:天|日|个交易日)涨停|涨停(\d+)(?:天|日|个交易日))(以上)?/y);
  if (m) cond(m[0].length, { field: 'limitStreak', min: Number(m[1] ?? m[2]) });
  // 创60日新高 / 60日新低
  m = at(/创?(?:近)?(\d+)(?:日|天|个交易日)(?:收盘)?新(高|低)/y);
  if (m) {
    const id = `new${m[2] === '高' ? 'High' : 'Low'}${m[1]}`;
    if (FIELD_BY_ID.has(id)) cond(m[0].length, { field: id });
  }
  // 成交量是5日均量的2倍以上 / 放量2倍 / 缩量至5日均量的一半以下
  m = at(
    new RegExp(`(?:成交量|量能|成交|量)?(?:是|为|达到|超过|大于|放大到|放大至|放大为|不到|小于|低于|萎缩到|萎缩至)?(\\d+)日均量(?:的)?${NUM}(${POSTS})?`, 'y'),
  );
  if (m) {
    const [all, days, v, u, post] = m;
    const id = `volToMa${days}`;
    const lead = all.slice(0, all.indexOf(days!));
    const op = opOf(/不到|小于|低于|萎缩/.test(lead) ? '小于' : /超过|大于/.test(lead) ? '大于' : undefined, post) ?? 'ge';
    if (FIELD_BY_ID.has(id) && (u === undefined || u === '倍')) cond(all.length, bound(id, op, Number(v)));
  }
  m = at(new RegExp(`放量(?:超过|大于|达到)?${NUM}(${POSTS})?`, 'y'));
  if (m && (m[2] === undefined || m[2] === '倍'))
    cond(m[0].length, bound('volToMa5', opOf(/超过|大于/.test(m[0]) ? '大于' : undefined, m[3]) ?? 'ge', Number(m[1])));
  // 连续3年 / 连续4个季度 (a report streak of the next condition)
  m = at(/连续(\d+)(年|个季度|季度|期)(?:都|均)?/y);
  if (m) {
    const key = m[2] === '年' ? 'years' : 'quarters';
    const n = Number(m[1]);
    const text = m[0];
    if (n >= 2 && n <= MAX_STREAK[key])
      other(m[0].length, (x) => {
        x.streak = { key, n, text };
      });
  }
  // 或 / 或者
  m = at(/或者|或是|或/y);
  if (m)
    out.push({
      len: m[0].length,
      kind: 'sep',
      apply: (x) => {
        if (x.nodes.length > 0) x.or = true;
      },
    });
  // negations
  m = at(L.negRe);
  if (m) out.push({ len: m[0].length, kind: 'neg', apply: () => {} });
  // signals, options and phrases by name (with a negation in force, also ST, 停牌, 次新股)
  m = at(L.wordRe);
  if (m) {
    const negatedItem = st.neg === 'on' || st.neg === 'listOn' ? L.negated.get(m[0]) : undefined;
    const t = L.words.get(m[0]);
    if (negatedItem) item(m[0].length, (x) => addCondition(x, negatedItem));
    else if (t?.kind === 'conds') {
      // Event signals over the period in force (昨天涨停 → 昨日涨停).
      const conds = t.conds.map((c) => ({ ...c, field: overPeriod(c.field, st.period) ?? '' }));
      const before = out.length;
      if (conds.every((c) => c.field !== '')) cond(m[0].length, conds);
      L.negRe.lastIndex = i;
      if (out.length > before && L.negRe.exec(s)) out[out.length - 1]!.kind = 'negItem';
    }
  }
  m = at(L.sepRe);
  if (m) out.push({ len: m[0].length, kind: 'sep', apply: () => {} });
  m = at(L.fillerRe);
  if (m) other(m[0].length, () => {});
  return out;
}

const EXAMPLE = '市盈率小于20且ROE大于15%的银行股';

/** Parses a Chinese screening query. */
export function parseQuery(text: string): ParseOutcome {
  // `ROE连续3年大于15%` is said as `连续3年ROE大于15%`: the streak goes before the condition it speaks of.
  const s = normalizeQuery(text).replace(new RegExp(`(${lex().rangeWords})(?:都|均)?(连续\\d+(?:年|个季度|季度|期))`, 'g'), '$2$1');
  const st: State = { nodes: [], period: undefined, last: null, or: false, neg: 'off', streak: null };
  const unknown: string[] = [];
  let pending = '';
  let i = 0;
  while (i < s.length) {
    const found = candidates(s, i, st);
    if (found.length === 0) {
      pending += s[i];
      st.neg = 'off';
      i++;
      continue;
    }
    let best = found[0]!;
    for (const c of found) if (c.len > best.len) best = c;
    if (pending) {
      unknown.push(pending);
      pending = '';
    }
    best.apply(st);
    // A negation reaches the item after it, and on along a list (剔除ST、停牌和次新股), no further.
    if (best.kind === 'neg') st.neg = 'on';
    else if (best.kind === 'item') st.neg = st.neg === 'on' || st.neg === 'listOn' ? 'list' : 'off';
    else if (best.kind === 'negItem') st.neg = 'list';
    // Over 或 a negation reaches only a list of options (不含创业板或科创板); 排除ST或KDJ金叉 negates ST alone.
    else if (best.kind === 'sep') st.neg = st.neg === 'list' ? (st.or && !st.last?.values ? 'off' : 'listOn') : st.neg;
    else st.neg = 'off';
    i += best.len;
  }
  if (pending) unknown.push(pending);
  // A streak no report condition took is not understood: nothing must run as if it were.
  if (st.streak) unknown.push(st.streak.text);
  const query: ParsedQuery = { tree: { all: st.nodes } };
  if (st.sort) query.sort = st.sort;
  if (st.limit !== undefined) query.limit = st.limit;
  const understood = st.nodes.length > 0 || st.sort !== undefined;
  const ok = understood && unknown.length === 0;
  let message: string | null = null;
  if (!understood) message = `没能理解「${text.trim()}」，试试这样问：${EXAMPLE}`;
  else if (unknown.length > 0) message = `以下部分没能理解：${unknown.map((u) => `「${u}」`).join('、')}。确认后只按已理解的条件选股`;
  return { query, unknown, ok, message };
}
