/**
 * 智能选股's query parser: a Chinese sentence ("市盈率小于20且ROE大于15%的银行股") into the same
 * condition tree the builder makes, plus an optional sort and top-N ("股息率最高的20只…").
 *
 * It scans left to right; at each position it takes the longest match among comparisons
 * (`市盈率小于20`, `市值100亿到500亿之间`, `PE20倍以下`), signals and options by name (`MACD金叉`,
 * `科创板`, `沪深300`), phrases (`低估值`, `高股息`), periods (`近5日` + `上涨`), streaks, top-N and
 * filler words (的, 且, 股票…). Whatever matches nothing is reported back by its text, so the page
 * can say which part it did not understand. Pure and synchronous: tests run it without a browser.
 */
import { FIELD_BY_ID, SCREEN_FIELDS, type RangeField, type Unit } from './fields';
import { isOrGroup, type ScreenCondition, type ScreenNode, type ScreenSort, type ScreenTree } from './tree';

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

const CN_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** Small Chinese numerals (一 … 九十九) into digits; everything else as is. */
function cnNumber(s: string): number | null {
  if (s === '十') return 10;
  const m = /^([一二两三四五六七八九])?十([一二三四五六七八九])?$/.exec(s);
  if (m) return (m[1] ? CN_DIGITS[m[1]]! : 1) * 10 + (m[2] ? CN_DIGITS[m[2]]! : 0);
  if (s.length === 1 && s in CN_DIGITS) return CN_DIGITS[s]!;
  return null;
}

/** Full-width to half-width, upper-case Latin, no spaces, small Chinese numerals before units as digits. */
export function normalizeQuery(text: string): string {
  let s = text.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  s = s.replace(/百分之([一二两三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九])/g, (_m, n: string) => `${cnNumber(n) ?? n}%`);
  s = s.replace(/百分之(\d+(?:\.\d+)?)/g, '$1%');
  s = s.replace(/([一二两三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九])(?=(?:个交易日|日|天|年|只|支|个|倍|元|%|亿|万))/g, (m) =>
    String(cnNumber(m) ?? m),
  );
  return s;
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
  [['破净'], [{ field: 'pb', min: 0, max: 1 }]],
  [['高股息', '高分红', '高股息率'], [{ field: 'dividendYield', min: 3 }]],
  [['高ROE', '高净资产收益率'], [{ field: 'roe', min: 15 }]],
  [['大盘股', '大市值'], [{ field: 'totalCap', min: 500 }]],
  [['中盘股'], [{ field: 'totalCap', min: 100, max: 500 }]],
  [['小盘股', '小市值'], [{ field: 'totalCap', max: 100 }]],
  [['低价股'], [{ field: 'price', max: 5 }]],
  [['高价股'], [{ field: 'price', min: 100 }]],
  [['高换手', '换手活跃'], [{ field: 'turnover', min: 5 }]],
  [['流动性好', '成交活跃', '交投活跃'], [{ field: 'amount', min: 5 }]],
  [['盈利', '不亏损', '未亏损'], [{ field: 'eps', min: 0 }]],
  [['亏损'], [{ field: 'eps', max: 0 }]],
  [['次新股', '次新'], [{ field: 'listYears', max: 1 }]],
  [['放量'], [{ field: 'volumeRatio', min: 1.5 }]],
  [['缩量'], [{ field: 'volumeRatio', max: 0.8 }]],
  [['不要ST', '剔除*ST', '排除*ST'], [{ field: 'notSt' }]],
  [['创新高'], [{ field: 'newHigh20' }]],
  [['创新低'], [{ field: 'newLow20' }]],
  [['MACD周线金叉', 'MACD周金叉'], [{ field: 'macdGoldenW' }]],
  [['KDJ周线金叉', 'KDJ周金叉'], [{ field: 'kdjGoldenW' }]],
];

