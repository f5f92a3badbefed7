/**
 * The origin a browser used to reach the sim, for links the sim hands out (the login QR code's
 * confirm page, the payment QR's cashier page): the configured public origin, else the forwarded
 * or Host header — validated, so no header can inject a URL.
 */
import type { FastifyRequest } from 'fastify';

const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.split(',', 1)[0]?.trim();
}

/** The origin the browser used: configured, else from forwarded/host headers. */
export function requestOrigin(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured;
  const proto = firstHeader(request, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  const host = firstHeader(request, 'x-forwarded-host') ?? firstHeader(request, 'host');
  return `${proto}://${host && HOST_PATTERN.test(host) ? host : '127.0.0.1'}`;
}
