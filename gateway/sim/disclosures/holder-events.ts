/**
 * A major holder's change of stake: a holder of 5% or more, or the controlling holder, whose stake moved
 * by 0.5 point or more in a quarter (holder-changes.ts finds them).
 */
import { periodContaining } from '../companies/index';
import type { EventSink } from './event-sink';
import { holderChangesOf } from './holder-changes';
import type { HolderModel } from './holders';

/** Every such change announced by the day on show. */
export function addHolderChanges(s: EventSink, holders: HolderModel): void {
  const { co, slot, today, todayDay, add, ev } = s;
  // ─ holders: a holder of 5% or more, or the controlling holder, whose stake moved by 0.5 point or more in a quarter
  // Announced on its own day inside quarter g, so the quarters whose report is not out yet count too.
  const reported = holders.periods(slot, today).map((p) => p.g);
  const quarters = new Set(reported);
  for (let g = (reported[0] ?? co.firstListed) + 1; g <= periodContaining(todayDay); g++) quarters.add(g);
  for (const g of quarters) {
    for (const c of holderChangesOf(holders, slot, g, co.params.key, co.firstListed)) {
      const n = add(c.idx, c.idx, c.title, '持股变动', '增减持', {
        kind: 'holder',
        name: c.name,
        nature: c.nature,
        before: c.before,
        after: c.after,
        prevTotal: c.prevTotal,
        total: c.total,
        up: c.up,
        controlling: c.controlling,
      });
      ev(c.idx, '增减持', `${c.name}${c.up ? '增持' : '减持'}`, `持股比例由${(c.s0 * 100).toFixed(2)}%${c.up ? '增至' : '降至'}${(c.s1 * 100).toFixed(2)}%`, n);
    }
  }
}