const FILLERS = [
  '的',
  '且',
  '并且',
  '而且',
  '同时',
  '和',
  '与',
  '及',
  '以及',
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
  ',',
  '、',
  ';',
  '。',
  '?',
  '!',
];

interface Lexicon {
  words: Map<string, Target>;
  wordRe: RegExp;
  rangeWords: string;
  fillerRe: RegExp;
}

let lexicon: Lexicon | null = null;

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
  const byLength = (a: string, b: string): number => b.length - a.length;
  const flagKeys = [...words.entries()].filter(([, t]) => t.kind === 'conds').map(([w]) => w);
  return {
    words,
    wordRe: new RegExp(flagKeys.sort(byLength).map(esc).join('|'), 'y'),
    rangeWords: [...new Set(rangeWordList)].sort(byLength).map(esc).join('|'),
    fillerRe: new RegExp(
      FILLERS.map((w) => normalizeQuery(w))
        .sort(byLength)
        .map(esc)
        .join('|'),
      'y',
    ),
  };
}

const NUM = String.raw`(-?\d+(?:\.\d+)?)(万亿|亿元|亿|万元|万户|万|元|%|个百分点|倍|天|日|年|户)?`;
const LT = '小于等于|小于|低于|不超过|不高于|不到|不足|少于|未满|<=|≤|<';
const GT = '大于等于|大于|高于|超过|不低于|不少于|至少|多于|满|>=|≥|>';
const POST_LT = '以下|以内|之内|之下';
const POST_GT = '以上|之上';
const PERIODS = new Set([5, 10, 20, 60]);

