import { test } from 'node:test';
import assert from 'node:assert/strict';
import QRCode from 'qrcode';
import { WX_CONFIRM_PATH, WX_CONFIRMED_TEXT, WX_TICKET_TTL_MS, type WxQrcode } from '../../../../../contracts/endpoints/login';
import { buildTestApp, callOk, expectFail, type TestApp } from './helpers';

async function qr(ta: TestApp, headers: Record<string, string> = { host: 'zhigu.test:8080' }): Promise<WxQrcode> {
  return callOk<WxQrcode>(ta.app, 'GET', '/api/v2/wx/login/qrcode', { headers });
}

async function openConfirm(ta: TestApp, url: string): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  const res = await ta.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  assert.match(String(res.headers['content-type']), /text\/html/);
  return { status: res.statusCode, body: res.body };
}

test('qrcode: a one-time ticket, its issue time, and a PNG QR of the confirm page', async (t) => {
  const ta = await buildTestApp(t);
  const q = await qr(ta);
  assert.match(q.code, /^[A-Za-z0-9_-]{32}$/);
  assert.equal(q.timestamp, String(ta.clock.t));
  assert.equal(q.expiresAt, ta.clock.t + WX_TICKET_TTL_MS);
  assert.equal(q.url, `http://zhigu.test:8080${WX_CONFIRM_PATH}?ticket=${q.code}`);
  assert.ok(q.image.startsWith('data:image/png;base64,'));
  // The same generator with the same options gives the same image: the QR encodes exactly q.url.
  assert.equal(q.image, await QRCode.toDataURL(q.url, { errorCorrectionLevel: 'M', margin: 1, width: 200 }));
  const other = await qr(ta);
  assert.notEqual(other.code, q.code);
});

test('token: pending until confirmed, then the session token once, then gone', async (t) => {
  const ta = await buildTestApp(t);
  const q = await qr(ta);
  const poll = `/api/v2/wx/login/token?code=${q.code}&timestamp=${q.timestamp}`;
  assert.equal(await callOk<string>(ta.app, 'GET', poll), '');
  const page = await openConfirm(ta, q.url);
  assert.equal(page.status, 200);
  assert.ok(page.body.includes(WX_CONFIRMED_TEXT));
  const token = await callOk<string>(ta.app, 'GET', poll);
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  const info = await callOk<{ nickName: string; vipType: number }>(ta.app, 'GET', '/api/v2/user/userinfo', { token });
  assert.match(info.nickName, /^微信用户/);
  assert.equal(info.vipType, 1);
  await expectFail(ta.app, 'GET', poll, '404', {}, /失效/);
  // A used ticket cannot be confirmed again.
  assert.equal((await openConfirm(ta, q.url)).status, 404);
});

test('token: an expired ticket says so, on the poll and on the confirm page', async (t) => {
  const ta = await buildTestApp(t);
  const q = await qr(ta);
  ta.clock.advance(WX_TICKET_TTL_MS);
  await expectFail(ta.app, 'GET', `/api/v2/wx/login/token?code=${q.code}&timestamp=${q.timestamp}`, '404', {}, /已过期/);
  const page = await openConfirm(ta, q.url);
  assert.equal(page.status, 410);
  assert.ok(page.body.includes('已过期'));
});

test('token: a confirmed ticket left past its expiry cannot be exchanged', async (t) => {
  const ta = await buildTestApp(t);
  const q = await qr(ta);
  await openConfirm(ta, q.url);
  ta.clock.advance(WX_TICKET_TTL_MS);
  await expectFail(ta.app, 'GET', `/api/v2/wx/login/token?code=${q.code}&timestamp=${q.timestamp}`, '404', {}, /已过期/);
});

