/**
 * Load-time validation of the hand-kept catalogue: every rule a data file must keep, checked
 * before anything uses the universe, so a typo fails at boot with the file and row named.
 */
import { securityId, type Board, type CapitalOrIndex, type Security, type Suffix } from '../../../../contracts/market';
import { resolveConstituents } from './constituents';
import { isStName, type CatalogEntry } from './rows';
import { MEMBER_FLAGS } from './constituent-rule';
import { isSwIndustry } from './sw-industries';

/** Thrown when the catalogue breaks a rule; the message lists every bad row. */
export class UniverseDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    const shown = problems.slice(0, 25);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`universe data is invalid (${problems.length} problem(s)):\n  ${shown.join('\n  ')}${more}`);
    this.name = 'UniverseDataError';
  }
}

/** Code shape and board of a kind on one exchange. */
interface CodeRule {
  kind: CapitalOrIndex;
  suffix: Suffix;
  pattern: RegExp;
  board: Board;
  /** What the pattern means, for the error message. */
  label: string;
}

/**
 * Exchange code prefixes. A-shares: 60xxxx SH main, 688xxx STAR, 000/001/002/003 SZ main
 * (中小板 merged into main in 2021), 300/301 ChiNext, 920xxx Beijing (codes migrated to 920 in
 * 2024–2025). Funds: SH ETFs 51/56/58, SZ ETFs 15, LOFs 16 (SZ) and 50 (SH), off-exchange any
 * six digits. Indexes: SH 000xxx, SZ 399xxx, BJ 899xxx, 申万 801xxx, concept 990xxx (codes the
 * simulator assigns; see securities/concepts.ts), HK letters.
 */
const CODE_RULES: readonly CodeRule[] = [
  { kind: 'capital', suffix: 'SH', pattern: /^60[0-5]\d{3}$/, board: 'main', label: '60xxxx → SH main' },
  { kind: 'capital', suffix: 'SH', pattern: /^68[89]\d{3}$/, board: 'star', label: '688/689xxx → STAR' },
  { kind: 'capital', suffix: 'SZ', pattern: /^00[0-3]\d{3}$/, board: 'main', label: '000/001/002/003xxx → SZ main' },
  { kind: 'capital', suffix: 'SZ', pattern: /^30[0-2]\d{3}$/, board: 'chinext', label: '300/301/302xxx → ChiNext' },
  { kind: 'capital', suffix: 'BJ', pattern: /^92[01]\d{3}$/, board: 'bse', label: '920/921xxx → Beijing' },
  { kind: 'hk', suffix: 'HK', pattern: /^\d{5}$/, board: 'hk', label: 'five digits → HK' },
  { kind: 'fund_onside', suffix: 'SH', pattern: /^5[168]\d{4}$/, board: 'fund', label: '51/56/58xxxx → SH ETF' },
  { kind: 'fund_onside', suffix: 'SZ', pattern: /^15\d{4}$/, board: 'fund', label: '15xxxx → SZ ETF' },
  { kind: 'fund_lof', suffix: 'SZ', pattern: /^16\d{4}$/, board: 'fund', label: '16xxxx → SZ LOF' },
  { kind: 'fund_lof', suffix: 'SH', pattern: /^50\d{4}$/, board: 'fund', label: '50xxxx → SH LOF' },
  { kind: 'fund_outside', suffix: 'OF', pattern: /^\d{6}$/, board: 'fund', label: 'six digits → off-exchange fund' },
  { kind: 'fund_fof', suffix: 'OF', pattern: /^\d{6}$/, board: 'fund', label: 'six digits → FOF' },
  { kind: 'index_hs', suffix: 'SH', pattern: /^000\d{3}$/, board: 'index', label: '000xxx → SH index' },
  { kind: 'index_hs', suffix: 'SZ', pattern: /^399\d{3}$/, board: 'index', label: '399xxx → SZ index' },
  { kind: 'index_hs', suffix: 'BJ', pattern: /^899\d{3}$/, board: 'index', label: '899xxx → BJ index' },
  { kind: 'index_hy', suffix: 'SH', pattern: /^801\d{3}$/, board: 'index', label: '801xxx → 申万 industry' },
  { kind: 'index_gn', suffix: 'SH', pattern: /^990\d{3}$/, board: 'index', label: '990xxx → concept' },
  { kind: 'index_hk_hs', suffix: 'HK', pattern: /^[A-Z]{2,10}$/, board: 'index', label: 'letters → HK index' },
];

/** Earliest listing date per board: ChiNext opened 2009-10-30, STAR 2019-07-22, the NEEQ select tier (now Beijing) 2020-07-27. */
const BOARD_OPENED: Partial<Record<Board, string>> = { chinext: '2009-10-30', star: '2019-07-22', bse: '2020-07-27' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text && text >= '1960-01-01';
}

function isStockKind(kind: CapitalOrIndex): boolean {
  return kind === 'capital' || kind === 'hk';
}

function isIndex(kind: CapitalOrIndex): boolean {
  return kind.startsWith('index_');
}

