/**
 * Boundary parsers of the market-data datasets (contracts/endpoints/market-data.ts). The client runs
 * every answer through these before use; a malformed answer throws a {@link ShapeError} naming the
 * first bad field, so one broken payload never reaches a chart. Quote-like numbers of rows may be
 * `null` on the wire (not traded yet, suspended) and parse to `NaN` (shown as `--`).
 * The detail calls' parsers are in details-parse.ts.
 */
import {
  ADJUSTS,
  type AdjustFactorsAnswer,
  KLINE_PERIODS,
  type BreadthAnswer,
  type BreadthBucket,
  type Datasets,
  type DatasetName,
  type IndexBoardItem,
  type KlineAnswer,
  type KlineBar,
  type MinuteDay,
  type MinutePoint,
  type MinutesAnswer,
  type NewsFlash,
  type RankAnswer,
  type RankItem,
  type SectorItem,
} from './market-data';
import { STATUSES, ShapeError, array, fields, id, kind, liveNum, num, object, oneOf, str, suffix } from './shape';

export { ShapeError } from './shape';

function klineBar(value: unknown, path: string): KlineBar {
  const v = object(value, path);
  return fields(v, path, ['t', 'o', 'h', 'l', 'c', 'v', 'a'], num);
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
    ...fields(v, path, ['code', 'name'], str),
    suffix: suffix(v.suffix, `${path}.suffix`),
    kind: kind(v.kind, `${path}.kind`),
    ...fields(v, path, ['price', 'change', 'pct', 'volume', 'amount', 'turnover', 'amplitude', 'volumeRatio', 'speed', 'totalCap'], liveNum),
    status: oneOf(STATUSES, v.status, `${path}.status`),
  };
}

/** Dataset `rank`. */
export function parseRankAnswer(value: unknown, path = 'datas'): RankAnswer {
  const v = object(value, path);
  return {
    ...fields(v, path, ['total', 'page', 'pageSize'], num),
    items: array(v.items, `${path}.items`, parseRankItem),
  };
}

function bucket(value: unknown, path: string): BreadthBucket {
  const v = object(value, path);
  return {
    label: str(v.label, `${path}.label`),
    count: num(v.count, `${path}.count`),
    trend: oneOf(['up', 'down', 'flat'] as const, v.trend, `${path}.trend`),
  };
}

/** Dataset `breadth`. */
export function parseBreadthAnswer(value: unknown, path = 'datas'): BreadthAnswer {
  const v = object(value, path);
  return {
    ...fields(v, path, ['up', 'down', 'flat', 'limitUp', 'limitDown', 'suspended', 'amount'], num),
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
    ...fields(v, path, ['code', 'name'], str),
    ...fields(v, path, ['price', 'change', 'pct', 'amount'], liveNum),
    ...fields(v, path, ['up', 'down', 'flat'], num),
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
    ...fields(v, path, ['code', 'name'], str),
    kind: kind(v.kind, `${path}.kind`),
    ...fields(v, path, ['price', 'change', 'pct', 'preClose', 'amount'], liveNum),
    spark: array(v.spark, `${path}.spark`, num),
    ...(v.breadth === undefined
      ? {}
      : { breadth: fields(object(v.breadth, `${path}.breadth`), `${path}.breadth`, ['up', 'down', 'flat', 'limitUp', 'limitDown'], num) }),
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

/** Dataset `adjustFactors`: factors positive, ex-dates strictly increasing. */
export function parseAdjustFactors(value: unknown, path = 'datas'): AdjustFactorsAnswer {
  const v = object(value, path);
  const exDates = array(v.exDates, `${path}.exDates`, (e, p) => {
    const o = object(e, p);
    const factor = num(o.factor, `${p}.factor`);
    if (!(factor > 0)) throw new ShapeError(`${p}.factor`, 'a positive number');
    return { t: num(o.t, `${p}.t`), factor };
  });
  exDates.forEach((e, i) => {
    if (i > 0 && e.t <= exDates[i - 1]!.t) throw new ShapeError(`${path}.exDates[${i}].t`, 'later than the one before');
  });
  return { id: id(v.id, `${path}.id`), exDates };
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
  adjustFactors: (v) => parseAdjustFactors(v),
};