/** A value in a query's unit converted into the field's unit; null when the units do not fit. */
function inFieldUnit(value: number, given: string | undefined, unit: Unit): number | null {
  if (given === undefined || given === '') return value;
  switch (unit) {
    case '亿元':
      if (given === '亿' || given === '亿元') return value;
      if (given === '万亿') return value * 1e4;
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

interface State {
  nodes: ScreenNode[];
  sort?: ScreenSort;
  limit?: number;
  period: number | 'ytd' | null;
  /** The last condition added (a bare `小于500亿` narrows it). */
  last: ScreenCondition | null;
  /** The next condition joins the previous node in an OR group. */
  or: boolean;
}

/** A candidate match at one position: its length and what it does. */
interface Match {
  len: number;
  apply: (st: State) => void;
}

function rangeFieldFor(word: string, st: State): RangeField | null {
  const t = lex().words.get(word);
  if (t?.kind !== 'range') return null;
  let id = t.field;
  if (id === 'pct' && st.period !== null) id = st.period === 'ytd' ? 'pctYtd' : `pct${st.period}`;
  return FIELD_BY_ID.get(id) as RangeField;
}

function lex(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

function addCondition(st: State, c: ScreenCondition): void {
  const prev = st.nodes[st.nodes.length - 1];
  if (st.or && prev) {
    st.or = false;
    const members = isOrGroup(prev) ? prev.any : [prev];
    const same = members.length === 1 && members[0]!.values && c.values && members[0]!.field === c.field ? members[0]! : null;
    if (same) {
      same.values = [...new Set([...(same.values ?? []), ...(c.values ?? [])])];
      st.last = same;
      return;
    }
    st.nodes[st.nodes.length - 1] = { any: [...members, c] };
    st.last = c;
    return;
  }
  st.or = false;
  // Two options of one set field in a row (创业板和科创板, 银行、保险) mean either of them.
  if (prev && !isOrGroup(prev) && prev.values && c.values && prev.field === c.field) {
    prev.values = [...new Set([...prev.values, ...c.values])];
    st.last = prev;
    return;
  }
  // A second bound on the same range field narrows the first (市值大于100亿且市值小于500亿).
  if (prev && !isOrGroup(prev) && prev.field === c.field && FIELD_BY_ID.get(c.field)?.kind === 'range') {
    if (c.min != null) prev.min = prev.min == null ? c.min : Math.max(prev.min, c.min);
    if (c.max != null) prev.max = prev.max == null ? c.max : Math.min(prev.max, c.max);
    st.last = prev;
    return;
  }
  const copy: ScreenCondition = { ...c, ...(c.values ? { values: [...c.values] } : {}) };
  st.nodes.push(copy);
  st.last = copy;
}

function bound(field: RangeField, op: 'lt' | 'gt', value: number): ScreenCondition {
  return op === 'lt' ? { field: field.id, max: value } : { field: field.id, min: value };
}

function candidates(s: string, i: number, st: State): Match[] {
  const L = lex();
  const out: Match[] = [];
  const at = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i;
    return re.exec(s);
  };
  const RW = L.rangeWords;
  // 市值在100亿到500亿之间 / PE 10-20倍
  let m = at(new RegExp(`(${RW})(?:在|介于|为|处于)?${NUM}(?:到|至|-|~|和)${NUM}(?:之间|区间|范围内|范围)?`, 'y'));
  if (m) {
    const [all, word, a, ua, b, ub] = m;
    const f = rangeFieldFor(word!, st);
    if (f) {
      const lo = inFieldUnit(Number(a), ua ?? ub, f.unit);
      const hi = inFieldUnit(Number(b), ub, f.unit);
      if (lo !== null && hi !== null)
        out.push({ len: all.length, apply: (x) => addCondition(x, { field: f.id, min: Math.min(lo, hi), max: Math.max(lo, hi) }) });
    }
  }
  // 市盈率小于20 / ROE大于15%
  m = at(new RegExp(`(${RW})(?:要|需|需要)?(?:在)?(${LT}|${GT})${NUM}`, 'y'));
  if (m) {
    const [all, word, op, v, u] = m;
    const f = rangeFieldFor(word!, st);
    const value = f ? inFieldUnit(Number(v), u, f.unit) : null;
    if (f && value !== null) out.push({ len: all.length, apply: (x) => addCondition(x, bound(f, LT.split('|').includes(op!) ? 'lt' : 'gt', value)) });
  }
  // PE20倍以下
  m = at(new RegExp(`(${RW})(?:在)?${NUM}(${POST_LT}|${POST_GT})`, 'y'));
  if (m) {
    const [all, word, v, u, op] = m;
    const f = rangeFieldFor(word!, st);
    const value = f ? inFieldUnit(Number(v), u, f.unit) : null;
    if (f && value !== null) out.push({ len: all.length, apply: (x) => addCondition(x, bound(f, POST_LT.split('|').includes(op!) ? 'lt' : 'gt', value)) });
  }
  // a bare bound narrowing the last range condition: …大于100亿小于500亿
  const last = st.last ? FIELD_BY_ID.get(st.last.field) : undefined;
  if (last?.kind === 'range') {
    m = at(new RegExp(`(${LT}|${GT})${NUM}`, 'y'));
    if (m) {
      const [all, op, v, u] = m;
      const value = inFieldUnit(Number(v), u, last.unit);
      if (value !== null) out.push({ len: all.length, apply: (x) => addCondition(x, bound(last, LT.split('|').includes(op!) ? 'lt' : 'gt', value)) });
    }
  }
  // 股息率最高 / 市值最小
  m = at(new RegExp(`(${RW})(?:排名)?(最高|最大|最多|最低|最小|最少)`, 'y'));
  if (m) {
    const [all, word, dir] = m;
    const f = rangeFieldFor(word!, st);
    if (f)
      out.push({
        len: all.length,
        apply: (x) => {
          x.sort = { field: f.id, order: /最低|最小|最少/.test(dir!) ? 'asc' : 'desc' };
        },
      });
  }
  // 前20只 / 20只 / 前20
  m = at(/(?:前(\d+)(?:只|支|个|名)?|(\d+)(?:只|支|个|名))/y);
  if (m) {
    const n = Number(m[1] ?? m[2]);
    if (n > 0)
      out.push({
        len: m[0].length,
        apply: (x) => {
          x.limit = n;
        },
      });
  }
  // 近5日 / 最近20个交易日 / 今年以来
  m = at(/(?:近|最近|过去)(\d+)(?:个交易日|日|天)(?:以来|内|里)?/y);
  if (m && PERIODS.has(Number(m[1]))) {
    const n = Number(m[1]);
    out.push({
      len: m[0].length,
      apply: (x) => {
        x.period = n;
      },
    });
  }
  m = at(/(?:今年以来|年初至今|今年)/y);
  if (m)
    out.push({
      len: m[0].length,
      apply: (x) => {
        x.period = 'ytd';
      },
    });
  m = at(/(?:今日|今天|当日)/y);
  if (m)
    out.push({
      len: m[0].length,
      apply: (x) => {
        x.period = null;
      },
    });
  // 上涨 / 下跌 over the period in force
  m = at(/(?:上涨|收涨|涨|下跌|收跌|跌)/y);
  if (m) {
    const down = m[0].includes('跌');
    out.push({
      len: m[0].length,
      apply: (x) => {
        const id = x.period === null ? 'pct' : x.period === 'ytd' ? 'pctYtd' : `pct${x.period}`;
        addCondition(x, down ? { field: id, max: 0 } : { field: id, min: 0 });
      },
    });
  }
  // 连涨3天以上 / 连续5天下跌
  m = at(/连(涨|跌)(\d+)(?:天|日)(?:以上|及以上)?/y) ?? null;
  if (m) {
    const [all, dir, n] = m;
    out.push({ len: all.length, apply: (x) => addCondition(x, { field: dir === '涨' ? 'upStreak' : 'downStreak', min: Number(n) }) });
  }
  m = at(/连续(\d+)(?:天|日|个交易日)(?:以上)?(上涨|下跌|收涨|收跌)/y);
  if (m) {
    const [all, n, dir] = m;
    out.push({ len: all.length, apply: (x) => addCondition(x, { field: dir!.includes('涨') ? 'upStreak' : 'downStreak', min: Number(n) }) });
  }
  // 或 / 或者
  m = at(/或者|或是|或/y);
  if (m)
    out.push({
      len: m[0].length,
      apply: (x) => {
        if (x.nodes.length > 0) x.or = true;
      },
    });
  // signals, options and phrases by name
  L.wordRe.lastIndex = i;
  m = L.wordRe.exec(s);
  if (m) {
    const t = L.words.get(m[0]);
    if (t?.kind === 'conds') {
      const conds = t.conds;
      out.push({
        len: m[0].length,
        apply: (x) => {
          for (const c of conds) addCondition(x, c);
        },
      });
    }
  }
  L.fillerRe.lastIndex = i;
  m = L.fillerRe.exec(s);
  if (m) out.push({ len: m[0].length, apply: () => {} });
  return out;
}

const EXAMPLE = '市盈率小于20且ROE大于15%的银行股';

/** Parses a Chinese screening query. */
export function parseQuery(text: string): ParseOutcome {
  const s = normalizeQuery(text);
  const st: State = { nodes: [], period: null, last: null, or: false };
  const unknown: string[] = [];
  let pending = '';
  let i = 0;
  while (i < s.length) {
    const found = candidates(s, i, st);
    if (found.length === 0) {
      pending += s[i];
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
    i += best.len;
  }
  if (pending) unknown.push(pending);
  const query: ParsedQuery = { tree: { all: st.nodes } };
  if (st.sort) query.sort = st.sort;
  if (st.limit !== undefined) query.limit = st.limit;
  const understood = st.nodes.length > 0 || st.sort !== undefined;
  const ok = understood && unknown.length === 0;
  let message: string | null = null;
  if (!understood) message = `没能理解「${text.trim()}」，试试这样问：${EXAMPLE}`;
  else if (unknown.length > 0) message = `以下部分没能理解，已忽略：${unknown.map((u) => `「${u}」`).join('、')}`;
  return { query, unknown, ok, message };
}
