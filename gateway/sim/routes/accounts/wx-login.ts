/**
 * QR login (spec §7): `qrcode` issues a one-time ticket and a PNG QR of the sim's confirm page;
 * a phone (or a test) opens the page, which confirms the ticket; `token` then answers the session
 * token once (`''` while pending; 404 with a message when expired, unknown or used).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import {
  loginEndpoints,
  WX_CONFIRM_PATH,
  WX_CONFIRMED_TEXT,
  WX_TICKET_GONE_CODE,
} from '../../../../contracts/endpoints/login';
import { AccountError } from '../../store/account-error';
import type { TicketConfirm } from '../../store/wx-tickets';
import type { AccountDeps } from './deps';
import { Router } from './router';
import { object } from './schemas';

/** The messaging-app account a confirmation signs in when the page gets no `openid` (the sim's one demo phone). */
export const DEMO_OPENID = 'sim-wx-demo';
const OPENID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.split(',', 1)[0]?.trim();
}

/** The origin the browser used: configured, else from forwarded/host headers (validated, so no header can inject a URL). */
export function requestOrigin(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured;
  const proto = firstHeader(request, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  const host = firstHeader(request, 'x-forwarded-host') ?? firstHeader(request, 'host');
  return `${proto}://${host && HOST_PATTERN.test(host) ? host : '127.0.0.1'}`;
}

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

  router.add(
    loginEndpoints.wxToken,
    {
      querystring: object(
        { code: { type: 'string', minLength: 1, maxLength: 64 }, timestamp: { type: 'string', pattern: '^[0-9]{1,16}$' } },
        ['code', 'timestamp'],
      ),
    },
    ({ query }) => {
      const result = store.signIns.byTicket(query.code, Number(query.timestamp), now(), deps.policy);
      switch (result.status) {
        case 'pending':
          return '';
        case 'signed-in':
          return result.signIn.token;
        case 'expired':
          throw new AccountError(WX_TICKET_GONE_CODE, '二维码已过期，请刷新');
        case 'unknown':
          throw new AccountError(WX_TICKET_GONE_CODE, '二维码已失效，请刷新');
      }
    },
  );

  app.get(WX_CONFIRM_PATH, async (request, reply) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const ticket = typeof q.ticket === 'string' && TICKET_PATTERN.test(q.ticket) ? q.ticket : null;
    const openid = typeof q.openid === 'string' && OPENID_PATTERN.test(q.openid) ? q.openid : DEMO_OPENID;
    const outcome: TicketConfirm = ticket ? store.signIns.confirmTicket(ticket, { kind: 'wx', openid }, now()) : 'unknown';
    return reply.code(PAGE_TEXT[outcome].status).type('text/html; charset=utf-8').send(confirmPage(outcome));
  });
}
