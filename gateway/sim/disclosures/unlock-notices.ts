/**
 * The words of a 限售解禁 notice, by what unlocks that day (`market/model/unlock-days.ts`): the
 * 提示性公告's title in the stock's 公告 list and its 上市类型 paragraph, so the list and the
 * document name the same kind of shares (首发 lock-ups, a 定增's, a 限制性股票激励 plan's tranche).
 */
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { LOCKUP_KINDS } from '../market/index';
import type { UnlockDay } from '../market/index';

const ORDINALS = ['一', '二', '三', '四'];
const dayText = (idx: number) => formatDay(dayOfTradingIndex(idx));

type Source = 'ipo' | 'placement' | 'incentive';

function sourceOf(day: UnlockDay): Source {
  if (day.batches.some((b) => b.kind === LOCKUP_KINDS.incentive)) return 'incentive';
  return day.batches.some((b) => b.kind.startsWith('首发')) ? 'ipo' : 'placement';
}

/** 第N个解除限售期 of a plan's tranche vesting `months` after the grant. */
function tranche(months: number): string {
  return `第${ORDINALS[Math.max(0, Math.round(months / 12) - 1)] ?? String(Math.round(months / 12))}个解除限售期`;
}

/** Title of the day's 提示性公告. */
export function unlockNoticeTitle(day: UnlockDay): string {
  const b = day.batches[0]!;
  switch (sourceOf(day)) {
    case 'ipo':
      return '关于首次公开发行部分限售股上市流通的提示性公告';
    case 'placement':
      return '关于向特定对象发行股票限售股份上市流通的提示性公告';
    case 'incentive':
      return `关于${dayText(b.from).slice(0, 4)}年限制性股票激励计划${tranche(b.months)}解除限售股份上市流通的提示性公告`;
  }
}

/** The notice's 本次限售股上市类型 paragraph (`chineseDate` as documents.ts writes dates). */
export function unlockTypeParagraph(day: UnlockDay, chineseDate: (text: string) => string): string {
  const b = day.batches[0]!;
  const from = chineseDate(dayText(b.from));
  switch (sourceOf(day)) {
    case 'ipo':
      return `本次上市流通的限售股为公司首次公开发行限售股，自${from}公司股票上市之日起锁定，限售期届满。`;
    case 'placement':
      return `本次上市流通的限售股为公司向特定对象发行股票的限售股，自${from}发行结束之日起锁定，限售期届满。`;
    case 'incentive':
      return `本次上市流通的限售股为公司${dayText(b.from).slice(0, 4)}年限制性股票激励计划授予的限制性股票（来源于公司回购专用证券账户，总股本不变），自${from}授予登记完成之日起${b.months}个月的限售期已届满，${tranche(b.months)}解除限售条件已经成就。`;
  }
}
