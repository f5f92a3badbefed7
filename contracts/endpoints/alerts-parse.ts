/**
 * Boundary parsers of the 价格预警 answers (contracts/endpoints/alerts.ts): the client reads the
 * list and the 预警记录 through these, so a payload of another shape fails with a {@link ShapeError}
 * naming the field instead of reaching the screen.
 */
import { ALERT_KINDS } from '../alerts';
import type { AlertHistoryPage, AlertList, AlertRecord, PriceAlert } from './alerts';
import { array, id, num, nullableNum, object, oneOf, ShapeError, str } from './shape';

const nullableId = (v: unknown, p: string) => (v === null ? null : id(v, p));
const nullableStr = (v: unknown, p: string) => (v === null ? null : str(v, p));
function bool(v: unknown, p: string): boolean {
  if (typeof v !== 'boolean') throw new ShapeError(p, 'a boolean');
  return v;
}

/** One alert. */
export function parsePriceAlert(value: unknown, path = 'datas'): PriceAlert {
  const v = object(value, path);
  return {
    id: num(v.id, `${path}.id`),
    code: nullableId(v.code, `${path}.code`),
    name: nullableStr(v.name, `${path}.name`),
    kind: oneOf(ALERT_KINDS, v.kind, `${path}.kind`),
    threshold: nullableNum(v.threshold, `${path}.threshold`),
    screenId: nullableNum(v.screenId, `${path}.screenId`),
    screenName: nullableStr(v.screenName, `${path}.screenName`),
    paused: bool(v.paused, `${path}.paused`),
    cooldownMinutes: num(v.cooldownMinutes, `${path}.cooldownMinutes`),
    createdAt: num(v.createdAt, `${path}.createdAt`),
    lastFiredAt: nullableNum(v.lastFiredAt, `${path}.lastFiredAt`),
    firedCount: num(v.firedCount, `${path}.firedCount`),
  };
}

/** The answer of `alertList`. */
export function parseAlertList(value: unknown): AlertList {
  const v = object(value, 'datas');
  return { items: array(v.items, 'datas.items', parsePriceAlert), max: num(v.max, 'datas.max') };
}

function parseRecord(value: unknown, path: string): AlertRecord {
  const v = object(value, path);
  return {
    id: num(v.id, `${path}.id`),
    alertId: num(v.alertId, `${path}.alertId`),
    code: nullableId(v.code, `${path}.code`),
    name: nullableStr(v.name, `${path}.name`),
    kind: oneOf(ALERT_KINDS, v.kind, `${path}.kind`),
    text: str(v.text, `${path}.text`),
    price: nullableNum(v.price, `${path}.price`),
    firedAt: num(v.firedAt, `${path}.firedAt`),
  };
}

/** The answer of `alertHistory`. */
export function parseAlertHistory(value: unknown): AlertHistoryPage {
  const v = object(value, 'datas');
  return {
    total: num(v.total, 'datas.total'),
    page: num(v.page, 'datas.page'),
    pageSize: num(v.pageSize, 'datas.pageSize'),
    items: array(v.items, 'datas.items', parseRecord),
  };
}
