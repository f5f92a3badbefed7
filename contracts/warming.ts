/**
 * The "not yet" answers of an upstream that is up but not ready, and the readiness it reports.
 *
 * - **Preparing** (code {@link CODES.PREPARING}, HTTP 503 + `Retry-After`): the upstream is still
 *   building what this call reads (first boot, or the sim process restarting). `datas` says how
 *   far it is. The client shows 「数据准备中」 with the percentage and retries after `Retry-After`.
 * - **Busy** (code {@link CODES.BUSY}, HTTP 503 + `Retry-After`): the heavy-work queue is full or
 *   the caller already has its share running. The client warns with the Chinese message.
 *
 * Both are answered at once, never after a wait, so no call ends in a 504.
 */
import { CODES } from './codes';
import type { Envelope } from './envelope';

/** Where an upstream is: starting (not answering yet), warming (answering light calls), ready, restarting. */
export type UpstreamPhase = 'starting' | 'warming' | 'ready' | 'restarting';

/** Readiness as reported by the sim process and shown on /readyz. */
export interface UpstreamReadiness {
  phase: UpstreamPhase;
  /** 0–1 share of the warm-up done. */
  progress: number;
  /**
   * What is being prepared now, in Chinese (e.g. 「选股数据」). When ready: what is still built ahead
   * in the background (e.g. 「十年指数K线」, which holds no call), '' once nothing is.
   */
  stage: string;
}

/** `datas` of a preparing answer. */
export interface PreparingDatas {
  /** Whole percent done, 0–100; null when the build does not measure it (one answer built on demand). */
  progress: number | null;
  /** What is being prepared, in Chinese. */
  stage: string;
  /** Seconds the client waits before asking again. */
  retryAfter: number;
}

/** Message of a preparing answer: the client's state label. */
export const PREPARING_MESSAGE = '数据准备中';
/** Message of a full heavy-work queue. */
export const BUSY_MESSAGE = '当前查询较多，请稍后再试';
/** Message of a caller over its own share of heavy work. */
export const BUSY_CALLER_MESSAGE = '您有查询正在进行，请等待完成后再试';
/** Seconds a client waits before retrying a preparing call. */
export const PREPARING_RETRY_AFTER_S = 2;
/** Seconds a client waits before retrying a busy call. */
export const BUSY_RETRY_AFTER_S = 5;
/** HTTP status of both answers. */
export const NOT_YET_STATUS = 503;

/** The preparing envelope for a readiness. */
export function preparingEnvelope(r: UpstreamReadiness, retryAfter = PREPARING_RETRY_AFTER_S): Envelope<PreparingDatas> {
  const pct = Math.max(0, Math.min(100, Math.floor(r.progress * 100)));
  return { code: CODES.PREPARING, message: PREPARING_MESSAGE, datas: { progress: pct, stage: r.stage, retryAfter } };
}

/**
 * The preparing envelope of one answer still being built on demand (an index's ten years of bars,
 * a cold dataset): the build goes on, and the client's retry after `Retry-After` finds it done.
 */
export function buildingEnvelope(stage: string, retryAfter = PREPARING_RETRY_AFTER_S): Envelope<PreparingDatas> {
  return { code: CODES.PREPARING, message: PREPARING_MESSAGE, datas: { progress: null, stage, retryAfter } };
}

/** Reads a preparing answer's `datas` (anything else: null). */
export function readPreparing(datas: unknown): PreparingDatas | null {
  if (typeof datas !== 'object' || datas === null) return null;
  const d = datas as Record<string, unknown>;
  const measured = typeof d.progress === 'number' && Number.isFinite(d.progress);
  if ((!measured && d.progress !== null) || typeof d.stage !== 'string') return null;
  const retryAfter = typeof d.retryAfter === 'number' && d.retryAfter > 0 && d.retryAfter <= 60 ? d.retryAfter : PREPARING_RETRY_AFTER_S;
  const progress = measured ? Math.max(0, Math.min(100, Math.round(d.progress as number))) : null;
  return { progress, stage: d.stage.slice(0, 40), retryAfter };
}

/** The label a page shows while preparing: 「数据准备中（选股数据 40%）」, or 「数据准备中（K线数据）…」 unmeasured. */
export function preparingLabel(p: PreparingDatas | null): string {
  if (!p) return `${PREPARING_MESSAGE}…`;
  if (p.progress === null) return p.stage ? `${PREPARING_MESSAGE}（${p.stage}）…` : `${PREPARING_MESSAGE}…`;
  return p.stage ? `${PREPARING_MESSAGE}（${p.stage} ${p.progress}%）` : `${PREPARING_MESSAGE}（${p.progress}%）`;
}
