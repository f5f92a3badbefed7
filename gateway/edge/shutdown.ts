/**
 * Graceful shutdown of an edge: stop accepting connections, close live sockets with 1001, let
 * in-flight requests finish, and give up after `timeoutMs` (the caller then exits anyway).
 */
import type { FastifyInstance } from 'fastify';

/** Default bound on a graceful shutdown, ms. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Closes the app; resolves `clean` when everything finished in time, `forced` otherwise. */
export async function shutdownEdge(app: FastifyInstance, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<'clean' | 'forced'> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), timeoutMs);
  });
  // Connections that finish their last request during the close become idle: drop them as they do.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    return await Promise.race([app.close().then(() => 'clean' as const), bound]);
  } finally {
    clearTimeout(timer);
    clearInterval(reaper);
  }
}
