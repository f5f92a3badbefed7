/**
 * Boundary parsers of the market-data and stock-detail answers (contracts/endpoints/market-data.ts,
 * details.ts). The client runs every answer through these before use; a malformed answer throws a
 * {@link ShapeError} naming the first bad field, so one broken payload never reaches a chart.
 *
 * Quote-like numbers of rows (price, change, pct, …) may be `null` on the wire when a security has
 * not traded yet or is suspended (market-data.ts RankItem); they parse to `NaN`, which every
 * formatter of contracts/format.ts shows as `--`.
 */
import { CAPITAL_OR_INDEX, MARKET_LABELS, SUFFIXES, isSecurityId, type CapitalOrIndex, type MarketLabel, type Suffix } from '../market';
import { parseQuote, type Quote } from '../ws-protocol';
import type { BookLevel, StockDetail, TradeTick } from './details';
import {
  ADJUSTS,
  CATALOG_MODULES,
  KLINE_PERIODS,
  type BreadthAnswer,
  type BreadthBucket,
  type CatalogEntry,
  type CatalogKey,
  type Datasets,
  type DatasetName,
  type IndexBoardItem,
  type IndexMembers,
  type KlineAnswer,
  type KlineBar,
  type MinuteDay,
  type MinutePoint,
  type MinutesAnswer,
  type NewsFlash,
  type RankAnswer,
  type RankItem,
  type SameIndustryAnswer,
  type SectorItem,
} from './market-data';

/** A payload that does not have the contract's shape. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(
    /** Where, e.g. `datas.bars[3].h`. */
    readonly path: string,
    /** What was expected there. */
    readonly expected: string,
  ) {
    super(`${path} must be ${expected}`);
  }
}

type Obj = Record<string, unknown>;

function object(value: unknown, path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(path, 'an object');
  return value as Obj;
}

function array<T>(value: unknown, path: string, item: (v: unknown, p: string) => T): T[] {
  if (!Array.isArray(value)) throw new ShapeError(path, 'an array');
  return value.map((v, i) => item(v, `${path}[${i}]`));
}

function num(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ShapeError(path, 'a finite number');
  return value;
}

/** A number that may be null on the wire (not traded yet, suspended): null → NaN. */
function liveNum(value: unknown, path: string): number {
  return value === null || value === undefined ? Number.NaN : num(value, path);
}

function nullableNum(value: unknown, path: string): number | null {
  return value === null || value === undefined ? null : num(value, path);
}

function str(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ShapeError(path, 'a string');
  return value;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, path: string): T {
  if (!(values as readonly unknown[]).includes(value)) throw new ShapeError(path, `one of ${values.join(', ')}`);
  return value as T;
}

function id(value: unknown, path: string): string {
  if (!isSecurityId(value)) throw new ShapeError(path, 'a security id {code}.{SUFFIX}');
  return value;
}

function kind(value: unknown, path: string): CapitalOrIndex {
  return oneOf(CAPITAL_OR_INDEX, value, path);
}

function suffix(value: unknown, path: string): Suffix {
  return oneOf(SUFFIXES, value, path);
}

function quote(value: unknown, path: string): Quote {
  const q = parseQuote(value);
  if (typeof q === 'string') throw new ShapeError(path, `a quote (${q})`);
  return q;
}

const STATUSES = ['trading', 'auction', 'break', 'closed', 'suspended'] as const;

function klineBar(value: unknown, path: string): KlineBar {
  const v = object(value, path);
  return { t: num(v.t, `${path}.t`), o: num(v.o, `${path}.o`), h: num(v.h, `${path}.h`), l: num(v.l, `${path}.l`), c: num(v.c, `${path}.c`), v: num(v.v, `${path}.v`), a: num(v.a, `${path}.a`) };
}

/** Dataset `kline`. */
export function parseKlineAnswer(value: unknown, path = 'datas'): KlineAnswer {
  const v = object(value, path);
  return {
    id: id(v.id, `${path}.id`),
    period: oneOf(KLINE_PERIODS, v.period, `${path}.period`),
    adjust: oneOf(ADJUSTS, v.adjust, `${path}.adjust`),
    bars: array(v.bars, `${path}.bars`, klineBar),
  };
}

function minutePoint(value: unknown, path: string): MinutePoint {
  const v = object(value, path);
  return {
    t: num(v.t, `${path}.t`),
    price: num(v.price, `${path}.price`),
    avg: liveNum(v.avg, `${path}.avg`),
    volume: num(v.volume, `${path}.volume`),
    amount: num(v.amount, `${path}.amount`),
  };
}

function minuteDay(value: unknown, path: string): MinuteDay {
  const v = object(value, path);
  return {
    date: str(v.date, `${path}.date`),
    preClose: num(v.preClose, `${path}.preClose`),
    auction: v.auction === undefined ? [] : array(v.auction, `${path}.auction`, minutePoint),
    points: array(v.points, `${path}.points`, minutePoint),
  };
}

