/**
 * The saved screens as the 价格预警 read them (alerts/ ScreenSource, matched by shape): a screen's
 * name, and the ids it matches on today's live table — read ahead in yielding slices first, as a
 * user's run is, so a check never holds the sim's loop for the whole day's inputs.
 */
import type Database from 'better-sqlite3';
import type { Screener } from './screener';
import { SavedScreenRepository, type ScreenRow } from './saved-screen-repository';

/** Reads the users' saved screens for the alerts (see the module comment). */
export function screenHitsSource(screener: Screener, db: Database.Database) {
  const saved = new SavedScreenRepository(db);
  const row = (userId: number, screenId: number): ScreenRow | null => {
    try {
      return saved.get(userId, screenId);
    } catch {
      return null;
    }
  };
  return {
    screenName: (userId: number, screenId: number): string | null => row(userId, screenId)?.name ?? null,
    async matches(userId: number, screenId: number): Promise<ReadonlySet<string> | null> {
      const r = row(userId, screenId);
      if (!r) return null;
      try {
        await screener.prepare({ tree: r.tree });
        return new Set(screener.matchedIds(r.tree));
      } catch {
        return null;
      }
    },
  };
}
