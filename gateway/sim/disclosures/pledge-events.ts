/**
 * A major holder's pledges: each announced on its 质押日 and its release on its 解押日, with what the
 * holder still has pledged (pledges.ts draws them, as the data centre lists them).
 */
import type { EventSink } from './event-sink';
import { wan } from './event-sink';
import type { HolderModel } from './holders';
import { type PledgeModel, pledgeTerms } from './pledges';

/** Every pledge and release by the day on show (none without a model). */
export function addPledges(s: EventSink, holders: HolderModel, pledgeModel: PledgeModel | null): void {
  const { ctx, slot, today, add, ev } = s;
  // ─ 股权质押: a major holder's pledge announced on its 质押日, its release on its 解押日 (`pledges.ts`, as the data centre lists them)
  const pledges = pledgeModel?.of(slot, today) ?? [];
  // What a holder still has pledged at the close of a day (a release that day no longer counts).
  const pledgedBy = (holder: string, at: number) => pledges.filter((q) => q.holder === holder && q.start <= at && q.end > at).reduce((x, q) => x + q.shares, 0);
  for (const p of pledges) {
    const terms = pledgeTerms(holders, ctx, slot, p);
    const who = p.controlling ? '控股股东' : '持股5%以上股东';
    const n = add(p.start, p.start, `关于${who}部分股份质押的公告`, '重大事项', '股权质押', {
      kind: 'pledge',
      pledge: p,
      terms,
      release: false,
      cumulative: pledgedBy(p.holder, p.start),
    });
    ev(p.start, '股权质押', `${who}质押${wan(p.shares)}`, `${p.holder}将${wan(p.shares)}质押给${p.pledgee}，占其所持股份${terms.heldRatio.toFixed(2)}%`, n);
    if (p.end > today) continue;
    const r = add(p.end, p.end, `关于${who}部分股份解除质押的公告`, '重大事项', '股权质押', {
      kind: 'pledge',
      pledge: p,
      terms,
      release: true,
      cumulative: pledgedBy(p.holder, p.end),
    });
    ev(p.end, '股权质押', `${who}解除质押${wan(p.shares)}`, `${p.holder}质押给${p.pledgee}的${wan(p.shares)}解除质押`, r);
  }
}
