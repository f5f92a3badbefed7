/**
 * Bench worker: the real sim (market, API, feed, 价格预警 evaluated on the pumped quotes) on a fixed
 * clock the bench moves, so a batch of alerts set just above the live price all cross when the
 * market moves on (the market's path is deterministic: read at 10:30, replayed from 10:00 — as the
 * browser test of alerts does). Its store is a temp directory on disk, so a fire pays the real
 * 预警记录 write; a second connection to it signs the bench's users in.
 *
 * Commands: `signIn {count}` → tokens; `arm {from, count, perUser}` → the codes each user's alerts
 * are on (the market set back to 10:00 first); `fire` → the market moved to 10:30; `disarm` → the
 * last armed alerts removed; `batches` → each quote batch that fired since `fire`, with its fires and
 * the ms (wall and this process's CPU) from evaluation to the events handed to the feed. argv: the store's (empty) directory, which the bench removes.
 * SIM_CACHE_DIR: the boot cache (default .tmp/sim-cache).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FixedClock } from '../../../gateway/sim/market/live/clock';
import { openStore } from '../../../gateway/sim/open-store';
import { startSim } from '../../../gateway/sim/start';
import { serveWorker } from '../lib/ipc';

const at = (hm: string) => Date.parse(`2025-11-27T${hm}:00+08:00`);
const T0 = at('10:00');
const T1 = at('10:30');
const ROOT = path.resolve(import.meta.dirname, '../../..');

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('sim-proc: the store directory is required');
const sim = await startSim({
  dataDir,
  clock: String(T1),
  bootCacheDir: process.env.SIM_CACHE_DIR ?? path.join(ROOT, '.tmp/sim-cache'),
});
const clock = sim.market.clock as FixedClock;
const accounts = openStore(dataDir);

/** Main-board stocks that trade at 10:00 and stand ≥ 1% higher at 10:30, with their 10:00 price; the market is left at 10:00. */
function risers(): Array<{ id: string; p0: number }> {
  clock.set(T1);
  sim.market.step();
  const later = new Map(sim.market.quotes().map((s) => [s.id, s.price]));
  clock.set(T0);
  sim.market.step();
  return sim.market
    .quotes()
    .filter((s) => /^(60|00)\d{4}\.(SH|SZ)$/.test(s.id) && s.status === 'trading' && s.limitUp !== null && s.price < s.limitUp)
    .filter((s) => (later.get(s.id) ?? 0) >= s.price * 1.01 && s.price > 2)
    .map((s) => ({ id: s.id, p0: s.price }));
}
const rising = risers();

/** The sim's own share: each pushed batch that fired alerts, timed from evaluation to the events sent to the feed. */
let batches: Array<{ fires: number; ms: number; cpuMs: number }> = [];
const onQuotes = sim.alerts.onQuotes.bind(sim.alerts);
sim.alerts.onQuotes = (quotes) => {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const fires = onQuotes(quotes);
  if (fires > 0) {
    const c = process.cpuUsage(c0);
    batches.push({ fires, ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000 });
  }
  return fires;
};

const uids: number[] = [];
let armed: Array<{ uid: number; id: number }> = [];

function signIn(args: unknown): string[] {
  const { count } = args as { count: number };
  const now = Date.now();
  const tokens: string[] = [];
  accounts.db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const phone = `137${String(uids.length).padStart(8, '0')}`;
      const s = accounts.signIns.byIdentity({ kind: 'phone', phone }, now, { ttlMs: 3_600_000, revokeOlderSessions: false });
      uids.push(s.userId);
      tokens.push(s.token);
    }
  })();
  return tokens;
}

/** Users `from`…`from+count-1` each get `perUser` alerts 0.01 above the 10:00 price of a riser. */
function arm(args: unknown): { codes: string[][]; alerts: number; refused: number } {
  const { from, count, perUser } = args as { from: number; count: number; perUser: number };
  clock.set(T0);
  sim.market.step();
  const codes: string[][] = [];
  let refused = 0;
  let k = from * perUser;
  for (let u = from; u < from + count; u++) {
    const uid = uids[u]!;
    const mine: string[] = [];
    for (let j = 0; j < perUser; j++) {
      const stock = rising[k++ % rising.length]!;
      try {
        const a = sim.alerts.create(uid, { code: stock.id, kind: 'priceAbove', threshold: Math.round((stock.p0 + 0.01) * 100) / 100 });
        armed.push({ uid, id: a.id });
        mine.push(stock.id);
      } catch {
        refused++;
      }
    }
    codes.push(mine);
  }
  return { codes, alerts: armed.length, refused };
}

function fire(): number {
  batches = [];
  clock.set(T1);
  return Date.now();
}

function disarm(): number {
  for (const a of armed) sim.alerts.remove(a.uid, a.id);
  const n = armed.length;
  armed = [];
  clock.set(T0);
  return n;
}

serveWorker({ signIn, arm, fire, disarm, batches: () => batches }, { apiUrl: sim.apiUrl, wsUrls: sim.wsUrls, risers: rising.length });
