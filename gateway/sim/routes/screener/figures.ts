/**
 * `POST /api/v3/screener/figures` (contracts/endpoints/figures.ts): the figure columns of the
 * watchlist and 排行榜 tables for a list of securities, from the screener's live factor table.
 * Registered by the screener plugin with its own screener, so the figures share the table a screen
 * reads (rebuilt at most once a second).
 */
import { figuresEndpoints } from '../../../../contracts/endpoints/figures';
import * as S from '../../../../contracts/endpoints/schemas/holdings';
import type { Universe } from '../../market/index';
import { awaitBuild } from '../../http/bounded-build';
import type { Router } from '../../http/router';
import { requireCodes } from '../../http/schemas';
import { figuresOf } from '../../screener/figures';
import type { Screener } from '../../screener/screener';

/** What the screener's 数据准备中 says is being prepared. */
export const SCREENER_STAGE = '选股数据';

/** Adds the figures call to the screener plugin's router. */
export function addFiguresRoute(router: Router, screener: Screener, universe: Universe): void {
  router.add(figuresEndpoints.figures, { body: S.FiguresBody }, async ({ body }) => {
    const ids = requireCodes(body.codes);
    // Today's inputs are read ahead in yielding slices (shared with the warm-up and any screen), then the table is cheap.
    await awaitBuild(screener.prepare({}), SCREENER_STAGE);
    return figuresOf(screener.today(), universe, ids);
  });
}
