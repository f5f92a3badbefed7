/**
 * bench:alerts — evaluation cost of 100,000 price alerts over 10,000 users while the whole
 * universe ticks, as % of one core at the sim's tick rate (every security about every
 * PUMP_INTERVAL_MS × PUMP_SLICES), beside a naive scan of every alert on every tick measured in
 * the same run. Synthetic universe of UNIVERSE securities with random-walk prices; alerts are a
 * mix of every threshold and limit kind set near the price, so crossings really happen.
 * (Trigger-to-browser latency at 2,000 sockets is not measured here yet.)
 */
import { performance } from 'node:perf_hooks';
import type { AlertKind, AlertRule } from '../../contracts/alerts';
import { AlertIndex, type AlertTick } from '../../gateway/sim/alerts/alert-index';
import { PUMP_INTERVAL_MS, PUMP_SLICES } from '../../gateway/sim/start';

const UNIVERSE = 5_500;
const USERS = 10_000;
const ALERTS = 100_000;
const SIM_SECONDS = 60;

let s = 42;
const rnd = (): number => {
  s = (s * 1664525 + 1013904223) >>> 0;
  return s / 2 ** 32;
};

const codes = Array.from({ length: UNIVERSE }, (_, i) => `${String(600000 + i).padStart(6, '0')}.SH`);
const pre = codes.map(() => 5 + rnd() * 95);
const price = [...pre];
const KINDS: AlertKind[] = ['priceAbove', 'priceBelow', 'pctAbove', 'pctBelow', 'limitUp', 'limitDown', 'limitOpen', 'volumeSurge'];
const rules: Array<{ uid: number; rule: AlertRule; ci: number }> = [];
for (let id = 1; id <= ALERTS; id++) {
  const ci = Math.floor(rnd() * UNIVERSE);
  const kind = KINDS[Math.floor(rnd() * KINDS.length)]!;
  const p = pre[ci]!;
  const threshold =
    kind === 'priceAbove'
      ? p * (1 + rnd() * 0.05)
      : kind === 'priceBelow'
        ? p * (1 - rnd() * 0.05)
        : kind === 'pctAbove'
          ? rnd() * 5
          : kind === 'pctBelow'
            ? -rnd() * 5
            : kind === 'volumeSurge'
              ? 1 + rnd() * 2
              : undefined;
  const rule: AlertRule = { id, code: codes[ci]!, kind, paused: rnd() < 0.1, cooldownMs: 60_000, ...(threshold === undefined ? {} : { threshold }) };
  rules.push({ uid: 1 + (id % USERS), rule, ci });
}

const ticksPerSecond = UNIVERSE / ((PUMP_INTERVAL_MS * PUMP_SLICES) / 1000);
const totalTicks = Math.round(ticksPerSecond * SIM_SECONDS);
const ticks: AlertTick[] = [];
for (let i = 0; i < totalTicks; i++) {
  const ci = i % UNIVERSE;
  const p0 = pre[ci]!;
  price[ci] = Math.min(p0 * 1.1, Math.max(p0 * 0.9, price[ci]! * (1 + (rnd() - 0.5) * 0.004)));
  const p = Math.round(price[ci]! * 100) / 100;
  ticks.push({
    code: codes[ci]!,
    price: p,
    pct: ((p - p0) / p0) * 100,
    volumePace: 0.5 + rnd() * 2.5,
    limitUp: Math.round(p0 * 110) / 100,
    limitDown: Math.round(p0 * 90) / 100,
    ts: (i / ticksPerSecond) * 1000,
  });
}

// Indexed.
const ix = new AlertIndex();
for (const r of rules) ix.put(r.uid, r.rule);
let fires = 0;
let t0 = performance.now();
for (const t of ticks) fires += ix.tick(t).length;
const indexedMs = performance.now() - t0;

// Naive: every alert, every tick (a fraction of the ticks, scaled; the same per-alert state machine).
const naiveTicks = Math.min(totalTicks, 2_000);
const armed = new Uint8Array(ALERTS + 1).fill(1);
let naiveFires = 0;
t0 = performance.now();
for (let i = 0; i < naiveTicks; i++) {
  const t = ticks[i]!;
  for (const { rule } of rules) {
    if (rule.code !== t.code || rule.threshold === undefined) continue;
    const v = rule.kind.startsWith('price') ? t.price : rule.kind.startsWith('pct') ? t.pct : (t.volumePace ?? 0);
    const past = rule.kind.endsWith('Below') ? v <= rule.threshold : v >= rule.threshold;
    if (past && armed[rule.id]) {
      armed[rule.id] = 0;
      naiveFires++;
    } else if (!past) armed[rule.id] = 1;
  }
}
const naivePerTickMs = (performance.now() - t0) / naiveTicks;

const indexedPerTickMs = indexedMs / totalTicks;
const pctCore = (perTick: number) => ((perTick * ticksPerSecond) / 1000) * 100;
console.log(
  `bench:alerts — ${ALERTS.toLocaleString()} alerts, ${USERS.toLocaleString()} users, ${UNIVERSE} securities, ${ticksPerSecond.toFixed(0)} ticks/s (${SIM_SECONDS} s simulated)`,
);
console.log(`  indexed: ${(indexedPerTickMs * 1000).toFixed(2)} µs/tick → ${pctCore(indexedPerTickMs).toFixed(2)}% of a core; ${fires} fires`);
console.log(
  `  naive scan: ${(naivePerTickMs * 1000).toFixed(1)} µs/tick → ${pctCore(naivePerTickMs).toFixed(1)}% of a core (${naiveTicks} ticks, ${naiveFires} fires)`,
);
console.log(`  ratio naive/indexed: ${(naivePerTickMs / indexedPerTickMs).toFixed(0)}×`);
