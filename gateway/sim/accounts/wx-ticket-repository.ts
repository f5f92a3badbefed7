/**
 * QR-login tickets: issued to a browser, confirmed by a phone (binding an account), exchanged once
 * by the browser for a session. All within {@link WX_TICKET_TTL_MS}.
 */
import type Database from 'better-sqlite3';
import { WX_TICKET_TTL_MS } from '../../../contracts/endpoints/login';
import { randomToken } from '../store/index';

/** A ticket's state as seen by the browser polling it. */
export type TicketPoll =
  | { status: 'pending' }
  | { status: 'confirmed'; userId: number }
  | { status: 'expired' }
  /** Unknown ticket, wrong issue timestamp, or already exchanged. */
  | { status: 'unknown' };

/** Outcome of confirming on the phone. */
export type TicketConfirm = 'ok' | 'expired' | 'unknown';

interface RawTicket {
  issued_at: number;
  expires_at: number;
  user_id: number | null;
  used_at: number | null;
}

/** Tickets kept after expiry, for "expired" (rather than "unknown") answers. */
const EXPIRED_RETENTION_MS = 60 * 60_000;

/** QR tickets repository. */
export class WxTicketRepository {
  private readonly insert;
  private readonly byTicket;
  private readonly confirmStmt;
  private readonly markUsed;
  private readonly purge;
  private readonly pollTx;
  private readonly confirmTx;

  constructor(db: Database.Database) {
    this.insert = db.prepare<[string, number, number]>('INSERT INTO wx_tickets (ticket, issued_at, expires_at) VALUES (?, ?, ?)');
    this.byTicket = db.prepare<[string], RawTicket>('SELECT issued_at, expires_at, user_id, used_at FROM wx_tickets WHERE ticket = ?');
    this.confirmStmt = db.prepare<[number, number, string]>('UPDATE wx_tickets SET user_id = ?, confirmed_at = ? WHERE ticket = ?');
    this.markUsed = db.prepare<[number, string]>('UPDATE wx_tickets SET used_at = ? WHERE ticket = ?');
    this.purge = db.prepare<[number]>('DELETE FROM wx_tickets WHERE expires_at < ?');

    this.pollTx = db.transaction((ticket: string, issuedAt: number, now: number): TicketPoll => {
      const row = this.byTicket.get(ticket);
      if (!row || row.issued_at !== issuedAt || row.used_at !== null) return { status: 'unknown' };
      if (row.expires_at <= now) return { status: 'expired' };
      if (row.user_id === null) return { status: 'pending' };
      this.markUsed.run(now, ticket);
      return { status: 'confirmed', userId: row.user_id };
    });
    this.confirmTx = db.transaction((ticket: string, userId: number, now: number): TicketConfirm => {
      const row = this.byTicket.get(ticket);
      if (!row || row.used_at !== null) return 'unknown';
      if (row.expires_at <= now) return 'expired';
      this.confirmStmt.run(userId, now, ticket);
      return 'ok';
    });
  }

  /** Issues a ticket. */
  issue(now: number): { ticket: string; issuedAt: number; expiresAt: number } {
    this.purge.run(now - EXPIRED_RETENTION_MS);
    const ticket = randomToken(24);
    const expiresAt = now + WX_TICKET_TTL_MS;
    this.insert.run(ticket, now, expiresAt);
    return { ticket, issuedAt: now, expiresAt };
  }

  /** Whether a ticket is live without changing it (the confirm page's first look). */
  peek(ticket: string, now: number): TicketConfirm {
    const row = this.byTicket.get(ticket);
    if (!row || row.used_at !== null) return 'unknown';
    return row.expires_at <= now ? 'expired' : 'ok';
  }

  /** The phone confirmed: binds the account. Confirming again rebinds (last confirmation wins). */
  confirm(ticket: string, userId: number, now: number): TicketConfirm {
    return this.confirmTx(ticket, userId, now);
  }

  /**
   * The browser polls. A confirmed ticket is consumed by this call (call it inside the transaction
   * that creates the session, so a crash cannot consume a ticket without a session).
   */
  poll(ticket: string, issuedAt: number, now: number): TicketPoll {
    return this.pollTx(ticket, issuedAt, now);
  }
}
