/**
 * CPU time of whole processes from /proc (Linux), for figures that hold on a shared machine:
 * a proxy's CPU per request does not depend on how much of a core it happened to get.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux for every architecture). */
const USER_HZ = 100;

function statTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(rest[11]) + Number(rest[12]);
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** User + system CPU seconds of `pid` and, with `withChildren`, its live child processes (nginx workers). */
export function processCpuSeconds(pid: number, withChildren = false): number {
  const pids = withChildren ? [pid, ...childrenOf(pid)] : [pid];
  let ticks = 0;
  for (const p of pids) {
    try {
      ticks += statTicks(p);
    } catch {
      // exited in between: its time is gone with it
    }
  }
  return ticks / USER_HZ;
}
