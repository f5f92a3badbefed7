/**
 * The universe of the simulated market: every real security of the hand-kept data files,
 * validated at load, with pinyin initials for search and each index's constituents.
 *
 * Identity is code + suffix (`000001.SH` 上证指数 vs `000001.SZ` 平安银行 vs `000001.OF`
 * 华夏成长混合), see `securityId` in contracts/market.ts.
 */
import { securityId, type Security } from '../../../../contracts/market';
import { buildCatalog } from './catalog';
import { resolveConstituents } from './constituents';
import { pinyinInitials } from './pinyin';
import { securityProblems, UniverseDataError, validateCatalog } from './validate';

/** A security of the universe with its wire id (`600519.SH`) and pinyin initials (`gzmt`). */
export type UniverseEntry = Security & { id: string; pinyin: string };

/** The loaded universe. */
export interface Universe {
  /** Every security, A-shares first, then HK stocks, funds and indexes. */
  readonly all: readonly UniverseEntry[];
  /** Securities by id. */
  readonly byId: ReadonlyMap<string, UniverseEntry>;
  /**
   * Member ids of an index. Members are weighed by float market cap (floatShares × price;
   * see {@link floatCapWeights}). Throws a RangeError for an id that is not an index.
   */
  constituents(indexId: string): readonly string[];
}

let loaded: Universe | null = null;

/** A security as an entry of the universe: with its wire id and pinyin initials, frozen. */
function entryOf(security: Security): UniverseEntry {
  return Object.freeze({ ...security, id: securityId(security), pinyin: pinyinInitials(security.name) });
}

/** Builds, validates and indexes the universe on first call; later calls return the same object. */
export function loadUniverse(): Universe {
  loaded ??= createUniverse();
  return loaded;
}

function createUniverse(): Universe {
  const catalog = buildCatalog();
  validateCatalog(catalog);
  const all = catalog.map(({ security }) => entryOf(security));
  const byId = new Map(all.map((e) => [e.id, e]));
  const members = new Map([...resolveConstituents(catalog)].map(([id, ids]) => [id, Object.freeze(ids)]));
  return {
    all: Object.freeze(all),
    byId,
    constituents(indexId) {
      const ids = members.get(indexId);
      if (!ids) throw new RangeError(`${indexId} is not an index of the universe`);
      return ids;
    },
  };
}

/**
 * The universe with `listings` added (new A-shares the sim's IPO pipeline drew: ipo/listings.ts),
 * after the hand-kept A-shares so "A-shares first" holds. Each is validated like a data row; a
 * listing whose id the universe already has is refused. Index constituents are unchanged: a new
 * listing joins no index.
 */
export function withListings(base: Universe, listings: readonly Security[]): Universe {
  if (listings.length === 0) return base;
  const added = listings.map((security): UniverseEntry => {
    const id = securityId(security);
    const problems = securityProblems(security);
    if (security.kind !== 'capital') problems.push('a listing must be an A-share');
    if (base.byId.has(id)) problems.push('id already in the universe');
    if (problems.length > 0) throw new UniverseDataError([`listing ${id}: ${problems.join('; ')}`]);
    return entryOf(security);
  });
  const lastAShare = base.all.findLastIndex((e) => e.kind === 'capital');
  const all = [...base.all.slice(0, lastAShare + 1), ...added, ...base.all.slice(lastAShare + 1)];
  const byId = new Map(all.map((e) => [e.id, e]));
  if (byId.size !== all.length) throw new UniverseDataError(['two listings share an id']);
  return { all: Object.freeze(all), byId, constituents: (indexId) => base.constituents(indexId) };
}

export { floatCapWeights } from './constituents';
export { pinyinInitials, POLYPHONE_OVERRIDES } from './pinyin';
export { validateCatalog, securityProblems, UniverseDataError } from './validate';
export type { CatalogEntry } from './rows';
export { MEMBER_FLAGS, type MemberFlag } from './constituent-rule';
export { SW_LEVEL1, type SwIndustry } from './sw-industries';
export { referencePrice, REFERENCE_PRICES } from './reference-prices';
