/**
 * Test-only hooks of the simulated upstream. They exist only when the sim is started with test hooks
 * on (off by default) and are not part of the product, so they are not in the ENDPOINTS table.
 * They let automated tests do what a person does with their eyes and phone: read the image
 * challenge, read the SMS, set a membership tier, and let a session expire without waiting for it.
 */
import type { UserInfo } from '../entities';
import { endpoint, type None } from './define';
import type { PeekChallengeQuery, PeekSmsQuery, SetVipBody } from './schemas/accounts';

export type { PeekChallengeQuery, PeekSmsQuery, SetVipBody } from './schemas/accounts';

/** The sim's test hooks. 404 when a challenge or SMS is not known. */
export const simTestEndpoints = {
  peekChallenge: endpoint<PeekChallengeQuery, never, { answer: string }>('GET', '/api/sim-test/captcha'),
  peekSms: endpoint<PeekSmsQuery, never, { code: string }>('GET', '/api/sim-test/smsCode'),
  setVip: endpoint<None, SetVipBody, UserInfo>('POST', '/api/sim-test/vip', 'required'),
  /** Ends the caller's session now, as its lifetime would: the next call with it answers 033. */
  expireSession: endpoint<None, None, null>('POST', '/api/sim-test/expireSession', 'required'),
} as const;
