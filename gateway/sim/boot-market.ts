/**
 * The sim's market at boot: the universe (with the 新股中心's listings) and the market over it,
 * with what an earlier boot of the same seed, anchor and model code derived read back from the boot
 * cache (warmup/boot-cache.ts). start.ts boots the sim's market here; the past-table worker
 * (build-worker.ts) boots its own copy from the same seed, anchor and memo, so it derives
 * exactly the same history.
 */
import { createCompanyBackedMarket, type CompanyBackedMarket } from './companies/index';
import { universeWithListings } from './ipo/index';
import { anchorIndexOf, loadUniverse, referencePrice, type SimClock, type Universe } from './market/index';
import { normaliseSeed } from './shared/rng';
import { BootCache, bootKey, emptyBootMemo, memoSize, modelHash, type BootMemo } from './warmup/index';

/**
 * The sim's universe and market on a clock: the hand-kept securities and the 新股中心's listings
 * around the anchor day (the day before the clock's; hidden until they list), each closing at its
 * level there — its real one, or a listing's first close. A `memo` is read for what it holds and
 * filled with what the market solves (the first step solves every listed security's anchor).
 */
export function createSimMarket(
  seedOption: number | string,
  clock: SimClock,
  memo?: BootMemo,
): { universe: Universe; market: CompanyBackedMarket; anchorAt: number } {
  const seed = normaliseSeed(seedOption);
  const anchorAt = clock.now();
  const { universe, level } = universeWithListings(loadUniverse(), seed, anchorIndexOf(anchorAt));
  const market = createCompanyBackedMarket({
    securities: universe.all,
    constituents: (id) => universe.constituents(id),
    referencePrice: (id) => level(id) ?? referencePrice(id),
    seed,
    clock,
    anchorAt,
    ...(memo ? { memberCaps: memo.memberCaps, anchors: memo.anchors } : {}),
  });
  return { universe, market, anchorAt };
}

/** A booted market: `keep()` (after the first step) stores what this boot solved, when anything new. */
export interface BootedMarket {
  universe: Universe;
  market: CompanyBackedMarket;
  /** The clock's time the market was anchored at (a second copy is booted at the same). */
  anchorAt: number;
  /** What the market derived (complete after its first step): a second copy booted with it solves nothing again. */
  memo: BootMemo;
  keep(): void;
}

/**
 * The market, with the boot cache of `cacheDir` read back (none: solved from scratch); `keep()`
 * stores it there when this boot had to solve more.
 */
export function bootMarket(seedOption: number | string, clock: SimClock, cacheDir: string | null, log: (line: string) => void): BootedMarket {
  if (cacheDir === null) {
    const memo = emptyBootMemo();
    return { ...createSimMarket(seedOption, clock, memo), memo, keep: () => {} };
  }
  const t0 = performance.now();
  const cache = new BootCache(cacheDir, bootKey(normaliseSeed(seedOption), anchorIndexOf(clock.now()), modelHash()));
  const kept = cache.load();
  const memo = kept ?? emptyBootMemo();
  const sizeRead = memoSize(memo);
  const built = createSimMarket(seedOption, clock, memo);
  const ms = Math.round(performance.now() - t0);
  log(kept ? `boot cache: market read back from ${cacheDir} in ${ms} ms` : `boot cache: market built in ${ms} ms`);
  return {
    ...built,
    memo,
    keep() {
      if (memoSize(memo) === sizeRead) return;
      try {
        cache.save(memo);
        log(`boot cache: kept in ${cacheDir} for the next boot`);
      } catch (err) {
        log(`boot cache: could not keep the market (${err instanceof Error ? err.message : String(err)}); the next boot builds it again`);
      }
    },
  };
}
