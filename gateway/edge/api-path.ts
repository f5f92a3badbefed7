/**
 * The one reading of an /api request path, done once before rate limits and the proxy. Upstreams
 * decode percent-escapes, ignore case, drop a trailing slash or strip `;params` in different ways,
 * so any path that could mean something else after such a step is refused here instead of being
 * guessed at: only the characters the API's paths use are accepted (letters, digits, `/ _ - . ~`;
 * no `%`, `;`, `:`, `\` or controls), with no empty, `.` or `..` segment. The accepted path's
 * canonical form (lower case, no trailing slash) is what the limits match, so `/api/v2/login/
 * getSmsCode/` and `/API/...`-style variants count against the same policy as the real path.
 */

/** Characters an /api path may hold; everything else (including any percent-escape) is refused. */
const API_PATH_CHARS = /^\/api\/[A-Za-z0-9/_.~-]*$/;

/** The canonical form of a raw /api request target, or null when the path must be refused. */
export function canonicalApiPath(rawUrl: string): string | null {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (!API_PATH_CHARS.test(path)) return null;
  const segments = path.slice(1).split('/');
  const last = segments.length - 1;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg === '.' || seg === '..' || (seg === '' && i !== last)) return null;
  }
  const trimmed = path.length > 5 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}
