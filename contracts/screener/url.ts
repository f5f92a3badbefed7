/**
 * The condition tree in a URL query value, short enough to read and share:
 * nodes joined by `;`, an OR group's members by `|`; a condition is `field` (a signal),
 * `field:min~max` (either side may be empty) or `field=a,b` (set values).
 * Example: `board=创业板,科创板;peTtm:0~20;maBull|macdGolden`.
 */
import { fieldOf } from './fields';
import { isOrGroup, treeProblem, type ScreenCondition, type ScreenNode, type ScreenTree } from './tree';
import { numberText } from './tree';

function conditionToken(c: ScreenCondition): string {
  const field = fieldOf(c.field);
  if (field?.kind === 'set') return `${c.field}=${(c.values ?? []).join(',')}`;
  if (field?.kind === 'range') return `${c.field}:${c.min == null ? '' : numberText(c.min)}~${c.max == null ? '' : numberText(c.max)}`;
  return c.field;
}

/** Encodes a tree (empty string for an empty tree). */
export function encodeTree(tree: ScreenTree): string {
  return tree.all.map((node: ScreenNode) => (isOrGroup(node) ? node.any.map(conditionToken).join('|') : conditionToken(node))).join(';');
}

function parseCondition(token: string): ScreenCondition {
  const eq = token.indexOf('=');
  if (eq > 0)
    return {
      field: token.slice(0, eq),
      values: token
        .slice(eq + 1)
        .split(',')
        .filter((v) => v !== ''),
    };
  const colon = token.indexOf(':');
  if (colon > 0) {
    const [lo = '', hi = ''] = token.slice(colon + 1).split('~');
    const c: ScreenCondition = { field: token.slice(0, colon) };
    if (lo.trim() !== '') c.min = Number(lo);
    if (hi.trim() !== '') c.max = Number(hi);
    return c;
  }
  return { field: token };
}

/** Decodes a URL value as written, valid or not (the builder shows what is wrong with it). */
export function decodeTreeLoose(text: string | null | undefined): ScreenTree {
  if (text === null || text === undefined || text.trim() === '') return { all: [] };
  const all: ScreenNode[] = text
    .split(';')
    .filter((part) => part !== '')
    .map((part) => {
      const members = part.split('|').map(parseCondition);
      return members.length > 1 ? { any: members } : (members[0] as ScreenCondition);
    });
  return { all };
}

/** Decodes a URL value; null when it is not a valid tree. */
export function decodeTree(text: string | null | undefined): ScreenTree | null {
  const tree = decodeTreeLoose(text);
  return treeProblem(tree) ? null : tree;
}
