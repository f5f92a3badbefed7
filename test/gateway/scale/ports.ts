/** Loopback port helpers for tests that start real servers (redis-server, nginx). */
import { type AddressInfo, connect, createServer } from 'node:net';

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Resolves once something accepts connections on `port`. */
export async function waitForPort(port: number, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listened on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
