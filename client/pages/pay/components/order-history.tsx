/**
 * The user's orders, newest first: number, tier, amount, state, created and paid times.
 */
import type { PayOrder } from '../../../../contracts/endpoints/payments';
import { ORDER_STATUS_TEXT, PAY_CHANNEL_TEXT } from '../../../../contracts/membership';
import type { Loadable } from '../../../core/loadable';
import { EmptyState } from '../../../ui/empty-state';
import { LoadStatus } from '../../../ui/load-status';
import { HistoryTable, Section, StatusTag } from '../pay-styles';
import { orderTimeText, priceText } from '../pay-text';

/** Props of {@link OrderHistory}. */
export interface OrderHistoryProps {
  history: Loadable<PayOrder[]>;
  onOpen(orderNo: string): void;
}

/** See the module comment. */
export function OrderHistory({ history, onOpen }: OrderHistoryProps) {
  const rows = history.data;
  return (
    <Section data-testid="pay-history">
      <h2>我的订单</h2>
      <LoadStatus value={history} />
      {rows && rows.length === 0 && <EmptyState text="暂无订单" />}
      {rows && rows.length > 0 && (
        <HistoryTable>
          <thead>
            <tr>
              <th scope="col">订单号</th>
              <th scope="col">会员方案</th>
              <th scope="col">金额</th>
              <th scope="col">支付方式</th>
              <th scope="col">状态</th>
              <th scope="col">下单时间</th>
              <th scope="col">支付时间</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.orderNo} data-testid="pay-history-row">
                <td className="num">
                  {o.status === 'pending' ? (
                    <button type="button" onClick={() => onOpen(o.orderNo)} aria-label={`继续支付订单 ${o.orderNo}`}>
                      {o.orderNo}
                    </button>
                  ) : (
                    o.orderNo
                  )}
                </td>
                <td>{o.tierName}</td>
                <td className="num">{priceText(o.amountFen)}</td>
                <td>{PAY_CHANNEL_TEXT[o.channel]}</td>
                <td>
                  <StatusTag $status={o.status}>{ORDER_STATUS_TEXT[o.status]}</StatusTag>
                </td>
                <td className="num">{orderTimeText(o.createdAt)}</td>
                <td className="num">{orderTimeText(o.paidAt)}</td>
              </tr>
            ))}
          </tbody>
        </HistoryTable>
      )}
    </Section>
  );
}
