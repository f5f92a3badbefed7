/**
 * A condition tree said back as the Chinese sentence an investor would type — the words the query
 * parser (nl-parse.ts) reads — so a screen built by clicking can be shown, edited and shared as a
 * question, and so tests can check that tree → sentence → tree gives the tree back.
 */
import { fieldOf, type ScreenField } from './fields';
import { isOrGroup, numberText, type ScreenCondition, type ScreenNode, type ScreenTree } from './tree';

/** The unit as typed after a number (`亿` for 亿元). */
function typedUnit(field: ScreenField): string {
  return field.kind === 'range' ? (field.unit === '亿元' ? '亿' : field.unit) : '';
}

const STAT: Record<string, string> = { industryMean: '平均', industryMedian: '中位数' };

/** One condition as words. */
export function conditionSentence(c: ScreenCondition): string {
  const field = fieldOf(c.field);
  if (!field) return c.field;
  if (field.kind === 'flag') return c.not ? `非${field.label}` : field.label;
  if (field.kind === 'set') return `${c.not ? '不含' : ''}${(c.values ?? []).join('、')}`;
  // A streak goes before the field (连续3年ROE大于15%), as investors say it.
  const label = c.years ? `连续${c.years}年${field.label}` : c.quarters ? `连续${c.quarters}个季度${field.label}` : field.label;
  const lo = c.min ?? null;
  const hi = c.max ?? null;
  if (c.vs === 'industryRank') return `${label}行业前${numberText(hi ?? 0)}`;
  if (c.vs === 'benchmark') return `${label}${lo !== null ? '跑赢' : '跑输'}沪深300`;
  if (c.vs) {
    const stat = `行业${STAT[c.vs]}`;
    return lo !== null ? `${label}${c.minExclusive ? '高于' : '不低于'}${stat}` : `${label}${c.maxExclusive ? '低于' : '不高于'}${stat}`;
  }
  const u = typedUnit(field);
  const n = (v: number): string => `${numberText(v)}${u}`;
  if (lo !== null && hi !== null && !c.minExclusive && !c.maxExclusive) return `${label}在${n(lo)}到${n(hi)}之间`;
  const parts: string[] = [];
  if (lo !== null) parts.push(`${c.minExclusive ? '大于' : '不低于'}${n(lo)}`);
  if (hi !== null) parts.push(`${c.maxExclusive ? '小于' : '不高于'}${n(hi)}`);
  return `${label}${parts.join('且')}`;
}

/** A node as words (an OR group joins its members with 或). */
export function nodeSentence(node: ScreenNode): string {
  return isOrGroup(node) ? node.any.map(conditionSentence).join('或') : conditionSentence(node);
}

/** The whole tree as one question, nodes joined by `，`. */
export function treeSentence(tree: ScreenTree): string {
  return tree.all.map(nodeSentence).join('，');
}
