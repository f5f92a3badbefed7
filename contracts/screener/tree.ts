/**
 * The screen's condition tree: a list of nodes that must all hold (AND); a node is one condition
 * or an OR group of conditions. Validation names the bad part by its path (`all[2].any[0].min`)
 * and says what is wrong in Chinese, so the sim answers 400 with it and the builder shows it.
 */
import { fieldOf, MAX_STREAK, STREAK_FIELDS, type ScreenField, type Unit } from './fields';

/** Limits of one screen. */
export const SCREEN_LIMITS = {
  /** Conditions in a tree, counting each member of an OR group. */
  maxConditions: 30,
  /** Members of one OR group. */
  maxOrMembers: 10,
  /** Rows in one result page. */
  maxPageSize: 200,
  /** Top-N a screen may ask for. */
  maxLimit: 500,
  /** Values of one set condition. */
  maxSetValues: 40,
} as const;

/**
 * One condition. A range field takes `min` and/or `max` (inclusive, in the field's unit; `unit`
 * may be given and must then be the field's); a set field takes `values` (any of them); a flag
 * field takes nothing else.
 */
export interface ScreenCondition {
  field: string;
  min?: number | null;
  max?: number | null;
  /** The bound itself fails (`低于5元`: 5.00 is out); default inclusive (`不高于`, `以下`). */
  minExclusive?: boolean;
  maxExclusive?: boolean;
  unit?: string;
  values?: string[];
  /** A set or flag condition turned around: none of the values (`不含科创板`), the signal absent. */
  not?: boolean;
  /**
   * A range compared with a reference instead of absolutely: min/max bound the difference from the
   * industry's mean or median (`低于行业平均` = max 0 exclusive), or from 沪深300's figure over the same
   * period (`比沪深300强`); `industryRank` bounds the stock's rank in its industry (1 = highest; `行业前10` = max 10).
   */
  vs?: Relative;
  /** The bounds hold in each of the last N annual reports (`ROE连续3年大于15%`), or N quarterly reports. */
  years?: number;
  quarters?: number;
}

/** References a range condition may compare with. */
export const RELATIVES = ['industryMean', 'industryMedian', 'industryRank', 'benchmark'] as const;
/** A reference of {@link ScreenCondition.vs}. */
export type Relative = (typeof RELATIVES)[number];
/** Fields that have a 沪深300 figure to compare with (returns over a period). */
export const BENCHMARK_FIELDS: ReadonlySet<string> = new Set(['pct', 'pctPrev', 'pct5', 'pct10', 'pct20', 'pct60', 'pctWeek', 'pctMonth', 'pctYtd', 'pct250']);
const RELATIVE_TEXT: Record<Relative, string> = { industryMean: '行业平均', industryMedian: '行业中位数', industryRank: '行业排名', benchmark: '沪深300' };

/** An OR group: at least one member holds. */
export interface OrGroup {
  any: ScreenCondition[];
}

/** A node of the AND list. */
export type ScreenNode = ScreenCondition | OrGroup;

/** The tree: every node holds. */
export interface ScreenTree {
  all: ScreenNode[];
}

/** Sort of the results: a field id, or `code` / `name`. */
export interface ScreenSort {
  field: string;
  order: 'asc' | 'desc';
}

/** A bad part of a tree. */
export interface ScreenProblem {
  /** Path of the part, e.g. `all[1].any[0].max`. */
  path: string;
  /** Chinese message naming the field and what is wrong. */
  message: string;
}

/** True for an OR group node. */
export function isOrGroup(node: ScreenNode): node is OrGroup {
  return typeof node === 'object' && node !== null && Array.isArray((node as OrGroup).any);
}