/** Problems of one security on its own (no cross-row checks). */
export function securityProblems(s: Security, flags = ''): string[] {
  const p: string[] = [];
  if (s.name.length === 0 || s.name.trim() !== s.name) p.push('name is empty or padded with spaces');
  const candidates = CODE_RULES.filter((r) => r.kind === s.kind && r.suffix === s.suffix);
  if (candidates.length === 0) p.push(`kind ${s.kind} does not trade with suffix ${s.suffix}`);
  else {
    const rule = candidates.find((r) => r.pattern.test(s.code));
    if (!rule) p.push(`malformed code ${JSON.stringify(s.code)} for ${s.kind}.${s.suffix} (expected ${candidates.map((r) => r.label).join(' or ')})`);
    else if (rule.board !== s.board) p.push(`board ${s.board} does not match code ${s.code} (${rule.label})`);
  }
  if (!isRealDate(s.listDate)) p.push(`listDate ${JSON.stringify(s.listDate)} is not a real YYYY-MM-DD date`);
  else {
    const opened = BOARD_OPENED[s.board];
    if (opened !== undefined && s.listDate < opened) p.push(`listDate ${s.listDate} is before the ${s.board} board opened (${opened})`);
  }
  if (isStockKind(s.kind)) {
    if (!isSwIndustry(s.industry)) p.push(`industry ${JSON.stringify(s.industry)} is not a 申万 level-1 name`);
  } else if (s.industry !== '') p.push('industry must be empty for funds and indexes');
  if (isIndex(s.kind)) {
    if (s.totalShares !== 0 || s.floatShares !== 0) p.push('an index has no shares (total and float must be 0)');
  } else if (!Number.isSafeInteger(s.totalShares) || s.totalShares <= 0) p.push(`totalShares ${s.totalShares} must be a positive integer`);
  else if (!Number.isSafeInteger(s.floatShares) || s.floatShares <= 0 || s.floatShares > s.totalShares)
    p.push(`floatShares ${s.floatShares} must be a positive integer not above totalShares ${s.totalShares}`);
  const lot = s.kind === 'hk' ? null : s.kind === 'fund_outside' || s.kind === 'fund_fof' ? 1 : 100;
  if (lot === null ? !Number.isSafeInteger(s.lot) || s.lot <= 0 : s.lot !== lot) p.push(`lot ${s.lot} is wrong (expected ${lot ?? 'a positive integer'})`);
  if (s.st !== (s.kind === 'capital' && isStName(s.name))) p.push(`st=${s.st} disagrees with the name (ST / *ST prefix marks an A-share ST)`);
  p.push(...flagProblems(s, flags));
  if (s.otherClass !== undefined) {
    if ((s.otherClass === 'A') !== (s.kind === 'hk') || (s.kind !== 'hk' && s.kind !== 'capital'))
      p.push(`other share class ${s.otherClass} does not fit a ${s.kind} listing`);
    if (!(s.totalShares > s.floatShares)) p.push(`other share class ${s.otherClass} but total = float: nothing is left for it`);
  }
  return p;
}

function flagProblems(s: Security, flags: string): string[] {
  const p: string[] = [];
  const seen = new Set<string>();
  for (const f of flags) {
    if (!(f in MEMBER_FLAGS)) p.push(`unknown membership flag ${JSON.stringify(f)}`);
    else if (seen.has(f)) p.push(`membership flag ${f} repeated`);
    seen.add(f);
  }
  if (['L', 'M', 'S'].filter((f) => seen.has(f)).length > 1) p.push('at most one of L (沪深300), M (中证500), S (中证1000)');
  const aShare = s.kind === 'capital';
  for (const f of ['L', 'M', 'S', 'F', 'K']) if (seen.has(f) && (!aShare || s.board === 'bse')) p.push(`flag ${f} is for SH/SZ A-shares only`);
  for (const f of ['H', 'C', 'T']) if (seen.has(f) && s.kind !== 'hk') p.push(`flag ${f} is for HK stocks only`);
  if (seen.has('F') && (s.suffix !== 'SH' || !seen.has('L'))) p.push('flag F (上证50) needs an SH stock that is also L (沪深300)');
  if (seen.has('K') && s.board !== 'star') p.push('flag K (科创50) is for STAR stocks only');
  if (s.st && seen.size > 0) p.push('an ST stock belongs to no index');
  return p;
}

/**
 * Checks the whole catalogue: each row on its own, duplicate ids, index rules, and that every
 * index resolves to at least one existing stock. Throws {@link UniverseDataError} naming each bad
 * row as `file#row code name: problem`.
 */
export function validateCatalog(entries: readonly CatalogEntry[]): void {
  const problems: string[] = [];
  const where = (e: CatalogEntry) => `${e.source} ${e.security.code} ${e.security.name}`;
  const firstById = new Map<string, CatalogEntry>();
  for (const e of entries) {
    for (const msg of securityProblems(e.security, e.flags)) problems.push(`${where(e)}: ${msg}`);
    const id = securityId(e.security);
    const first = firstById.get(id);
    if (first) problems.push(`${where(e)}: duplicate id ${id} (first at ${first.source})`);
    else firstById.set(id, e);
    if (isIndex(e.security.kind) !== (e.rule !== null)) problems.push(`${where(e)}: an index needs a constituent rule, and only an index has one`);
  }
  for (const [indexId, ids] of resolveConstituents(entries)) {
    const index = firstById.get(indexId);
    const label = index ? where(index) : indexId;
    if (ids.length === 0) problems.push(`${label}: index has no constituents`);
    const seen = new Set<string>();
    for (const id of ids) {
      const member = firstById.get(id);
      if (!member) problems.push(`${label}: constituent ${id} is not in the universe`);
      else if (!isStockKind(member.security.kind)) problems.push(`${label}: constituent ${id} is not a stock`);
      if (seen.has(id)) problems.push(`${label}: constituent ${id} listed twice`);
      seen.add(id);
    }
  }
  if (problems.length > 0) throw new UniverseDataError(problems);
}
