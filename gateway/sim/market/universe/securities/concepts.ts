/**
 * Concept indexes (index_gn). Concept boards have no exchange code, and vendors' own codes
 * (同花顺 885xxx, 东方财富 BKxxxx) name different things, so the simulator assigns its own
 * six-digit range 990001–990015 with suffix SH; these codes are ours, not real. Members are
 * hand-picked from the universe (5–20 each) and weighed by float market cap.
 * Row format: IndexRow in ../rows.ts.
 */
import type { IndexRow } from '../rows';

const LAUNCH = '2024-01-02';

export const CONCEPT_INDEXES: readonly IndexRow[] = [
  ['990001', 'SH', '人工智能', 'index_gn', LAUNCH, { by: 'list', ids: ['688256.SH', '002230.SZ', '688041.SH', '603019.SH', '000977.SZ', '300308.SZ', '300418.SZ', '300496.SZ', '688111.SH', '688343.SH', '688327.SH', '601360.SH', '300229.SZ'] }],
  ['990002', 'SH', '半导体', 'index_gn', LAUNCH, { by: 'list', ids: ['688981.SH', '688012.SH', '002371.SZ', '688008.SH', '603501.SH', '603986.SH', '600584.SH', '002156.SZ', '688072.SH', '688120.SH', '300661.SZ', '688396.SH', '600460.SH', '688347.SH', '688126.SH'] }],
  ['990003', 'SH', '新能源汽车', 'index_gn', LAUNCH, { by: 'list', ids: ['002594.SZ', '300750.SZ', '601127.SH', '000625.SZ', '601633.SH', '600104.SH', '002920.SZ', '601689.SH', '002074.SZ', '600418.SH', '300014.SZ'] }],
  ['990004', 'SH', '光伏', 'index_gn', LAUNCH, { by: 'list', ids: ['601012.SH', '600438.SH', '300274.SZ', '688599.SH', '688223.SH', '002459.SZ', '688303.SH', '002129.SZ', '603806.SH', '601865.SH', '688472.SH', '300763.SZ', '600732.SH'] }],
  ['990005', 'SH', '锂电池', 'index_gn', LAUNCH, { by: 'list', ids: ['300750.SZ', '300014.SZ', '002460.SZ', '002466.SZ', '002709.SZ', '002812.SZ', '603659.SH', '300073.SZ', '688005.SH', '300450.SZ', '002074.SZ', '300207.SZ'] }],
  ['990006', 'SH', '白酒', 'index_gn', LAUNCH, { by: 'list', ids: ['600519.SH', '000858.SZ', '000568.SZ', '600809.SH', '002304.SZ', '000596.SZ', '603369.SH', '600702.SH', '600779.SH', '000799.SZ', '603198.SH', '603589.SH'] }],
  ['990007', 'SH', '创新药', 'index_gn', LAUNCH, { by: 'list', ids: ['600276.SH', '688235.SH', '688180.SH', '688506.SH', '002422.SZ', '300558.SZ', '688331.SH', '688428.SH', '688578.SH', '000963.SZ', '600196.SH'] }],
  ['990008', 'SH', '机器人', 'index_gn', LAUNCH, { by: 'list', ids: ['300124.SZ', '002747.SZ', '300024.SZ', '688165.SH', '601689.SH', '002472.SZ', '603666.SH', '300607.SZ', '002050.SZ', '688097.SH'] }],
  ['990009', 'SH', '军工', 'index_gn', LAUNCH, { by: 'list', ids: ['600760.SH', '600893.SH', '000768.SZ', '002179.SZ', '600150.SH', '600372.SH', '002414.SZ', '000738.SZ', '600862.SH', '300699.SZ', '688297.SH', '600967.SH'] }],
  ['990010', 'SH', '数字经济', 'index_gn', LAUNCH, { by: 'list', ids: ['600588.SH', '600570.SH', '600845.SH', '000938.SZ', '002410.SZ', '300033.SZ', '600536.SH', '002261.SZ', '300442.SZ', '603881.SH', '600941.SH', '601728.SH'] }],
  ['990011', 'SH', '储能', 'index_gn', LAUNCH, { by: 'list', ids: ['300274.SZ', '300750.SZ', '688063.SH', '688390.SH', '300014.SZ', '002335.SZ', '002518.SZ', '300693.SZ', '300827.SZ', '688676.SH', '600406.SH'] }],
  ['990012', 'SH', '消费电子', 'index_gn', LAUNCH, { by: 'list', ids: ['002475.SZ', '601138.SH', '002241.SZ', '300433.SZ', '002600.SZ', '002938.SZ', '300866.SZ', '688036.SH', '300136.SZ', '002384.SZ', '603296.SH'] }],
  ['990013', 'SH', '低空经济', 'index_gn', LAUNCH, { by: 'list', ids: ['000099.SZ', '688297.SH', '002085.SZ', '600038.SH', '600316.SH', '002389.SZ', '300045.SZ', '688586.SH'] }],
  ['990014', 'SH', '算力', 'index_gn', LAUNCH, { by: 'list', ids: ['603019.SH', '000977.SZ', '688041.SH', '300308.SZ', '300502.SZ', '300394.SZ', '601138.SH', '000938.SZ', '300442.SZ', '300383.SZ', '300738.SZ', '603881.SH'] }],
  ['990015', 'SH', '稀土永磁', 'index_gn', LAUNCH, { by: 'list', ids: ['600111.SH', '000831.SZ', '600392.SH', '300748.SZ', '000970.SZ', '300224.SZ', '600549.SH', '300127.SZ'] }],
];
