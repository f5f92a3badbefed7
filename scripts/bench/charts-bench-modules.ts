/**
 * The client modules the charts bench bundles into its page. Importing them here (a file the
 * type-checker sees) instead of by path inside the bench's generated entry text means a moved
 * module breaks `npm run typecheck`, not the next benchmark run.
 */
export { createKLineChart } from '../../client/charts/index';
export { RankTable } from '../../client/components/market-table/rank-table';
export { whiteTheme } from '../../client/ui/theme';
