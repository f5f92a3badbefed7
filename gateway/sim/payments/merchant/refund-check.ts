/**
 * A REFUND notification takes a paid membership back, so a valid signature is not enough: the
 * merchant asks the provider's query API (as a real merchant queries 微信支付 before acting on a
 * refund) and applies it only when the provider's own trade for that order is refunded, with the
 * same transaction and amount. A notification signed with a leaked key, or replayed from another
 * trade, changes nothing.
 */
import type { PayNotification } from '../../../../contracts/endpoints/payments';
import type { ProviderTrade } from '../provider/sim-pay';

/** The provider's query API: a trade by merchant id and order number. */
export type TradeQuery = (mchId: string, outTradeNo: string) => ProviderTrade | undefined;

/** True when the provider confirms the refund the notification reports. */
export function refundConfirmed(query: TradeQuery, n: Pick<PayNotification, 'mchId' | 'outTradeNo' | 'transactionId' | 'amountFen'>): boolean {
  const trade = query(n.mchId, n.outTradeNo);
  return trade !== undefined && trade.state === 'REFUND' && trade.transactionId === n.transactionId && trade.amountFen === n.amountFen;
}
