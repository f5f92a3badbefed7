/**
 * Sessions: opaque random tokens (only their SHA-256 is stored) with an expiry. A session ends by
 * expiring or by being revoked when the same account signs in on another device.
 */
import type Database from 'better-sqlite3';
import type { SessionCheck } from '../shared/session-check';
import { randomToken, sha256, SESSION_TOKEN_PATTERN } from '../store/index';

/** Default session lifetime: 30 days. */
export const DEFAULT_SESSION_TTL_MS = 30 * 86_400_000;

interface RawSession {
  id: number;
  user_id: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Expired sessions are kept this long (so a late request still hears 033), then deleted. */
const EXPIRED_RETENTION_MS = 30 * 86_400_000;

/** Sessions repository. */
export class SessionRepository {
  private readonly insert;
  private readonly byHash;
  private readonly revokeOthersStmt;
  private readonly purge;
  private readonly expireStmt;

  constructor(db: Database.Database) {
    this.insert = db.prepare<[number, string, number, number]>('INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)');
    this.byHash = db.prepare<[string], RawSession>('SELECT id, user_id, expires_at, revoked_at FROM sessions WHERE token_hash = ?');
    this.revokeOthersStmt = db.prepare<[number, number, number, number]>(
      `UPDATE sessions SET revoked_at = ?, revoked_reason = 'elsewhere'
       WHERE user_id = ? AND id <> ? AND revoked_at IS NULL AND expires_at > ?`,
    );
    this.purge = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at < ?');
    this.expireStmt = db.prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE token_hash = ?');
  }

  /** Ends a session now, as its lifetime would (the test hook that spares tests waiting out a lifetime); true when it existed. */
  expire(token: string, now: number): boolean {
    return this.expireStmt.run(now, sha256(token)).changes === 1;
  }

  /** Creates a session; returns the plain token (never stored) and the session id. Call inside the sign-in transaction. */
  create(userId: number, now: number, ttlMs: number): { token: string; sessionId: number; expiresAt: number } {
    this.purge.run(now - EXPIRED_RETENTION_MS);
    const token = randomToken(32);
    const expiresAt = now + ttlMs;
    const info = this.insert.run(userId, sha256(token), now, expiresAt);
    return { token, sessionId: Number(info.lastInsertRowid), expiresAt };
  }

  /** Revokes every other live session of the user ("signed in elsewhere"); returns how many. */
  revokeOthers(userId: number, keepSessionId: number, now: number): number {
    return this.revokeOthersStmt.run(now, userId, keepSessionId, now).changes;
  }

  /** Checks a token from a request header. Revocation wins over expiry: it is the more useful message. */
  check(token: string | undefined, now: number): SessionCheck {
    if (!token || !SESSION_TOKEN_PATTERN.test(token)) return { status: 'invalid' };
    const row = this.byHash.get(sha256(token));
    if (!row) return { status: 'invalid' };
    if (row.revoked_at !== null) return { status: 'revoked' };
    if (row.expires_at <= now) return { status: 'expired' };
    return { status: 'ok', userId: row.user_id, sessionId: row.id, expiresAt: row.expires_at };
  }
}
