/**
 * Test-only hooks of the simulated upstream. They exist only when the sim is started with test hooks
 * on (off by default) and are not part of the product, so they are not in the ENDPOINTS table.
 * They let automated tests do what a person does with their eyes and phone: read the image
 * challenge, read the SMS, and set a membership tier.
 */
import type { UserInfo, VipType } from '../entities';
import { endpoint, type None } from './define';

/** Query of the challenge peek. */
export interface PeekChallengeQuery {
  challengeId: string;
}

/** Query of the SMS peek. */
export interface PeekSmsQuery {
  phone: string;
}

/** Body of the tier setter (applies to the token's account). */
export interface SetVipBody {
  vipType: VipType;
  /** Expiry, epoch ms (ignored for 0 and 3). */
  vipTime: number;
}

/** The sim's test hooks. 404 when a challenge or SMS is not known. */
export const simTestEndpoints = {
  peekChallenge: endpoint<PeekChallengeQuery, never, { answer: string }>('GET', '/api/sim-test/captcha'),
  peekSms: endpoint<PeekSmsQuery, never, { code: string }>('GET', '/api/sim-test/smsCode'),
  setVip: endpoint<None, SetVipBody, UserInfo>('POST', '/api/sim-test/vip', 'required'),
} as const;