/** Number of conditions of a tree (OR members counted one by one). */
export function conditionCount(tree: ScreenTree): number {
  let n = 0;
  for (const node of tree.all) n += isOrGroup(node) ? node.any.length : 1;
  return n;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const CONDITION_KEYS = ['field', 'min', 'max', 'minExclusive', 'maxExclusive', 'unit', 'values', 'not', 'vs', 'years', 'quarters'];

/** Problems of the optional parts (strictness, negation, reference) of a condition. */
function modifierProblem(cond: Record<string, unknown>, field: ScreenField, path: string): ScreenProblem | null {
  for (const key of ['minExclusive', 'maxExclusive', 'not'] as const) {
    if (cond[key] !== undefined && typeof cond[key] !== 'boolean') return { path: `${path}.${key}`, message: `「${field.label}」的 ${key} 应为 true 或 false` };
  }
  for (const key of ['years', 'quarters'] as const) {
    const n = cond[key];
    if (n === undefined) continue;
    if (!STREAK_FIELDS.has(field.id))
      return { path: `${path}.${key}`, message: `「${field.label}」不是定期报告指标，不能要求连续${key === 'years' ? '几年' : '几个季度'}` };
    if (!Number.isInteger(n) || (n as number) < 2 || (n as number) > MAX_STREAK[key])
      return { path: `${path}.${key}`, message: `「${field.label}」连续${key === 'years' ? '年数' : '季度数'}应为 2 到 ${MAX_STREAK[key]} 的整数` };
    if (cond.vs !== undefined) return { path: `${path}.${key}`, message: `「${field.label}」的连续条件不能与参照比较` };
    if (key === 'years' && cond.quarters !== undefined) return { path: `${path}.quarters`, message: `「${field.label}」只能按年或按季度连续，不能同时` };
  }
  if (field.kind !== 'range') {
    for (const key of ['minExclusive', 'maxExclusive', 'vs'] as const)
      if (cond[key] !== undefined) return { path: `${path}.${key}`, message: `「${field.label}」不是数值字段，不取 ${key}` };
    return null;
  }
  if (cond.not !== undefined) return { path: `${path}.not`, message: `「${field.label}」是数值范围，用上下限表达「不」` };
  if (cond.minExclusive && !isNum(cond.min)) return { path: `${path}.minExclusive`, message: `「${field.label}」没有下限，不能不含下限` };
  if (cond.maxExclusive && !isNum(cond.max)) return { path: `${path}.maxExclusive`, message: `「${field.label}」没有上限，不能不含上限` };
  const vs = cond.vs;
  if (vs === undefined) return null;
  if (typeof vs !== 'string' || !(RELATIVES as readonly string[]).includes(vs))
    return { path: `${path}.vs`, message: `「${field.label}」不能与 ${JSON.stringify(vs)} 比较，可选：行业平均、行业中位数、行业排名、沪深300` };
  if (vs === 'benchmark' && !BENCHMARK_FIELDS.has(field.id)) return { path: `${path}.vs`, message: `「${field.label}」没有沪深300的对应数值可比` };
  if (vs === 'industryRank') {
    if (cond.min !== undefined && cond.min !== null) return { path: `${path}.min`, message: `「${field.label}」行业排名只取上限（前N名）` };
    if (!Number.isInteger(cond.max) || (cond.max as number) < 1) return { path: `${path}.max`, message: `「${field.label}」行业排名的上限应为正整数` };
  }
  return null;
}

function conditionProblem(c: unknown, path: string): ScreenProblem | null {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) return { path, message: `${path} 不是一个条件对象` };
  const cond = c as Record<string, unknown>;
  if (typeof cond.field !== 'string') return { path: `${path}.field`, message: `${path}.field 缺少字段名` };
  const field = fieldOf(cond.field);
  if (!field) return { path: `${path}.field`, message: `未知字段 ${JSON.stringify(cond.field)}` };
  for (const key of Object.keys(cond)) {
    if (!CONDITION_KEYS.includes(key)) return { path: `${path}.${key}`, message: `条件「${field.label}」不认识参数 ${key}` };
  }
  const modifier = modifierProblem(cond, field, path);
  if (modifier) return modifier;
  if (field.kind === 'range') {
    const { min, max, unit } = cond;
    if (unit !== undefined && unit !== field.unit)
      return { path: `${path}.unit`, message: `「${field.label}」的单位应为 ${field.unit}，收到 ${JSON.stringify(unit)}` };
    if (min !== undefined && min !== null && !isNum(min)) return { path: `${path}.min`, message: `「${field.label}」的下限不是数字` };
    if (max !== undefined && max !== null && !isNum(max)) return { path: `${path}.max`, message: `「${field.label}」的上限不是数字` };
    if (!isNum(min) && !isNum(max)) return { path, message: `「${field.label}」至少要填下限或上限` };
    if (isNum(min) && isNum(max) && min > max) return { path: `${path}.min`, message: `「${field.label}」的下限 ${min} 大于上限 ${max}` };
    if (isNum(min) && isNum(max) && min === max && (cond.minExclusive || cond.maxExclusive))
      return { path: `${path}.min`, message: `「${field.label}」的上下限都是 ${min} 且不含边界，没有股票能满足` };
    if (cond.values !== undefined) return { path: `${path}.values`, message: `「${field.label}」是数值范围，不取选项` };
    return null;
  }
  if (cond.min !== undefined || cond.max !== undefined || cond.unit !== undefined) {
    const key = cond.min !== undefined ? 'min' : cond.max !== undefined ? 'max' : 'unit';
    return { path: `${path}.${key}`, message: `「${field.label}」不是数值字段，不取 ${key}` };
  }
  if (field.kind === 'set') {
    const values = cond.values;
    if (!Array.isArray(values) || values.length === 0) return { path: `${path}.values`, message: `「${field.label}」至少要选一项` };
    if (values.length > SCREEN_LIMITS.maxSetValues) return { path: `${path}.values`, message: `「${field.label}」最多选 ${SCREEN_LIMITS.maxSetValues} 项` };
    for (let i = 0; i < values.length; i++) {
      if (typeof values[i] !== 'string' || !field.options.includes(values[i] as string))
        return { path: `${path}.values[${i}]`, message: `「${field.label}」没有选项 ${JSON.stringify(values[i])}` };
    }
    return null;
  }
  if (cond.values !== undefined) return { path: `${path}.values`, message: `「${field.label}」是条件信号，不取选项` };
  return null;
}

