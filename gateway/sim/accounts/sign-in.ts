/**
 * Signing in: find or create the account, open a session and (by policy) revoke the account's other
 * sessions, all in one transaction, so a crash leaves either everything or nothing.
 */
import type Database from 'better-sqlite3';
import type { SessionRepository } from './session-repository';
import type { Identity, UserRepository } from './user-repository';
import type { TicketConfirm, TicketPoll, WxTicketRepository } from './wx-ticket-repository';

/** Session policy of the running server. */
export interface SessionPolicy {
  /** Session lifetime. */
  ttlMs: number;
  /** Revoke the account's older sessions ("signed in elsewhere", code 016). */
  revokeOlderSessions: boolean;
}

/** A completed sign-in. */
export interface SignedIn {
  token: string;
  userId: number;
  /** True when this sign-in created the account. */
  created: boolean;
  expiresAt: number;
}

/** Result of exchanging a QR ticket: a sign-in once confirmed, else the ticket's state. */
export type TicketExchange = { status: 'signed-in'; signIn: SignedIn } | Exclude<TicketPoll, { status: 'confirmed' }>;

/** Sign-in transactions. */
export class SignIns {
  private readonly byIdentityTx;
  private readonly byTicketTx;
  private readonly confirmTx;

  constructor(
    db: Database.Database,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tickets: WxTicketRepository,
  ) {
    this.byIdentityTx = db.transaction((identity: Identity, now: number, policy: SessionPolicy): SignedIn => {
      const { user, created } = this.users.findOrCreate(identity, now);
      return this.open(user.id, created, now, policy);
    });
    this.byTicketTx = db.transaction((ticket: string, issuedAt: number, now: number, policy: SessionPolicy): TicketExchange => {
      const poll = tickets.poll(ticket, issuedAt, now);
      if (poll.status !== 'confirmed') return poll;
      return { status: 'signed-in', signIn: this.open(poll.userId, false, now, policy) };
    });
    this.confirmTx = db.transaction((ticket: string, identity: Identity, now: number): TicketConfirm => {
      const state = this.tickets.peek(ticket, now);
      if (state !== 'ok') return state;
      return this.tickets.confirm(ticket, this.users.findOrCreate(identity, now).user.id, now);
    });
  }

  private open(userId: number, created: boolean, now: number, policy: SessionPolicy): SignedIn {
    const session = this.sessions.create(userId, now, policy.ttlMs);
    if (policy.revokeOlderSessions) this.sessions.revokeOthers(userId, session.sessionId, now);
    return { token: session.token, userId, created, expiresAt: session.expiresAt };
  }

  /** Signs in by phone or openid, creating the account on first sign-in. */
  byIdentity(identity: Identity, now: number, policy: SessionPolicy): SignedIn {
    return this.byIdentityTx(identity, now, policy);
  }

  /** The phone confirms a QR ticket for an identity (creating its account on first use). One transaction. */
  confirmTicket(ticket: string, identity: Identity, now: number): TicketConfirm {
    return this.confirmTx(ticket, identity, now);
  }

  /** Exchanges a confirmed QR ticket for a session (consuming the ticket); otherwise reports its state. */
  byTicket(ticket: string, issuedAt: number, now: number, policy: SessionPolicy): TicketExchange {
    return this.byTicketTx(ticket, issuedAt, now, policy);
  }
}
