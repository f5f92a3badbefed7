/**
 * One-time login secrets: image-challenge answers and SMS codes, with their expiry, resend interval
 * and try limits (contracts/endpoints/login.ts). SMS codes are stored as an HMAC of phone and code
 * under the server secret (store/secrets.ts, kept outside the database): a leaked database alone
 * does not give the million candidates of a 6-digit code away.
 */
import type Database from 'better-sqlite3';
import { CAPTCHA_TTL_MS, SMS_CODE_TTL_MS, SMS_MAX_TRIES, SMS_RESEND_INTERVAL_MS } from '../../../contracts/endpoints/login';
import { limitReached } from '../http/errors';
import { hmacHex, randomToken, sameDigest } from '../store/index';

/** Outcome of answering an image challenge (the challenge is gone afterwards either way). */
export type ChallengeAnswer = 'ok' | 'wrong' | 'expired' | 'unknown';

/** Outcome of entering an SMS code. */
export type SmsVerdict =
  | { status: 'ok' }
  | { status: 'none' }
  | { status: 'expired' }
  /** Too many wrong entries: a new code is needed. */
  | { status: 'exhausted' }
  | { status: 'wrong'; triesLeft: number };

/** Image challenges and SMS codes repository. */
export class LoginCodeRepository {
  private readonly insertChallenge;
  private readonly takeChallengeStmt;
  private readonly purgeChallenges;
  private readonly peekChallenge;
  private readonly smsByPhone;
  private readonly upsertSms;
  private readonly bumpTries;
  private readonly deleteSms;
  private readonly answerTx;
  private readonly issueSmsTx;
  private readonly verifySmsTx;

  private readonly smsHash: (phone: string, code: string) => string;

  constructor(db: Database.Database, secret: Buffer) {
    this.smsHash = (phone, code) => hmacHex(secret, `sms:${phone}:${code}`);
    this.insertChallenge = db.prepare<[string, string, number]>('INSERT INTO captcha_challenges (id, answer, expires_at) VALUES (?, ?, ?)');
    this.takeChallengeStmt = db.prepare<[string], { answer: string; expires_at: number }>(
      'DELETE FROM captcha_challenges WHERE id = ? RETURNING answer, expires_at',
    );
    this.purgeChallenges = db.prepare<[number]>('DELETE FROM captcha_challenges WHERE expires_at < ?');
    this.peekChallenge = db.prepare<[string], { answer: string }>('SELECT answer FROM captcha_challenges WHERE id = ?');
    this.smsByPhone = db.prepare<[string], { code_hash: string; sent_at: number; expires_at: number; tries: number }>(
      'SELECT code_hash, sent_at, expires_at, tries FROM sms_codes WHERE phone = ?',
    );
    this.upsertSms = db.prepare<[string, string, number, number]>(
      `INSERT INTO sms_codes (phone, code_hash, sent_at, expires_at, tries) VALUES (?, ?, ?, ?, 0)
       ON CONFLICT (phone) DO UPDATE SET code_hash = excluded.code_hash, sent_at = excluded.sent_at,
         expires_at = excluded.expires_at, tries = 0`,
    );
    this.bumpTries = db.prepare<[string]>('UPDATE sms_codes SET tries = tries + 1 WHERE phone = ?');
    this.deleteSms = db.prepare<[string]>('DELETE FROM sms_codes WHERE phone = ?');

    this.answerTx = db.transaction((id: string, answer: string, now: number): ChallengeAnswer => {
      const row = this.takeChallengeStmt.get(id);
      if (!row) return 'unknown';
      if (row.expires_at <= now) return 'expired';
      return row.answer === answer.toUpperCase() ? 'ok' : 'wrong';
    });
    this.issueSmsTx = db.transaction((phone: string, code: string, now: number): void => {
      const row = this.smsByPhone.get(phone);
      if (row && now - row.sent_at < SMS_RESEND_INTERVAL_MS) {
        const wait = Math.ceil((SMS_RESEND_INTERVAL_MS - (now - row.sent_at)) / 1000);
        throw limitReached(`发送过于频繁，请${wait}秒后再试`);
      }
      this.upsertSms.run(phone, this.smsHash(phone, code), now, now + SMS_CODE_TTL_MS);
    });
    this.verifySmsTx = db.transaction((phone: string, code: string, now: number): SmsVerdict => {
      const row = this.smsByPhone.get(phone);
      if (!row) return { status: 'none' };
      if (row.tries >= SMS_MAX_TRIES) return { status: 'exhausted' };
      if (row.expires_at <= now) return { status: 'expired' };
      if (sameDigest(row.code_hash, this.smsHash(phone, code))) {
        this.deleteSms.run(phone);
        return { status: 'ok' };
      }
      this.bumpTries.run(phone);
      const triesLeft = SMS_MAX_TRIES - row.tries - 1;
      return triesLeft > 0 ? { status: 'wrong', triesLeft } : { status: 'exhausted' };
    });
  }

  /** Stores a new image challenge answer; returns its id. */
  createChallenge(answer: string, now: number): string {
    this.purgeChallenges.run(now);
    const id = randomToken(16);
    this.insertChallenge.run(id, answer.toUpperCase(), now + CAPTCHA_TTL_MS);
    return id;
  }

  /** Answers a challenge (case-insensitive). Single use: the challenge is deleted whatever the outcome. */
  answerChallenge(id: string, answer: string, now: number): ChallengeAnswer {
    return this.answerTx(id, answer, now);
  }

  /** The stored answer of a live challenge (sim test hook only). */
  challengeAnswer(id: string): string | undefined {
    return this.peekChallenge.get(id)?.answer;
  }

  /** Records a new SMS code for a phone; throws 409 when the last one was sent under a minute ago. */
  issueSmsCode(phone: string, code: string, now: number): void {
    this.issueSmsTx(phone, code, now);
  }

  /** Checks an entered SMS code; a match consumes it, a miss uses up one try. */
  verifySmsCode(phone: string, code: string, now: number): SmsVerdict {
    return this.verifySmsTx(phone, code, now);
  }
}
