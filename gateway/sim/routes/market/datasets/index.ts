/**
 * The named datasets of `GET /api/v3/data/getByconfig?name=…` and `POST /api/v3/data/getByJson`
 * (contracts/endpoints/market-data.ts): one answer function per name, each validating its own
 * params. Unknown names and bad params answer 400 with a message naming the parameter.
 */
import { DATASET_NAMES, type DatasetName, type Datasets } from '../../../../../contracts/endpoints/market-data';
import type { MarketDeps } from '../deps';
import { readEnum, type RawParams } from '../../../http/params';
import { adjustFactorsDataset } from './adjust-factors';
import { breadthDataset } from './breadth';
import { indexBoardDataset } from './index-board';
import { klineDataset } from './kline';
import { minutesDataset } from './minutes';
import { newsFlashDataset } from './news-flash';
import { rankDataset } from './rank';
import { sectorsDataset } from './sectors';

/** Answers one dataset from loose params. */
export type DatasetHandlers = { [N in DatasetName]: (params: RawParams) => Datasets[N]['answer'] };

/** The handlers bound to the market. */
export function datasetHandlers(deps: Pick<MarketDeps, 'market' | 'universe' | 'news' | 'sparks'>): DatasetHandlers {
  return {
    kline: (p) => klineDataset(deps, p),
    minutes: (p) => minutesDataset(deps, p),
    rank: (p) => rankDataset(deps, p),
    breadth: (p) => breadthDataset(deps, p),
    sectors: (p) => sectorsDataset(deps, p),
    indexBoard: (p) => indexBoardDataset(deps, deps.sparks, p),
    newsFlash: (p) => newsFlashDataset(deps.news, p),
    adjustFactors: adjustFactorsDataset(deps),
  };
}

/** Runs the dataset `name` names (400 for an unknown name). */
export function runDataset(handlers: DatasetHandlers, name: unknown, params: RawParams): unknown {
  const which = readEnum({ name }, 'name', DATASET_NAMES);
  return handlers[which](params);
}
