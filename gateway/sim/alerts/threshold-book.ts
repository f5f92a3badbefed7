/**
 * One side of one metric of one security's alerts (e.g. 600519.SH, price, "≥"): the armed alerts
 * sorted by threshold and the fired ones waiting to re-arm. A tick touches only the alerts it
 * crosses: for "≥", the armed ones at or below the value are a prefix, the fired ones the value
 * fell back under (by the hysteresis) a suffix — found by binary search, so an untouched book
 * costs O(log n) per tick whatever its size.
 */

/** An entry of a book. */
export interface BookEntry {
  id: number;
  threshold: number;
}

/** First index whose threshold is > x (upper bound) in an ascending array. */
function upperBound(list: readonly BookEntry[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.threshold <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose threshold is ≥ x (lower bound) in an ascending array. */
function lowerBound(list: readonly BookEntry[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.threshold < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(list: BookEntry[], e: BookEntry): void {
  list.splice(upperBound(list, e.threshold), 0, e);
}

/** See the module comment. `up` books fire when value ≥ threshold; down books when value ≤ threshold. */
export class ThresholdBook {
  /** Ascending by threshold. */
  private armed: BookEntry[] = [];
  /** Ascending by threshold. */
  private fired: BookEntry[] = [];

  constructor(
    readonly up: boolean,
    /** How far the value must move back past the threshold to re-arm (absolute, ≥ 0). */
    private readonly hysteresis: number,
  ) {}

  get size(): number {
    return this.armed.length + this.fired.length;
  }

  /** Adds an alert; `firedNow` when the value already stands past it (it waits for a move back). */
  add(e: BookEntry, alreadyPast: boolean): void {
    insertSorted(alreadyPast ? this.fired : this.armed, e);
  }

  remove(id: number): boolean {
    for (const list of [this.armed, this.fired]) {
      const i = list.findIndex((e) => e.id === id);
      if (i !== -1) {
        list.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Applies a value: returns the entries it crossed (now fired); re-arms those it moved back from. */
  tick(value: number): BookEntry[] {
    let crossed: BookEntry[];
    if (this.up) {
      const n = upperBound(this.armed, value); // armed with threshold ≤ value
      crossed = n > 0 ? this.armed.splice(0, n) : [];
      const back = upperBound(this.fired, value + this.hysteresis); // fired with threshold > value + h re-arm
      if (back < this.fired.length) for (const e of this.fired.splice(back)) insertSorted(this.armed, e);
    } else {
      const n = lowerBound(this.armed, value); // armed with threshold ≥ value
      crossed = n < this.armed.length ? this.armed.splice(n) : [];
      const back = lowerBound(this.fired, value - this.hysteresis); // fired with threshold < value − h re-arm
      if (back > 0) for (const e of this.fired.splice(0, back)) insertSorted(this.armed, e);
    }
    for (const e of crossed) insertSorted(this.fired, e);
    return crossed;
  }
}
