/** Query and body schemas of the login, user, analytics and sim test-hook endpoints. */
import Type, { type Static } from 'typebox';
import { VIP_TYPES } from '../../entities';
import { Code, strictObject } from './common';

/** Phone numbers, codes and challenge ids: the handlers check the format (with a message naming it); the schema caps length. */
const ShortText = Type.String({ maxLength: 64 });

/** Query of `getSmsCode`: the phone (11 digits starting 1[3-9]), the captcha challenge and its answer. */
export const SmsCodeQuery = strictObject({ phone: ShortText, challengeId: ShortText, randomCode: ShortText });
export type SmsCodeQuery = Static<typeof SmsCodeQuery>;

/** Body of `loginByCode`: the phone and the SMS code. */
export const LoginByCodeBody = strictObject({ phone: ShortText, code: ShortText });
export type LoginByCodeBody = Static<typeof LoginByCodeBody>;

/** Query of `wxToken`: the QR ticket and the issue timestamp echoed from `wxQrcode`. */
export const WxTokenQuery = strictObject({ code: Type.String({ minLength: 1, maxLength: 64 }), timestamp: Type.String({ pattern: '^[0-9]{1,16}$' }) });
export type WxTokenQuery = Static<typeof WxTokenQuery>;

/** Query of `capital/unLock`: the security to unlock today. */
export const UnlockQuery = strictObject({ code: Code });
export type UnlockQuery = Static<typeof UnlockQuery>;

/** Body of `save2`: the encrypted analytics payload (see contracts/endpoints/analytics.ts). */
export function analyticsBody(maxCipherLength: number) {
  return strictObject({ json: Type.String({ minLength: 1, maxLength: maxCipherLength }) });
}

/** Query of the test hook reading a captcha answer. */
export const PeekChallengeQuery = strictObject({ challengeId: Type.String({ maxLength: 64 }) });
export type PeekChallengeQuery = Static<typeof PeekChallengeQuery>;

/** Query of the test hook reading the last SMS code of a phone. */
export const PeekSmsQuery = strictObject({ phone: Type.String({ maxLength: 20 }) });
export type PeekSmsQuery = Static<typeof PeekSmsQuery>;

/** Body of the test hook setting the caller's tier and expiry (epoch ms; 0 = none). */
export const SetVipBody = strictObject({ vipType: Type.Enum(VIP_TYPES), vipTime: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) });
export type SetVipBody = Static<typeof SetVipBody>;
