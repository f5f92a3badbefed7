/**
 * Sector boards (dataset `sectors`, the news desk): the 申万 industry boards or the concept boards with their level, change,
 * members' amount and breadth, and the leading member (contracts SectorsParams → SectorItem[]),
 * best board first. Aggregated here from the members' live snapshots.
 */
import type { SectorItem } from '../../../../contracts/endpoints/market-data';
import type { UniverseEntry } from '../universe/index';
import type { MarketSources } from './market-view';
import { roundPrice, roundTo } from './wire';
import { shownName } from './names';
import { liveRows, rowsOf, ofKind, type LiveRow } from './rows';

/** One board's aggregate. */
export function sectorItem(deps: MarketSources, board: LiveRow): SectorItem {
  const members = rowsOf(deps, deps.universe.constituents(board.entry.id));
  let up = 0;
  let down = 0;
  let amount = 0;
  let leader: LiveRow | null = null;
  for (const m of members) {
    amount += m.snap.amount;
    if (m.snap.status === 'suspended') continue;
    if (m.snap.pct > 0) up++;
    else if (m.snap.pct < 0) down++;
    if (!leader || m.snap.pct > leader.snap.pct || (m.snap.pct === leader.snap.pct && m.entry.id < leader.entry.id)) leader = m;
  }
  const { entry, snap } = board;
  return {
    id: entry.id,
    code: entry.code,
    name: entry.name,
    price: roundPrice(entry, snap.price),
    change: roundPrice(entry, snap.change),
    pct: roundTo(snap.pct, 2),
    amount: Math.round(amount),
    up,
    down,
    flat: members.length - up - down,
    leader: leader ? { id: leader.entry.id, name: shownName(leader.entry, leader.snap.ts), pct: roundTo(leader.snap.pct, 2) } : null,
  };
}

/** Every board of a type, best change first (ties by id). */
export function sectorList(deps: MarketSources, type: 'industry' | 'concept'): SectorItem[] {
  const keep: (e: UniverseEntry) => boolean = ofKind(type === 'industry' ? 'index_hy' : 'index_gn');
  return liveRows(deps, keep)
    .map((board) => sectorItem(deps, board))
    .sort((a, b) => b.pct - a.pct || a.id.localeCompare(b.id));
}