/** The first problem of a tree, or null when it is valid. */
export function treeProblem(tree: unknown): ScreenProblem | null {
  if (typeof tree !== 'object' || tree === null || !Array.isArray((tree as ScreenTree).all)) return { path: 'all', message: '条件树缺少 all 列表' };
  const all = (tree as ScreenTree).all as unknown[];
  let count = 0;
  for (let i = 0; i < all.length; i++) {
    const node = all[i];
    const path = `all[${i}]`;
    if (typeof node === 'object' && node !== null && 'any' in node) {
      const any = (node as { any: unknown }).any;
      if (!Array.isArray(any) || any.length === 0) return { path: `${path}.any`, message: '「或」条件组不能为空' };
      if (any.length > SCREEN_LIMITS.maxOrMembers) return { path: `${path}.any`, message: `「或」条件组最多 ${SCREEN_LIMITS.maxOrMembers} 个条件` };
      if (Object.keys(node).length !== 1) return { path, message: '「或」条件组只取 any' };
      for (let j = 0; j < any.length; j++) {
        const p = conditionProblem(any[j], `${path}.any[${j}]`);
        if (p) return p;
      }
      count += any.length;
    } else {
      const p = conditionProblem(node, path);
      if (p) return p;
      count++;
    }
    if (count > SCREEN_LIMITS.maxConditions) return { path, message: `条件最多 ${SCREEN_LIMITS.maxConditions} 个，这里已是第 ${count} 个` };
  }
  return null;
}

/** Short number text for chips: no trailing zeros. */
export function numberText(v: number): string {
  return String(Number(v.toFixed(4)));
}

function unitText(unit: Unit): string {
  return unit;
}

/** Chip text of a condition, e.g. `市盈率TTM ≤ 20倍`, `股价 < 5元`, `申万行业：银行`, `不含 市场板块：科创板`, `市盈率TTM < 行业平均`. */
export function conditionText(c: ScreenCondition, field: ScreenField | undefined = fieldOf(c.field)): string {
  if (!field) return c.field;
  if (field.kind === 'flag') return c.not ? `非「${field.label}」` : field.label;
  if (field.kind === 'set') return `${field.label}：${c.not ? '不含' : ''}${(c.values ?? []).join('、')}`;
  const lo = c.min ?? null;
  const hi = c.max ?? null;
  if (c.vs === 'industryRank') return `${field.label} 行业前${numberText(hi ?? 0)}`;
  const label = c.years ? `${field.label} 连续${c.years}年` : c.quarters ? `${field.label} 连续${c.quarters}个季度` : field.label;
  // Against a reference the bound is an offset from it: 0 reads as the reference itself.
  const ref = c.vs ? RELATIVE_TEXT[c.vs] : null;
  const u = unitText(field.unit);
  const value = (v: number): string => (ref === null ? `${numberText(v)}${u}` : v === 0 ? ref : `${ref}${v > 0 ? '+' : ''}${numberText(v)}${u}`);
  const ge = c.minExclusive ? '>' : '≥';
  const le = c.maxExclusive ? '<' : '≤';
  if (lo !== null && hi !== null) {
    if (!c.minExclusive && !c.maxExclusive && ref === null) return `${label} ${numberText(lo)}~${numberText(hi)}${u}`;
    return `${label} ${ge} ${value(lo)} 且 ${le} ${value(hi)}`;
  }
  if (lo !== null) return `${label} ${ge} ${value(lo)}`;
  return `${label} ${le} ${value(hi ?? 0)}`;
}

/** Chip text of a node (an OR group joins its members with 或). */
export function nodeText(node: ScreenNode): string {
  return isOrGroup(node) ? `(${node.any.map((c) => conditionText(c)).join(' 或 ')})` : conditionText(node);
}

/** The 选股条件 line of a tree: `选股条件：A；B；C`. */
export function treeText(tree: ScreenTree): string {
  return `选股条件：${tree.all.map(nodeText).join('；')}`;
}

/** Field ids used by a tree, in order, without repeats. */
export function fieldsOf(tree: ScreenTree): string[] {
  const seen = new Set<string>();
  for (const node of tree.all) for (const c of isOrGroup(node) ? node.any : [node]) seen.add(c.field);
  return [...seen];
}
