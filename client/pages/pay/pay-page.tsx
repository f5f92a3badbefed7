/**
 * The membership purchase page (/pay, opened from the user card and every member gate): tier
 * cards, the order confirmation, the QR of the simulated provider with a countdown, the result,
 * and the order history. Signed out, choosing a tier goes to login and comes back here (spec §4).
 * The order on screen is in the address (`?order=`), so a reload resumes the QR or shows the result.
 */
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { paymentEndpoints } from '../../../contracts/endpoints/payments';
import { userEndpoints } from '../../../contracts/endpoints/user';
import { DEFAULT_PATH } from '../../../contracts/routes';
import { isPurchasable, MEMBERSHIP_BENEFITS, MEMBERSHIP_TIERS, PAY_DISCLAIMER, vipCardText, type MembershipTier } from '../../../contracts/membership';
import { goToLogin } from '../../core/go-to-login';
import { navigateTo } from '../../core/navigation';
import { request } from '../../services/http';
import { setUserInfo, token$, userInfo$ } from '../../state/session';
import { ConfirmDialog } from './components/confirm-dialog';
import { OrderHistory } from './components/order-history';
import { OrderPanel } from './components/order-panel';
import { createPayPage, type PayDeps } from './pay.streams';
import { Back, Benefits, Blurb, Choose, Disclaimer, Duration, Grid, Header, Inner, Page, Price, Ribbon, Status, Title, TierCard, TierName } from './pay-styles';
import { durationText, priceText } from './pay-text';

/** The tier highlighted as the best value. */
const FEATURED: MembershipTier['id'] = 'year';

/** How often a 待支付 order is asked for its state, ms. */
const POLL_MS = 1_500;

function goBack(): void {
  if (history.length > 1) history.back();
  else navigateTo(DEFAULT_PATH);
}

function writeOrderToAddress(orderNo: string | null): void {
  const params = new URLSearchParams(window.location.search);
  if ((params.get('order') ?? null) === orderNo) return;
  if (orderNo === null) params.delete('order');
  else params.set('order', orderNo);
  const q = params.toString();
  navigateTo(`${window.location.pathname}${q ? `?${q}` : ''}`, { replace: true });
}

const deps: PayDeps = {
  createOrder: (body) => request(paymentEndpoints.createOrder, { body }),
  order: (orderNo) => request(paymentEndpoints.order, { query: { orderNo }, silent: true }),
  orders: () => request(paymentEndpoints.orders, { silent: true }),
  closeOrder: (orderNo) => request(paymentEndpoints.closeOrder, { body: { orderNo } }),
  userinfo: () => request(userEndpoints.userinfo, { silent: true }),
  saveUserInfo: setUserInfo,
  showOrder: writeOrderToAddress,
  newRequestId: () => crypto.randomUUID(),
  pollMs: POLL_MS,
};

/** The purchase flow of a signed-in user. */
function Purchase({ orderParam }: { orderParam: string | null }) {
  const [page] = useState(() => createPayPage(deps));
  const state = useObservableEagerState(page.state$);
  const user = useObservableEagerState(userInfo$);
  useEffect(() => page.openOrder(orderParam), [page, orderParam]);
  return (
    <>
      {state.order ? (
        <OrderPanel order={state.order} user={user} error={state.error} onCancel={page.cancelOrder} onDone={() => page.openOrder(null)} />
      ) : (
        <Tiers onChoose={(t) => page.chooseTier(t)} />
      )}
      {state.confirming && (
        <ConfirmDialog
          tierId={state.confirming}
          channel={state.channel}
          user={user}
          submitting={state.submitting}
          error={state.error}
          now={Date.now()}
          onChannel={page.chooseChannel}
          onConfirm={page.confirm}
          onClose={page.dismiss}
        />
      )}
      <OrderHistory history={state.history} onOpen={(no) => page.openOrder(no)} />
    </>
  );
}

function Tiers({ onChoose }: { onChoose: (id: Exclude<MembershipTier['id'], 'trial'>) => void }) {
  return (
    <Grid>
      {MEMBERSHIP_TIERS.map((tier) => (
        <TierCard key={tier.id} $featured={tier.id === FEATURED} data-testid={`tier-${tier.id}`}>
          {tier.id === FEATURED && <Ribbon>推荐</Ribbon>}
          <TierName>{tier.name}</TierName>
          <Price>
            <b>{priceText(tier.priceFen)}</b>
            {tier.listPriceFen !== null && <s>{priceText(tier.listPriceFen)}</s>}
          </Price>
          <Duration>{durationText(tier)}</Duration>
          <Blurb>{tier.blurb}</Blurb>
          {isPurchasable(tier) ? (
            <Choose type="button" onClick={() => onChoose(tier.id)}>
              立即开通
            </Choose>
          ) : (
            <Choose type="button" disabled aria-disabled="true">
              注册即送
            </Choose>
          )}
        </TierCard>
      ))}
    </Grid>
  );
}

/** The /pay page. */
export default function PayPage() {
  const token = useObservableEagerState(token$);
  const user = useObservableEagerState(userInfo$);
  const search = useSearch();
  const orderParam = new URLSearchParams(search).get('order');
  const card = user ? vipCardText(user) : null;
  const status = token === null ? '登录后可开通会员' : card ? `当前：${card.title}，${card.detail}` : '';

  return (
    <Page>
      <Inner>
        <Header>
          <Title>开通会员</Title>
          <Status data-testid="pay-status">{status}</Status>
          <Back type="button" onClick={goBack}>
            返回
          </Back>
        </Header>
        <Disclaimer role="note" data-testid="pay-disclaimer">
          <strong>注意</strong>
          {PAY_DISCLAIMER}
        </Disclaimer>
        {token === null ? <Tiers onChoose={() => goToLogin()} /> : <Purchase orderParam={orderParam} />}
        <Benefits>
          <h2>会员权益</h2>
          <ul>
            {MEMBERSHIP_BENEFITS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Benefits>
      </Inner>
    </Page>
  );
}
