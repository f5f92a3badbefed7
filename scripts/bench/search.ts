/**
 * `npm run bench:search [-- --queries 10000]`
 *
 * Security search over the real universe, in-process: 10,000 deterministic mixed queries (full
 * codes, code prefixes, names and name fragments, pinyin-initial prefixes, misses) through the
 * sim's prepared index (gateway/sim/search/search-index.ts), timed one by one. In the same run a
 * naive baseline answers the same queries by re-normalising every entry per query and using
 * Array.filter + sort. Prints p50 / p99 / max per query for both and the ratio; target p99 ≤ 1 ms.
 * Prints figures, asserts nothing (the results of both are compared, so a fast wrong index shows).
 */
import { parseArgs } from 'node:util';
import { SEARCH_MAX_RESULTS } from '../../contracts/constants';
import type { SearchType } from '../../contracts/endpoints/search';
import { isIndexKind } from '../../contracts/market';
import { hash2, uniform } from '../../gateway/sim/shared/rng';
import { loadUniverse, type UniverseEntry } from '../../gateway/sim/market/universe/index';
import { createSearchIndex, matchesType } from '../../gateway/sim/search/search-index';

const { values } = parseArgs({ options: { queries: { type: 'string', default: '10000' } } });
const QUERIES = Number(values.queries);
if (!Number.isInteger(QUERIES) || QUERIES <= 0) throw new Error(`--queries must be a positive integer, got ${values.queries}`);

type Kind = 'code' | 'code-prefix' | 'name' | 'name-part' | 'pinyin' | 'miss';
const KINDS: readonly Kind[] = ['code', 'code-prefix', 'name', 'name-part', 'pinyin', 'miss'];
const TYPES: readonly SearchType[] = ['all', 'all', 'all', 'stock', 'index'];

/** Deterministic queries over the universe. */
function makeQueries(all: readonly UniverseEntry[], n: number): Array<{ text: string; type: SearchType; kind: Kind }> {
  const pick = (i: number, salt: number, length: number) => Math.floor(uniform(hash2(i, salt)) * length);
  const out: Array<{ text: string; type: SearchType; kind: Kind }> = [];
  for (let i = 0; i < n; i++) {
    const e = all[pick(i, 1, all.length)]!;
    const kind = KINDS[i % KINDS.length]!;
    const type = TYPES[pick(i, 2, TYPES.length)]!;
    let text: string;
    switch (kind) {
      case 'code':
        text = e.code;
        break;
      case 'code-prefix':
        text = e.code.slice(0, 1 + pick(i, 3, Math.max(1, e.code.length - 1)));
        break;
      case 'name':
        text = e.name;
        break;
      case 'name-part': {
        const from = pick(i, 4, Math.max(1, e.name.length - 1));
        text = e.name.slice(from, from + 2) || e.name;
        break;
      }
      case 'pinyin':
        text = e.pinyin.slice(0, 1 + pick(i, 5, Math.min(4, e.pinyin.length)));
        break;
      default:
        text = `zq${pick(i, 6, 1000)}x`;
    }
    out.push({ text, type, kind });
  }
  return out;
}

/** The naive way: every entry re-normalised per query, filter, then sort. Same ranking rules. */
function naiveSearch(all: readonly UniverseEntry[], text: string, type: SearchType): UniverseEntry[] {
  const q = text
    .trim()
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase();
  if (q === '') return [];
  const rank = (e: UniverseEntry): number => {
    const code = e.code.toLowerCase();
    const pinyin = e.pinyin.toLowerCase();
    if (code === q) return 0;
    if (code.startsWith(q)) return 1;
    if (pinyin.startsWith(q)) return 2;
    if (e.name.toLowerCase().includes(q)) return 3;
    if (q.length >= 2 && pinyin.includes(q)) return 4;
    return 5;
  };
  const kindOrder = (e: UniverseEntry) => (e.kind === 'capital' ? 0 : e.kind === 'index_hs' ? 1 : isIndexKind(e.kind) ? 2 : e.kind === 'hk' ? 3 : 4);
  return all
    .filter((e) => matchesType(e.kind, type) && rank(e) < 5)
    .sort((a, b) => rank(a) - rank(b) || kindOrder(a) - kindOrder(b) || a.code.localeCompare(b.code))
    .slice(0, SEARCH_MAX_RESULTS);
}

function quantiles(samples: Float64Array): { p50: number; p99: number; max: number; mean: number } {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]!, mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

function time(
  queries: ReadonlyArray<{ text: string; type: SearchType }>,
  run: (text: string, type: SearchType) => unknown[],
): { ms: Float64Array; hits: number } {
  const ms = new Float64Array(queries.length);
  let hits = 0;
  for (let i = 0; i < queries.length; i++) {
    const q = queries[i]!;
    const t0 = process.hrtime.bigint();
    hits += run(q.text, q.type).length;
    ms[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  return { ms, hits };
}

const fmt = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function main(): void {
  const universe = loadUniverse();
  const all = universe.all;
  const t0 = process.hrtime.bigint();
  const index = createSearchIndex(all);
  const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const queries = makeQueries(all, QUERIES);

  // Same answers, or the comparison means nothing.
  for (const q of queries.slice(0, 500)) {
    const a = index
      .search(q.text, q.type)
      .map((e) => e.id)
      .join();
    const b = naiveSearch(all, q.text, q.type)
      .map((e) => e.id)
      .join();
    if (a !== b) throw new Error(`index and baseline disagree on ${JSON.stringify(q)}`);
  }
  // Warm-up (JIT) on the start of the same mix.
  time(queries.slice(0, 2_000), (t, ty) => index.search(t, ty));
  time(queries.slice(0, 500), (t, ty) => naiveSearch(all, t, ty));

  const fast = time(queries, (t, ty) => index.search(t, ty));
  const naive = time(queries, (t, ty) => naiveSearch(all, t, ty));
  const f = quantiles(fast.ms);
  const n = quantiles(naive.ms);

  const out = process.stdout;
  out.write(`search bench: ${all.length} securities, ${queries.length} queries (${KINDS.join(', ')}; tabs all/stock/index), node ${process.version}\n`);
  out.write(`index build: ${buildMs.toFixed(2)} ms\n\n`);
  out.write(`                     p50        p99        max       mean   results\n`);
  out.write(
    `prepared index  ${fmt(f.p50).padStart(10)} ${fmt(f.p99).padStart(10)} ${fmt(f.max).padStart(10)} ${fmt(f.mean).padStart(10)} ${String(fast.hits).padStart(9)}\n`,
  );
  out.write(
    `naive baseline  ${fmt(n.p50).padStart(10)} ${fmt(n.p99).padStart(10)} ${fmt(n.max).padStart(10)} ${fmt(n.mean).padStart(10)} ${String(naive.hits).padStart(9)}\n`,
  );
  out.write(`ratio (naive / index): p50 ×${(n.p50 / f.p50).toFixed(1)}, p99 ×${(n.p99 / f.p99).toFixed(1)}, mean ×${(n.mean / f.mean).toFixed(1)}\n\n`);
  out.write('prepared index by query kind:\n');
  for (const kind of KINDS) {
    const ms = Float64Array.from(queries.flatMap((q, i) => (q.kind === kind ? [fast.ms[i]!] : [])));
    const k = quantiles(ms);
    out.write(`  ${kind.padEnd(12)} p50 ${fmt(k.p50).padStart(9)}  p99 ${fmt(k.p99).padStart(9)}\n`);
  }
  out.write(`\ntarget p99 ≤ 1 ms: ${f.p99 <= 1 ? 'met' : 'NOT met'} (${fmt(f.p99)})\n`);
}

main();
