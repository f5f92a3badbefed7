/**
 * What a session token is worth at a given time: the accounts' session repository answers it, the http kit's
 * session guard reads it. Kept on the ground floor so the guard takes any checker without importing
 * accounts/.
 */
export type SessionCheck =
  | { status: 'ok'; userId: number; sessionId: number; expiresAt: number }
  /** Absent, malformed or unknown. */
  | { status: 'invalid' }
  | { status: 'expired' }
  /** Revoked because the account signed in elsewhere. */
  | { status: 'revoked' };

/** Anything that can check a token (accounts/ `SessionRepository`). */
export interface SessionChecker {
  check(token: string | undefined, now: number): SessionCheck;
}
