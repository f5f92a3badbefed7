/**
 * Server-wide settings kept in the database: the API lock token (contracts/signing.ts), created on
 * first open and then stable across restarts so signed clients keep working.
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { LOCK_TOKEN_LENGTH } from '../../../contracts/signing';

const LOCK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh lock token: {@link LOCK_TOKEN_LENGTH} alphanumeric characters. */
export function newLockToken(): string {
  // 62 symbols from bytes < 248 (= 4 × 62) keeps the draw uniform.
  let out = '';
  while (out.length < LOCK_TOKEN_LENGTH) {
    for (const b of randomBytes(LOCK_TOKEN_LENGTH)) {
      if (b < 248 && out.length < LOCK_TOKEN_LENGTH) out += LOCK_ALPHABET.charAt(b % 62);
    }
  }
  return out;
}

/** Settings repository. */
export class Meta {
  private readonly getStmt;
  private readonly insertIfAbsent;
  private cachedLockToken: string | null = null;

  constructor(db: Database.Database) {
    this.getStmt = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
    this.insertIfAbsent = db.prepare<[string, string]>('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING');
  }

  /** The API lock token, created on first call and cached (it is read on every signed request). */
  lockToken(): string {
    if (this.cachedLockToken) return this.cachedLockToken;
    this.insertIfAbsent.run('lock_token', newLockToken());
    const value = this.getStmt.get('lock_token')?.value;
    if (!value || value.length !== LOCK_TOKEN_LENGTH) throw new Error('meta.lock_token is missing or malformed');
    this.cachedLockToken = value;
    return value;
  }
}
