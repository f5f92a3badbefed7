/**
 * The membership purchase page (/pay, opened from the user card). Lists the tiers of
 * contracts/membership.ts with the demo disclaimer: no payment is ever made; choosing a tier only
 * says so.
 */
import { useObservableEagerState } from 'observable-hooks';
import { MEMBERSHIP_BENEFITS, MEMBERSHIP_TIERS, PAY_DISCLAIMER, vipCardText, type MembershipTier } from '../../../contracts/membership';
import { DEFAULT_PATH } from '../../../contracts/routes';
import { warn } from '../../core/notifications';
import { navigateTo } from '../../core/navigation';
import { token$, userInfo$ } from '../../state/session';
import { durationText, priceText } from './pay-text';
import { Back, Benefits, Blurb, Choose, Disclaimer, Duration, Grid, Header, Inner, Page, Price, Ribbon, Status, Title, TierCard, TierName } from './pay-styles';

/** What choosing a tier says: nothing is bought in the demo. */
export const DEMO_PURCHASE_MESSAGE = '演示版本不提供支付，未产生任何订单或费用';

/** The tier highlighted as the best value. */
const FEATURED: MembershipTier['id'] = 'year';

function goBack(): void {
  if (history.length > 1) history.back();
  else navigateTo(DEFAULT_PATH);
}

/** The /pay page. */
export default function PayPage() {
  const token = useObservableEagerState(token$);
  const user = useObservableEagerState(userInfo$);
  const status = token === null ? '登录后可查看会员状态' : user ? `当前：${vipCardText(user).title}，${vipCardText(user).detail}` : '';

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
        <Grid>
          {MEMBERSHIP_TIERS.map((tier) => (
            <TierCard key={tier.id} $featured={tier.id === FEATURED} data-testid={`tier-${tier.id}`}>
              {tier.id === FEATURED && <Ribbon>推荐</Ribbon>}
              <TierName>{tier.name}</TierName>
              <Price>
                <b>{priceText(tier.price)}</b>
                {tier.listPrice !== null && <s>{priceText(tier.listPrice)}</s>}
              </Price>
              <Duration>{durationText(tier)}</Duration>
              <Blurb>{tier.blurb}</Blurb>
              <Choose type="button" onClick={() => warn(DEMO_PURCHASE_MESSAGE)}>
                {tier.price === 0 ? '领取体验' : '立即开通'}
              </Choose>
            </TierCard>
          ))}
        </Grid>
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
