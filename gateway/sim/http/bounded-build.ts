/**
 * An answer that must first build something on demand (an index's ten years of bars sums every
 * member's; a cold data-centre window) waits for that build at most {@link BUILD_WAIT_MS}. The
 * build runs in slices that yield, so the sim keeps serving meanwhile, but on a busy machine it can
 * outlast the edge's 15 s proxy timeout, and a 504 tells the user nothing. Past the bound the call
 * fails with {@link StillBuilding}, which the error handler answers 503 + `Retry-After` with the
 * 数据准备中 envelope (contracts/warming.ts). The build goes on, shared and kept by its owner, so
 * the client's retry (client/core/loadable.ts retries 数据准备中) finds it done.
 */

/** Longest a call waits for its build before answering 数据准备中: well inside the edge's 15 s. */
export const BUILD_WAIT_MS = 8_000;

/** A call's build outlasted its wait; `stage` says in Chinese what is being prepared. */
export class StillBuilding extends Error {
  constructor(readonly stage: string) {
    super(`still building ${stage}`);
    this.name = 'StillBuilding';
  }
}

/**
 * Waits for `build` at most `waitMs`; throws {@link StillBuilding} past that. A build that fails
 * in time is rethrown (the route's error handling answers it); one that fails later is the retry's
 * to meet, never an unhandled rejection.
 */
export async function awaitBuild(build: Promise<void>, stage: string, waitMs = BUILD_WAIT_MS): Promise<void> {
  build.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    if ((await Promise.race([build.then(() => 'done' as const), late])) === 'late') throw new StillBuilding(stage);
  } finally {
    clearTimeout(timer);
  }
}
