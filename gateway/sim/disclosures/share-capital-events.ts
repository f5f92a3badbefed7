/**
 * Changes of the share capital and the float: a 送转's new shares from the ex-date, and restricted
 * shares that join the float (限售解禁) with their 提示性公告.
 */
import { unlockDaysOf } from '../market/index';
import { type EventSink, wan } from './event-sink';
import { unlockNoticeTitle } from './unlock-notices';

/** 送转: the new share capital from the ex-date. */
export function addBonusShares(s: EventSink): void {
  const { co, today, listIdx, add, ev, plus } = s;
  // ─ 送转: the new share capital from the ex-date
  for (const a of co.actions) {
    if (a.bonus <= 0 || a.idx > today || a.idx < listIdx) continue;
    const before = co.capital.at(a.idx - 1);
    const after = co.capital.at(a.idx);
    const at = plus(a.idx, 2);
    const n = add(at, a.idx, '关于变更注册资本并修订《公司章程》的公告', '信息变更', '股本变动', {
      kind: 'capital',
      idx: a.idx,
      before,
      after,
      bonus: a.bonus,
    });
    ev(a.idx, '股本变动', '送转股份上市流通', `总股本由${wan(before)}增至${wan(after)}`, n);
  }
}

/** 限售解禁, as the data centre lists them (`market/model/lockups.ts`). */
export function addUnlocks(s: EventSink): void {
  const { cs, slot, add, ev, plus, u } = s;
  // ─ 限售解禁: the 提示性公告 three to five trading days before restricted shares join the float (`market/model/lockups.ts`, as the data centre lists them)
  for (const day of unlockDaysOf(cs.source.models[slot]!)) {
    const at = plus(day.idx, -3 - Math.floor(u(day.idx % 100_000, 7) * 3));
    const title = unlockNoticeTitle(day);
    const n = add(at, at, title, '重大事项', '限售解禁', { kind: 'unlock', day });
    if (n) ev(day.idx, '股本变动', '限售股上市流通', `${wan(day.shares)}限售股上市流通，占总股本${((day.shares / day.total) * 100).toFixed(2)}%`, n);
  }
}