/** Dataset `minutes`. */
export function parseMinutesAnswer(value: unknown, path = 'datas'): MinutesAnswer {
  const v = object(value, path);
  return { id: id(v.id, `${path}.id`), days: array(v.days, `${path}.days`, minuteDay) };
}

/** One ranking / peer / mover row. */
export function parseRankItem(value: unknown, path = 'item'): RankItem {
  const v = object(value, path);
  return {
    id: id(v.id, `${path}.id`),
    code: str(v.code, `${path}.code`),
    name: str(v.name, `${path}.name`),
    suffix: suffix(v.suffix, `${path}.suffix`),
    kind: kind(v.kind, `${path}.kind`),
    price: liveNum(v.price, `${path}.price`),
    change: liveNum(v.change, `${path}.change`),
    pct: liveNum(v.pct, `${path}.pct`),
    volume: liveNum(v.volume, `${path}.volume`),
    amount: liveNum(v.amount, `${path}.amount`),
    turnover: liveNum(v.turnover, `${path}.turnover`),
    amplitude: liveNum(v.amplitude, `${path}.amplitude`),
    volumeRatio: liveNum(v.volumeRatio, `${path}.volumeRatio`),
    speed: liveNum(v.speed, `${path}.speed`),
    totalCap: liveNum(v.totalCap, `${path}.totalCap`),
    status: oneOf(STATUSES, v.status, `${path}.status`),
  };
}

/** Dataset `rank`. */
export function parseRankAnswer(value: unknown, path = 'datas'): RankAnswer {
  const v = object(value, path);
  return {
    total: num(v.total, `${path}.total`),
    page: num(v.page, `${path}.page`),
    pageSize: num(v.pageSize, `${path}.pageSize`),
    items: array(v.items, `${path}.items`, parseRankItem),
  };
}

function bucket(value: unknown, path: string): BreadthBucket {
  const v = object(value, path);
  return { label: str(v.label, `${path}.label`), count: num(v.count, `${path}.count`), trend: oneOf(['up', 'down', 'flat'] as const, v.trend, `${path}.trend`) };
}

/** Dataset `breadth`. */
export function parseBreadthAnswer(value: unknown, path = 'datas'): BreadthAnswer {
  const v = object(value, path);
  return {
    up: num(v.up, `${path}.up`),
    down: num(v.down, `${path}.down`),
    flat: num(v.flat, `${path}.flat`),
    limitUp: num(v.limitUp, `${path}.limitUp`),
    limitDown: num(v.limitDown, `${path}.limitDown`),
    suspended: num(v.suspended, `${path}.suspended`),
    amount: num(v.amount, `${path}.amount`),
    buckets: array(v.buckets, `${path}.buckets`, bucket),
  };
}

function sector(value: unknown, path: string): SectorItem {
  const v = object(value, path);
  let leader: SectorItem['leader'] = null;
  if (v.leader !== null && v.leader !== undefined) {
    const l = object(v.leader, `${path}.leader`);
    leader = { id: id(l.id, `${path}.leader.id`), name: str(l.name, `${path}.leader.name`), pct: liveNum(l.pct, `${path}.leader.pct`) };
  }
  return {
    id: id(v.id, `${path}.id`),
    code: str(v.code, `${path}.code`),
    name: str(v.name, `${path}.name`),
    price: liveNum(v.price, `${path}.price`),
    change: liveNum(v.change, `${path}.change`),
    pct: liveNum(v.pct, `${path}.pct`),
    amount: liveNum(v.amount, `${path}.amount`),
    up: num(v.up, `${path}.up`),
    down: num(v.down, `${path}.down`),
    flat: num(v.flat, `${path}.flat`),
    leader,
  };
}

/** Dataset `sectors`. */
export function parseSectorItems(value: unknown, path = 'datas'): SectorItem[] {
  return array(value, path, sector);
}

function boardItem(value: unknown, path: string): IndexBoardItem {
  const v = object(value, path);
  return {
    id: id(v.id, `${path}.id`),
    code: str(v.code, `${path}.code`),
    name: str(v.name, `${path}.name`),
    kind: kind(v.kind, `${path}.kind`),
    price: liveNum(v.price, `${path}.price`),
    change: liveNum(v.change, `${path}.change`),
    pct: liveNum(v.pct, `${path}.pct`),
    preClose: liveNum(v.preClose, `${path}.preClose`),
    amount: liveNum(v.amount, `${path}.amount`),
    spark: array(v.spark, `${path}.spark`, num),
  };
}

/** Dataset `indexBoard`. */
export function parseIndexBoardItems(value: unknown, path = 'datas'): IndexBoardItem[] {
  return array(value, path, boardItem);
}

