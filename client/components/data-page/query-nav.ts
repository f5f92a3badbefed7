/**
 * Writes a data page's choices (tab, period, unit, codes) into its address, replacing the
 * current history entry, so the address always shares what is on screen.
 */
import { navigateTo } from '../../core/navigation';
import { patchSearch } from './query-state';

/** Replaces the current address's query with `patch` applied. */
export function replaceQuery(patch: Readonly<Record<string, string | null>>): void {
  navigateTo(`${window.location.pathname}${patchSearch(window.location.search, patch)}`, { replace: true });
}
