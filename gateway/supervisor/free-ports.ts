/**
 * Free TCP ports on an interface, chosen by the OS: the gateway picks the sim process's ports once,
 * so its URLs stay the same across restarts and the edge never needs re-pointing.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/** `count` distinct free ports on `host` (all held open together, then released). */
export async function freePorts(host: string, count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const s = createServer();
      servers.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(0, host, () => resolve());
      });
    }
    return servers.map((s) => (s.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => (s.listening ? s.close(() => resolve()) : resolve()))));
  }
}
