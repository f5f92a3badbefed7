/**
 * The order on screen. 待支付: the QR of the provider's cashier page (scan with the phone; in the demo
 * the link opens the same page here), amount and a countdown to the 15-minute close, and 取消订单.
 * Otherwise the result: 开通成功 with the new membership, 已关闭, or 已退款.
 */
import { useEffect, useState } from 'react';
import type { PayOrder } from '../../../../contracts/endpoints/payments';
import type { UserInfo } from '../../../../contracts/entities';
import { ORDER_STATUS_TEXT, PAY_CHANNEL_TEXT, vipCardText } from '../../../../contracts/membership';
import { Button } from '../../../ui/button';
import { Actions, Countdown, ErrorLine, Facts, QrBox, Section } from '../pay-styles';
import { countdownText, orderTimeText, priceText } from '../pay-text';

/** Props of {@link OrderPanel}. */
export interface OrderPanelProps {
  order: PayOrder;
  user: UserInfo | null;
  error: string | null;
  onCancel(): void;
  onDone(): void;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/** See the module comment. */
export function OrderPanel({ order, user, error, onCancel, onDone }: OrderPanelProps) {
  const pending = order.status === 'pending';
  const now = useNow(pending);
  if (pending && order.pay) {
    const left = order.expiresAt - now;
    return (
      <Section data-testid="pay-qr" aria-live="polite">
        <h2>请使用{PAY_CHANNEL_TEXT[order.channel]}扫码支付</h2>
        <QrBox>
          {order.pay.qrImage ? <img src={order.pay.qrImage} alt={`${PAY_CHANNEL_TEXT[order.channel]}支付二维码`} /> : <span role="status">二维码加载中…</span>}
          <div>
            <Facts>
              <dt>订单号</dt>
              <dd>{order.orderNo}</dd>
              <dt>会员方案</dt>
              <dd>{order.tierName}</dd>
              <dt>应付金额</dt>
              <dd>{priceText(order.amountFen)}</dd>
              <dt>剩余时间</dt>
              <dd>
                <Countdown data-testid="pay-countdown">{countdownText(left)}</Countdown>
              </dd>
            </Facts>
            <p>支付完成后本页自动更新。演示环境中可在本机打开模拟的手机支付页：</p>
            <Actions>
              <a href={order.pay.url} target="_blank" rel="noopener noreferrer" data-testid="pay-cashier-link">
                打开支付页
              </a>
              <Button type="button" $variant="ghost" onClick={onCancel}>
                取消订单
              </Button>
            </Actions>
            {error && <ErrorLine role="alert">{error}</ErrorLine>}
          </div>
        </QrBox>
      </Section>
    );
  }
  const title = order.status === 'fulfilled' ? '开通成功' : order.status === 'paid' ? '支付成功，正在开通' : `订单${ORDER_STATUS_TEXT[order.status]}`;
  return (
    <Section data-testid="pay-result" data-status={order.status} aria-live="polite">
      <h2>{title}</h2>
      <Facts>
        <dt>订单号</dt>
        <dd>{order.orderNo}</dd>
        <dt>会员方案</dt>
        <dd>{order.tierName}</dd>
        <dt>金额</dt>
        <dd>{priceText(order.amountFen)}</dd>
        <dt>状态</dt>
        <dd>{ORDER_STATUS_TEXT[order.status]}</dd>
        {order.paidAt !== null && (
          <>
            <dt>支付时间</dt>
            <dd>{orderTimeText(order.paidAt)}</dd>
          </>
        )}
        {order.status === 'fulfilled' && user && (
          <>
            <dt>当前会员</dt>
            <dd data-testid="pay-result-vip">
              {vipCardText(user).title}，{vipCardText(user).detail}
            </dd>
          </>
        )}
      </Facts>
      {order.status === 'closed' && <p>订单超过 15 分钟未支付或已取消，未产生任何费用。</p>}
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <Actions>
        <Button type="button" onClick={onDone}>
          {order.status === 'fulfilled' ? '完成' : '重新选择方案'}
        </Button>
      </Actions>
    </Section>
  );
}
