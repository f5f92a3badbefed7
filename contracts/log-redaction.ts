/**
 * What a log line may show of a request URL, shared by the edge's access log and the sim's own
 * request log so both hide the same secrets. A page URL's query (where `?key=` carries an
 * encrypted session) is dropped whole; in an /api query, secrets (`key`, tokens, tickets, the QR
 * and SMS `code` of the login calls, signatures, captcha answers, and every payment secret: the
 * cashier's prepayId, the provider's transaction id, nonces, merchant keys) become `[redacted]`,
 * a prepay id is hidden wherever it appears, and phone numbers keep only their last 4 digits.
 */

/** What replaces a secret value. */
export const REDACTED = '[redacted]';

/** Query parameters never logged, on any /api path (lower case, `_` removed). */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'key',
  'token',
  'zstokv1',
  'ticket',
  'openid',
  'password',
  'pwd',
  'sign',
  'signature',
  'randomcode',
  'challengeid',
  'smscode',
  // Payments: whoever holds a prepay id can pay or cancel at the cashier; the rest authenticate notices.
  'prepayid',
  'transactionid',
  'nonce',
  'noncestr',
  'paysign',
  'mchkey',
  'apikey',
  'secret',
]);
/** Also secret on the login calls, where `code` is the SMS code or the QR ticket. */
const LOGIN_SECRET_PARAMS: ReadonlySet<string> = new Set(['code']);
const PHONE_PARAMS: ReadonlySet<string> = new Set(['phone', 'mobile', 'tel']);
/** A mainland mobile number anywhere in a text (not inside a longer run of digits). */
const PHONE_IN_TEXT = /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/g;
/** The provider's prepay id (`wx` + 24 hex) anywhere in a text. */
const PREPAY_IN_TEXT = /wx[0-9a-f]{24}(?![0-9a-f])/gi;

/** `13800001234` → `*******1234`. */
export function maskPhone(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : '*'.repeat(value.length - 4) + value.slice(-4);
}

/** Masks every phone number and hides every prepay id in a free text (log messages). */
export function redactText(text: string): string {
  return text.replace(PHONE_IN_TEXT, maskPhone).replace(PREPAY_IN_TEXT, REDACTED);
}

/** Masks phone numbers in a query value, read decoded (`%20` before a number must not hide it). */
function redactValue(value: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return redactText(value);
  }
  const masked = redactText(decoded);
  return masked === decoded ? value : encodeURIComponent(masked);
}

function isLoginPath(path: string): boolean {
  const p = path.toLowerCase();
  return p.startsWith('/api/v2/login/') || p.startsWith('/api/v2/wx/login/');
}

/** A request URL as it may be logged (see the module comment). */
export function redactLoggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return redactText(url);
  const path = url.slice(0, q);
  if (!path.startsWith('/api/')) return `${redactText(path)}?${REDACTED}`;
  const login = isLoginPath(path);
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return redactText(pair);
      const rawName = pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        // keep the raw name
      }
      const lower = name.toLowerCase();
      if (SECRET_PARAMS.has(lower.replaceAll('_', '')) || (login && LOGIN_SECRET_PARAMS.has(lower))) return `${rawName}=${REDACTED}`;
      const value = pair.slice(eq + 1);
      if (PHONE_PARAMS.has(lower)) return `${rawName}=${maskPhone(value)}`;
      return `${rawName}=${redactValue(value)}`;
    });
  return `${redactText(path)}?${parts.join('&')}`;
}
