/**
 * The condition tree in a URL query value, short enough to read and share:
 * nodes joined by `;`, an OR group's members by `|`; a condition is `field` (a signal),
 * `field:min~max` (either side may be empty; `>` before min, `<` before max leave the bound out) or
 * `field=a,b` (set values); `!` before a set or signal turns it around; `@` after the field names a
 * reference or a report streak (`@industryMean`, `@industryMedian`, `@industryRank`, `@benchmark`,
 * `@y3` for 3 years, `@q4` for 4 quarters).
 * Example: `board=创业板,科创板;peTtm:0~20;maBull|macdGolden;!board=科创板;price:~<5;roe@y3:>15~`.
 */
import { fieldOf } from './fields';
import { isOrGroup, treeProblem, type ScreenCondition, type ScreenNode, type ScreenTree } from './tree';
import { numberText } from './tree';

function conditionToken(c: ScreenCondition): string {
  const field = fieldOf(c.field);
  const not = c.not ? '!' : '';
  if (field?.kind === 'set') return `${not}${c.field}=${(c.values ?? []).join(',')}`;
  if (field?.kind === 'range') {
    const at = c.vs ? `@${c.vs}` : c.years ? `@y${c.years}` : c.quarters ? `@q${c.quarters}` : '';
    const lo = c.min == null ? '' : `${c.minExclusive ? '>' : ''}${numberText(c.min)}`;
    const hi = c.max == null ? '' : `${c.maxExclusive ? '<' : ''}${numberText(c.max)}`;
    return `${c.field}${at}:${lo}~${hi}`;
  }
  return `${not}${c.field}`;
}

/** A field token's `@` part onto a condition. */
function withAt(c: ScreenCondition, name: string): ScreenCondition {
  const at = name.indexOf('@');
  if (at < 0) return c;
  c.field = name.slice(0, at);
  const mod = name.slice(at + 1);
  const streak = /^([yq])(\d+)$/.exec(mod);
  if (streak) c[streak[1] === 'y' ? 'years' : 'quarters'] = Number(streak[2]);
  else c.vs = mod as ScreenCondition['vs'];
  return c;
}

/** Encodes a tree (empty string for an empty tree). */
export function encodeTree(tree: ScreenTree): string {
  return tree.all.map((node: ScreenNode) => (isOrGroup(node) ? node.any.map(conditionToken).join('|') : conditionToken(node))).join(';');
}

function parseCondition(raw: string): ScreenCondition {
  const not = raw.startsWith('!');
  const token = not ? raw.slice(1) : raw;
  const eq = token.indexOf('=');
  if (eq > 0) {
    const c: ScreenCondition = {
      field: token.slice(0, eq),
      values: token
        .slice(eq + 1)
        .split(',')
        .filter((v) => v !== ''),
    };
    if (not) c.not = true;
    return c;
  }
  const colon = token.indexOf(':');
  if (colon > 0) {
    const [lo = '', hi = ''] = token.slice(colon + 1).split('~');
    const c: ScreenCondition = withAt({ field: token.slice(0, colon) }, token.slice(0, colon));
    if (lo.trim() !== '') {
      c.min = Number(lo.replace(/^>/, ''));
      if (lo.startsWith('>')) c.minExclusive = true;
    }
    if (hi.trim() !== '') {
      c.max = Number(hi.replace(/^</, ''));
      if (hi.startsWith('<')) c.maxExclusive = true;
    }
    return c;
  }
  return not ? { field: token, not: true } : { field: token };
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
