/** Loopback port helpers for the tests and benchmarks that start real servers (redis-server, nginx). */
import { connect } from 'node:net';
import { freePorts } from '../../gateway/supervisor/free-ports';

/** A port free on 127.0.0.1 right now (the OS's choice, as the gateway picks the sim's). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts('127.0.0.1', 1);
  return port!;
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
