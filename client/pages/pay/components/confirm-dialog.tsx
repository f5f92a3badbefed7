/**
 * Order confirmation: the tier, its duration and price (from contracts), the channel, and the
 * expiry the purchase will give (renewals extend from the current expiry). 确认支付 creates the order.
 */
import { applyTier, PAY_CHANNEL_TEXT, PAY_CHANNELS, tierById, vipCardText, type PayChannel, type PurchasableTierId } from '../../../../contracts/membership';
import type { UserInfo } from '../../../../contracts/entities';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Channels, ErrorLine, Facts } from '../pay-styles';
import { durationText, priceText } from '../pay-text';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  tierId: PurchasableTierId;
  channel: PayChannel;
  user: UserInfo | null;
  submitting: boolean;
  error: string | null;
  now: number;
  onChannel(c: PayChannel): void;
  onConfirm(): void;
  onClose(): void;
}

/** See the module comment. */
export function ConfirmDialog({ tierId, channel, user, submitting, error, now, onChannel, onConfirm, onClose }: ConfirmDialogProps) {
  const tier = tierById(tierId)!;
  const after = applyTier({ vipType: user?.vipType ?? 0, vipTime: user?.vipTime ?? 0 }, tier, now);
  return (
    <Modal
      title="确认订单"
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={submitting}>
            取消
          </Button>
          <Button type="button" onClick={onConfirm} disabled={submitting} data-testid="pay-confirm">
            {submitting ? '正在下单…' : `确认支付 ${priceText(tier.priceFen)}`}
          </Button>
        </>
      }
    >
      <Facts>
        <dt>会员方案</dt>
        <dd>{tier.name}</dd>
        <dt>有效期</dt>
        <dd>{durationText(tier)}</dd>
        <dt>应付金额</dt>
        <dd>{priceText(tier.priceFen)}</dd>
        <dt>开通后</dt>
        <dd data-testid="pay-after">
          {vipCardText(after).title}，{vipCardText(after).detail}
        </dd>
      </Facts>
      <Channels>
        <legend>支付方式</legend>
        {PAY_CHANNELS.map((c) => (
          <label key={c}>
            <input type="radio" name="pay-channel" value={c} checked={c === channel} onChange={() => onChannel(c)} />
            {PAY_CHANNEL_TEXT[c]}
          </label>
        ))}
      </Channels>
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
    </Modal>
  );
}
