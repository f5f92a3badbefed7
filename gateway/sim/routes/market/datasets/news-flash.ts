/**
 * Dataset `newsFlash`: the simulated 快讯 of the day on show, newest first (contracts
 * NewsFlashParams → NewsFlash[]). Each says it is simulated (【模拟】).
 */
import type { NewsFlash } from '../../../../../contracts/endpoints/market-data';
import type { NewsDesk } from '../../../news/index';
import { readInt, type RawParams } from '../../../http/params';

/** Most flashes per request. */
export const NEWS_MAX_SIZE = 100;

/** Answers dataset `newsFlash`. */
export function newsFlashDataset(news: NewsDesk, params: RawParams): NewsFlash[] {
  return news.latest(readInt(params, 'size', 1, NEWS_MAX_SIZE, 20));
}
