/**
 * The 盘口与资金 card's figures as pure descriptions: label, text (signed flows in 万/亿, book and
 * trade volumes in 手 for A-shares) and the signed value that colours it.
 */
import type { StockDetail } from '../../../../contracts/endpoints/details';
import type { OrderFlowAnswer } from '../../../../contracts/endpoints/order-flow';
import { formatChange, formatPlain, formatSignedLargeNumber, formatVolume, volumeUnitOf } from '../../../../contracts/format';

/** The figures of the card, label and text with the signed value that colours it (null: not coloured). */
export function orderFlowFigures(
  flow: OrderFlowAnswer,
  detail: Pick<StockDetail, 'kind' | 'lot'>,
): Array<{ key: string; label: string; text: string; trend: number | null }> {
  const unit = volumeUnitOf(detail.kind);
  const signedLots = (shares: number) => (shares > 0 ? `+${formatVolume(shares, unit)}` : formatVolume(shares, unit));
  return [
    { key: 'volumeRatio', label: '量比', text: formatPlain(flow.volumeRatio), trend: null },
    { key: 'commissionRatio', label: '委比', text: `${formatChange(flow.commissionRatio)}%`, trend: flow.commissionRatio },
    { key: 'outer', label: '外盘', text: formatVolume(flow.outer, unit), trend: 1 },
    { key: 'commissionDiff', label: '委差', text: signedLots(flow.commissionDiff), trend: flow.commissionDiff },
    { key: 'inner', label: '内盘', text: formatVolume(flow.inner, unit), trend: -1 },
    { key: 'mainNet', label: '主力净流入', text: formatSignedLargeNumber(flow.mainNet), trend: flow.mainNet },
    { key: 'xl', label: '超大单', text: formatSignedLargeNumber(flow.net.xl), trend: flow.net.xl },
    { key: 'l', label: '大单', text: formatSignedLargeNumber(flow.net.l), trend: flow.net.l },
    { key: 'm', label: '中单', text: formatSignedLargeNumber(flow.net.m), trend: flow.net.m },
    { key: 's', label: '小单', text: formatSignedLargeNumber(flow.net.s), trend: flow.net.s },
  ];
}