function newsFlash(value: unknown, path: string): NewsFlash {
  const v = object(value, path);
  return {
    id: str(v.id, `${path}.id`),
    ts: num(v.ts, `${path}.ts`),
    title: str(v.title, `${path}.title`),
    content: str(v.content, `${path}.content`),
    codes: array(v.codes, `${path}.codes`, id),
    level: oneOf(['normal', 'important'] as const, v.level, `${path}.level`),
  };
}

/** Dataset `newsFlash`. */
export function parseNewsFlashes(value: unknown, path = 'datas'): NewsFlash[] {
  return array(value, path, newsFlash);
}

/** The parser of each dataset's answer. */
export const DATASET_PARSERS: { readonly [N in DatasetName]: (value: unknown) => Datasets[N]['answer'] } = {
  kline: (v) => parseKlineAnswer(v),
  minutes: (v) => parseMinutesAnswer(v),
  rank: (v) => parseRankAnswer(v),
  breadth: (v) => parseBreadthAnswer(v),
  sectors: (v) => parseSectorItems(v),
  indexBoard: (v) => parseIndexBoardItems(v),
  newsFlash: (v) => parseNewsFlashes(v),
};

function bookLevel(value: unknown, path: string): BookLevel {
  const v = object(value, path);
  return { price: num(v.price, `${path}.price`), volume: num(v.volume, `${path}.volume`) };
}

function tradeTick(value: unknown, path: string): TradeTick {
  const v = object(value, path);
  return { ts: num(v.ts, `${path}.ts`), price: num(v.price, `${path}.price`), volume: num(v.volume, `${path}.volume`), side: oneOf(['B', 'S', 'N'] as const, v.side, `${path}.side`) };
}

/** `detailsStockA` / `detailsStockIndex`. Book and ticks may be absent (indexes): empty lists. */
export function parseStockDetail(value: unknown, path = 'datas'): StockDetail {
  const v = object(value, path);
  const tick = num(v.tick, `${path}.tick`);
  if (tick <= 0) throw new ShapeError(`${path}.tick`, 'positive');
  return {
    id: id(v.id, `${path}.id`),
    code: str(v.code, `${path}.code`),
    name: str(v.name, `${path}.name`),
    suffix: suffix(v.suffix, `${path}.suffix`),
    kind: kind(v.kind, `${path}.kind`),
    label: oneOf<MarketLabel>(MARKET_LABELS, v.label, `${path}.label`),
    industry: typeof v.industry === 'string' ? v.industry : '',
    tick,
    lot: num(v.lot, `${path}.lot`),
    quote: quote(v.quote, `${path}.quote`),
    peTtm: nullableNum(v.peTtm, `${path}.peTtm`),
    pb: nullableNum(v.pb, `${path}.pb`),
    totalCap: nullableNum(v.totalCap, `${path}.totalCap`),
    floatCap: nullableNum(v.floatCap, `${path}.floatCap`),
    bids: v.bids === undefined ? [] : array(v.bids, `${path}.bids`, bookLevel),
    asks: v.asks === undefined ? [] : array(v.asks, `${path}.asks`, bookLevel),
    ticks: v.ticks === undefined ? [] : array(v.ticks, `${path}.ticks`, tradeTick),
  };
}

const CATALOG_KEYS = CATALOG_MODULES.map((m) => m.key) as CatalogKey[];

function catalogEntry(value: unknown, path: string): CatalogEntry {
  const v = object(value, path);
  const key = oneOf(CATALOG_KEYS, v.key, `${path}.key`);
  if (typeof v.visible !== 'boolean') throw new ShapeError(`${path}.visible`, 'a boolean');
  return { key, title: str(v.title, `${path}.title`), path: str(v.path, `${path}.path`), visible: v.visible };
}

/** `catalog` / `setCatalog`: entries in the user's order; a key listed twice is rejected. */
export function parseCatalogEntries(value: unknown, path = 'datas'): CatalogEntry[] {
  const entries = array(value, path, catalogEntry);
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (seen.has(e.key)) throw new ShapeError(`${path}[${i}].key`, 'unique');
    seen.add(e.key);
  });
  return entries;
}

/** `memberList`. */
export function parseIndexMembers(value: unknown, path = 'datas'): IndexMembers {
  const v = object(value, path);
  return {
    total: num(v.total, `${path}.total`),
    up: num(v.up, `${path}.up`),
    down: num(v.down, `${path}.down`),
    flat: num(v.flat, `${path}.flat`),
    leaders: array(v.leaders, `${path}.leaders`, parseRankItem),
    laggards: array(v.laggards, `${path}.laggards`, parseRankItem),
  };
}

/** `sameIndustry2`. */
export function parseSameIndustryAnswer(value: unknown, path = 'datas'): SameIndustryAnswer {
  const v = object(value, path);
  return { industry: str(v.industry, `${path}.industry`), industryId: id(v.industryId, `${path}.industryId`), items: array(v.items, `${path}.items`, parseRankItem) };
}
