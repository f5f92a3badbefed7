/**
 * A share buyback's announcements and entries: the plan, its 股东大会, the first purchase, the monthly
 * progress and the result (buybacks.ts draws the plans and their progress).
 */
import type { BuybackModel } from './buybacks';
import { type BuybackNotice, buybackNotices, progressAt } from './buyback-plan';
import type { Disclosure } from './disclosure';
import { type EventSink, wan } from './event-sink';
import { dayText } from './notice-text';

const BUYBACK_TITLE: Record<BuybackNotice['stage'], string> = {
  plan: '关于以集中竞价交易方式回购公司股份方案的公告',
  meeting: '关于回购公司股份方案的临时股东大会决议公告',
  first: '关于首次以集中竞价交易方式回购公司股份的公告',
  progress: '关于回购股份的进展公告',
  result: '关于回购股份实施结果暨股份变动的公告',
};

/** Every buyback of the company known by the day on show (none without a model). */
export function addBuybacks(s: EventSink, buybacks: BuybackModel | null): void {
  const { slot, today, add, ev } = s;
  // ─ 股份回购: the plan, its 股东大会, the first purchase, the monthly progress and the result (`buybacks.ts`)
  for (const b of buybacks?.of(slot, today - 1) ?? []) {
    const byStage = new Map<BuybackNotice['stage'], Disclosure>();
    for (const n of buybackNotices(b, today - 1)) {
      const eventIdx = n.stage === 'plan' || n.stage === 'meeting' ? n.idx : n.through;
      const d = add(n.idx, eventIdx, BUYBACK_TITLE[n.stage], '重大事项', '股份回购', {
        kind: 'buyback',
        stage: n.stage,
        plan: b,
        through: n.through,
        progress: progressAt(b, n.through),
      });
      if (d) byStage.set(n.stage, d);
    }
    const yiText = (fen: number) => `${(fen / 1e10).toFixed(2)}亿元`;
    ev(
      b.plan,
      '股份回购',
      '披露回购方案',
      `拟以${yiText(b.amountLow)}至${yiText(b.amountHigh)}回购股份，价格不超过${b.priceCap.toFixed(2)}元/股`,
      byStage.get('plan') ?? null,
    );
    if (b.meeting !== null && b.meeting <= today)
      ev(b.meeting, '股东大会', '临时股东大会', '审议通过以集中竞价交易方式回购公司股份的方案', byStage.get('meeting') ?? null);
    const result = byStage.get('result');
    if (result && b.end !== null) {
      const p = progressAt(b, b.end);
      ev(b.end, '股份回购', b.completed ? '回购实施完毕' : '回购期限届满', `累计回购${wan(p.shares)}，成交总金额${yiText(p.fen)}`, result);
    } else if (b.end === null) {
      ev(b.deadline, '股份回购', '回购期限届满', `回购期限至${dayText(b.deadline)}`, byStage.get('plan') ?? null);
    }
  }
}