test('token: wrong timestamp, unknown ticket and bad params', async (t) => {
  const ta = await buildTestApp(t);
  const q = await qr(ta);
  await expectFail(ta.app, 'GET', `/api/v2/wx/login/token?code=${q.code}&timestamp=${Number(q.timestamp) + 1}`, '404');
  await expectFail(ta.app, 'GET', `/api/v2/wx/login/token?code=nope&timestamp=${q.timestamp}`, '404');
  await expectFail(ta.app, 'GET', `/api/v2/wx/login/token?code=${q.code}`, '400', {}, /缺少参数 timestamp/);
  await expectFail(ta.app, 'GET', `/api/v2/wx/login/token?code=${q.code}&timestamp=abc`, '400', {}, /timestamp 格式错误/);
  assert.equal((await openConfirm(ta, `http://x${WX_CONFIRM_PATH}?ticket=%27%3B%20DROP%20TABLE%20users`)).status, 404);
  assert.equal((await openConfirm(ta, `http://x${WX_CONFIRM_PATH}`)).status, 404);
});

test('the account is the confirming phone’s, known by the cookie the sim issued; an openid in the URL is ignored', async (t) => {
  const ta = await buildTestApp(t);
  // Phone A confirms and gets its device cookie.
  const q1 = await qr(ta);
  const u1 = new URL(q1.url);
  const first = await ta.app.inject({ method: 'GET', url: `${u1.pathname}${u1.search}&openid=victim` });
  assert.equal(first.statusCode, 200);
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  assert.match(cookie, /^zhigu_sim_wx=[A-Za-z0-9_-]{22}\.[0-9a-f]{32}$/);
  assert.match(String(first.headers['set-cookie']), /HttpOnly/);
  const tokenA1 = await callOk<string>(ta.app, 'GET', `/api/v2/wx/login/token?code=${q1.code}&timestamp=${q1.timestamp}`);

  // Phone A again (its cookie): same account; the newer login revokes the older (016).
  const q2 = await qr(ta);
  const u2 = new URL(q2.url);
  await ta.app.inject({ method: 'GET', url: `${u2.pathname}${u2.search}`, headers: { cookie } });
  const tokenA2 = await callOk<string>(ta.app, 'GET', `/api/v2/wx/login/token?code=${q2.code}&timestamp=${q2.timestamp}`);
  await expectFail(ta.app, 'GET', '/api/v2/user/userinfo', '016', { token: tokenA1 });
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: tokenA2 });

  // An attacker naming A's account (by openid, or by a forged cookie) gets an account of their own; A stays signed in.
  const openidOfA = (ta.store.db.prepare('SELECT wx_openid FROM users').get() as { wx_openid: string }).wx_openid;
  const q3 = await qr(ta);
  const u3 = new URL(q3.url);
  const forged = `zhigu_sim_wx=${openidOfA.replace(/^wx-/, '')}.${'0'.repeat(32)}`;
  await ta.app.inject({ method: 'GET', url: `${u3.pathname}${u3.search}&openid=${openidOfA}`, headers: { cookie: forged } });
  const tokenB = await callOk<string>(ta.app, 'GET', `/api/v2/wx/login/token?code=${q3.code}&timestamp=${q3.timestamp}`);
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: tokenA2 });
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: tokenB });
  assert.equal((ta.store.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n, 2, 'two phones, two accounts, no shared demo account');
});

test('the QR origin: configured origin wins; forwarded headers next; a hostile host header is not used', async (t) => {
  const ta = await buildTestApp(t);
  const fwd = await qr(ta, { host: '127.0.0.1:9', 'x-forwarded-host': 'zhigu.example', 'x-forwarded-proto': 'https' });
  assert.ok(fwd.url.startsWith(`https://zhigu.example${WX_CONFIRM_PATH}?ticket=`));
  const hostile = await qr(ta, { host: 'evil.com/phish?x=' });
  assert.ok(hostile.url.startsWith(`http://127.0.0.1${WX_CONFIRM_PATH}?ticket=`));

  const configured = await buildTestApp(t, { publicOrigin: 'http://192.168.1.5:8080/ignored/path' });
  const q = await qr(configured, { host: 'other:1' });
  assert.ok(q.url.startsWith(`http://192.168.1.5:8080${WX_CONFIRM_PATH}?ticket=`));
});
