/**
 * The shape of one security's intraday plan for one day, apart from how it is built
 * (`day-plan.ts`) and read tick by tick (`slots.ts`), so those two import it and not each other.
 */
import type { SessionSpec } from '../../calendar/sessions';
import type { Profile } from '../model/profile';
import type { DayBar } from './day-table';

/** A day's intraday plan. */
export interface DayPlan {
  readonly profile: Profile;
  readonly bar: DayBar;
  /** The day's timetable (an HKEX half day has the morning only), not the profile's full day. */
  readonly session: SessionSpec;
  /** Path points in milli: [0] the open (continuous start), [m + 1] the end of bar m; last = close. */
  readonly path: Float64Array;
  /** Lots traded in each continuous slot (every tick trades at least one lot when the day has volume). */
  readonly slotLots: Int32Array;
  /** Lots of the opening and closing call auctions. */
  readonly openLots: number;
  readonly closeLots: number;
  /** Shares per lot. */
  readonly lot: number;
  /** Multiplier that makes minute amounts add up to the daily amount. */
  readonly amountScale: number;
  /** Path index from which the price is pinned at a limit (−1: never pinned). */
  readonly pinFrom: number;
  /** Seeds of the day's tick and volume draws. */
  readonly tickKey: number;
  readonly volumeKey: number;
}
