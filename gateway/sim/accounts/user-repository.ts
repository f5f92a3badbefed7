/**
 * Accounts: one row per person, found by phone (SMS login) or by messaging-app openid (QR login).
 * A new account gets the trial membership and its default 全部 watchlist group in one transaction.
 */
import type Database from 'better-sqlite3';
import { VIP_TYPES, type VipType } from '../../../contracts/entities';
import { DAY_MS } from '../../../contracts/membership';
import { TRIAL_DAYS } from '../../../contracts/endpoints/user';
import type { WatchGroupRepository } from './watch-group-repository';

/** A stored account. */
export interface UserRow {
  id: number;
  phone: string | null;
  wxOpenid: string | null;
  nickName: string;
  portrait: string;
  /** Stored tier; contracts/membership.ts `effectiveVip` says what is reported. */
  vipType: VipType;
  /** Stored expiry (epoch ms), 0 when none. */
  vipTime: number;
  createdAt: number;
}

/** How a person signs in. */
export type Identity = { kind: 'phone'; phone: string } | { kind: 'wx'; openid: string };

interface RawUser {
  id: number;
  phone: string | null;
  wx_openid: string | null;
  nick_name: string;
  portrait: string;
  vip_type: number;
  vip_time: number;
  created_at: number;
}

function toUser(raw: RawUser): UserRow {
  const vipType = VIP_TYPES.find((t) => t === raw.vip_type);
  if (vipType === undefined) throw new Error(`users.vip_type out of range for user ${raw.id}`);
  return {
    id: raw.id,
    phone: raw.phone,
    wxOpenid: raw.wx_openid,
    nickName: raw.nick_name,
    portrait: raw.portrait,
    vipType,
    vipTime: raw.vip_time,
    createdAt: raw.created_at,
  };
}

/** The nickname a new account gets: 股友 + last 4 phone digits, or 微信用户 + 4 id characters. */
export function defaultNickName(identity: Identity): string {
  return identity.kind === 'phone' ? `股友${identity.phone.slice(-4)}` : `微信用户${identity.openid.slice(-4)}`;
}

/** The tier and expiry to report at `now` (written once in contracts/membership.ts, shared with payments). */

/** Accounts repository. */
export class UserRepository {
  private readonly byId;
  private readonly byPhone;
  private readonly byOpenid;
  private readonly insert;
  private readonly updateVip;
  private readonly findOrCreateTx;

  constructor(db: Database.Database, groups: WatchGroupRepository) {
    this.byId = db.prepare<[number], RawUser>('SELECT * FROM users WHERE id = ?');
    this.byPhone = db.prepare<[string], RawUser>('SELECT * FROM users WHERE phone = ?');
    this.byOpenid = db.prepare<[string], RawUser>('SELECT * FROM users WHERE wx_openid = ?');
    this.insert = db.prepare<[string | null, string | null, string, number, number, number]>(
      'INSERT INTO users (phone, wx_openid, nick_name, vip_type, vip_time, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.updateVip = db.prepare<[number, number, number]>('UPDATE users SET vip_type = ?, vip_time = ? WHERE id = ?');
    this.findOrCreateTx = db.transaction((identity: Identity, now: number): { user: UserRow; created: boolean } => {
      const found = this.find(identity);
      if (found) return { user: found, created: false };
      const info = this.insert.run(
        identity.kind === 'phone' ? identity.phone : null,
        identity.kind === 'wx' ? identity.openid : null,
        defaultNickName(identity),
        1,
        now + TRIAL_DAYS * DAY_MS,
        now,
      );
      const id = Number(info.lastInsertRowid);
      groups.createDefault(id, now);
      return { user: this.get(id)!, created: true };
    });
  }

  /** The account with this id. */
  get(id: number): UserRow | undefined {
    const raw = this.byId.get(id);
    return raw ? toUser(raw) : undefined;
  }

  /** The account of an identity, if it exists. */
  find(identity: Identity): UserRow | undefined {
    const raw = identity.kind === 'phone' ? this.byPhone.get(identity.phone) : this.byOpenid.get(identity.openid);
    return raw ? toUser(raw) : undefined;
  }

  /** The account of an identity, created (trial tier + 全部 group) on first sign-in. One transaction. */
  findOrCreate(identity: Identity, now: number): { user: UserRow; created: boolean } {
    return this.findOrCreateTx(identity, now);
  }

  /** Sets the stored tier and expiry (sim test hook and future purchases). */
  setVip(id: number, vipType: VipType, vipTime: number): void {
    this.updateVip.run(vipType, vipTime, id);
  }
}
