/**
 * Resolves each index's constituent rule into the ids of its members, and weighs members by
 * float market capitalisation — the rule every index of the simulated market follows.
 */
import { securityId, type Security } from '../../../../contracts/market';
import type { SelectRule } from './constituent-rule';
import type { CatalogEntry } from './rows';

function selects(rule: SelectRule, entry: CatalogEntry): boolean {
  const s = entry.security;
  return (
    s.kind === (rule.market === 'hk' ? 'hk' : 'capital') &&
    !s.st &&
    (rule.flags === undefined || rule.flags.some((f) => entry.flags.includes(f))) &&
    (rule.suffix === undefined || s.suffix === rule.suffix) &&
    (rule.boards === undefined || rule.boards.includes(s.board)) &&
    (rule.codePrefixes === undefined || rule.codePrefixes.some((p) => s.code.startsWith(p))) &&
    (rule.industry === undefined || s.industry === rule.industry)
  );
}

/**
 * Member ids per index id, in catalogue order (list rules keep their own order). Ids of a list
 * rule are returned as written; the validator checks that they exist and are stocks.
 */
export function resolveConstituents(entries: readonly CatalogEntry[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const index of entries) {
    const rule = index.rule;
    if (rule === null) continue;
    const ids = rule.by === 'list' ? [...rule.ids] : entries.filter((e) => selects(rule, e)).map((e) => securityId(e.security));
    out.set(securityId(index.security), ids);
  }
  return out;
}

/**
 * Float-cap weights of an index's members: floatShares × price, normalised to sum to 1.
 * Members without a positive price are left out; an empty map means no member is priced.
 * @param members the securities of `Universe.constituents(indexId)`
 * @param priceOf the current (or reference) price of a member by id
 */
export function floatCapWeights(members: readonly (Pick<Security, 'floatShares'> & { id: string })[], priceOf: (id: string) => number): Map<string, number> {
  const caps = new Map<string, number>();
  let total = 0;
  for (const m of members) {
    const price = priceOf(m.id);
    if (!(price > 0) || !(m.floatShares > 0)) continue;
    const cap = m.floatShares * price;
    caps.set(m.id, cap);
    total += cap;
  }
  if (total === 0) return new Map();
  for (const [id, cap] of caps) caps.set(id, cap / total);
  return caps;
}
