/**
 * QR login (spec §7): `qrcode` issues a one-time ticket and a PNG QR of the sim's confirm page;
 * a phone (or a test) opens the page, which confirms the ticket; `token` then answers the session
 * token once (`''` while pending; 404 with a message when expired, unknown or used).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { loginEndpoints, WX_CONFIRM_PATH, WX_CONFIRMED_TEXT } from '../../../../contracts/endpoints/login';
import { simError } from '../../http/errors';
import { requestOrigin } from '../../http/request-origin';
import { hmacHex, randomToken, sameDigest } from '../../store/index';
import type { TicketConfirm } from '../../accounts/wx-ticket-repository';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/accounts';

/**
 * Which messaging-app account confirms is decided by the sim, never by the caller: the phone that
 * opens the confirm page carries a device cookie the sim issued (an id signed with the server
 * secret); its account is `wx-<id>`. A phone without a valid cookie gets a new one, and with it a
 * new account. An `openid` in the URL is ignored (it used to sign anyone in as the named account).
 */
export const WX_DEVICE_COOKIE = 'zhigu_sim_wx';
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function deviceSignature(secret: Buffer, id: string): string {
  return hmacHex(secret, `wx-device:${id}`).slice(0, 32);
}

/** The device id of a request's valid cookie, or null. */
export function deviceOf(request: FastifyRequest, secret: Buffer): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== WX_DEVICE_COOKIE || !value) continue;
    const [id, sig] = value.split('.', 2);
    if (id && sig && DEVICE_ID_PATTERN.test(id) && sameDigest(sig, deviceSignature(secret, id))) return id;
  }
  return null;
}
const TICKET_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const PAGE_TEXT: Readonly<Record<TicketConfirm, { status: number; text: string }>> = {
  ok: { status: 200, text: WX_CONFIRMED_TEXT },
  expired: { status: 410, text: '二维码已过期，请在电脑上刷新后重新扫码' },
  unknown: { status: 404, text: '二维码无效' },
};

/** The confirm page (fixed texts only; nothing from the request is echoed). */
export function confirmPage(outcome: TicketConfirm): string {
  const { text } = PAGE_TEXT[outcome];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>知股 · 扫码登录</title></head><body style="font-family:sans-serif;text-align:center;padding-top:30vh"><h1 style="font-size:22px">${text}</h1><p style="color:#888">知股（模拟环境）</p></body></html>`;
}

/** Registers qrcode, token and the confirm page. */
export async function wxLoginRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now } = deps;

  router.add(loginEndpoints.wxQrcode, {}, async ({ request }) => {
    const { ticket, issuedAt, expiresAt } = store.wxTickets.issue(now());
    const url = `${requestOrigin(request, deps.publicOrigin)}${WX_CONFIRM_PATH}?ticket=${ticket}`;
    const image = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
    return { code: ticket, timestamp: String(issuedAt), image, url, expiresAt };
  });

  router.add(loginEndpoints.wxToken, { querystring: S.WxTokenQuery }, ({ query }) => {
    const result = store.signIns.byTicket(query.code, Number(query.timestamp), now(), deps.policy);
    switch (result.status) {
      case 'pending':
        return '';
      case 'signed-in':
        return result.signIn.token;
      case 'expired':
        throw simError('QR_TICKET_GONE', '二维码已过期，请刷新');
      case 'unknown':
        throw simError('QR_TICKET_GONE');
    }
  });

  app.get(WX_CONFIRM_PATH, async (request, reply) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const ticket = typeof q.ticket === 'string' && TICKET_PATTERN.test(q.ticket) ? q.ticket : null;
    let outcome: TicketConfirm = 'unknown';
    if (ticket && store.wxTickets.peek(ticket, now()) === 'ok') {
      let device = deviceOf(request, store.secret);
      if (!device) {
        device = randomToken(16);
        reply.header(
          'set-cookie',
          `${WX_DEVICE_COOKIE}=${device}.${deviceSignature(store.secret, device)}; Path=${WX_CONFIRM_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax`,
        );
      }
      outcome = store.signIns.confirmTicket(ticket, { kind: 'wx', openid: `wx-${device}` }, now());
    } else if (ticket) {
      outcome = store.wxTickets.peek(ticket, now());
    }
    return reply.code(PAGE_TEXT[outcome].status).type('text/html; charset=utf-8').send(confirmPage(outcome));
  });
}
