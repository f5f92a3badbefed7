/**
 * 北交所 (Beijing Stock Exchange) A-shares, ±30% band. The exchange moved its listed codes to
 * the 920 range (new listings from 2024, existing ones from 2025, keeping the old code's last
 * three digits where no clash). Only names whose 920 code we could confirm are kept: the six
 * pilot switches of May 2025 and 万达轴承, the first stock listed with a 920 code.
 * Row format: StockRow in ../rows.ts.
 */
import type { StockRow } from '../rows';

export const BSE: readonly StockRow[] = [
  ['920002', '万达轴承', '机械设备', '2024-05-23', '', 0.81, 0.2],
  ['920167', '同享科技', '电力设备', '2020-07-27', '', 1.56],
  ['920445', '龙竹科技', '轻工制造', '2020-07-27', '', 1.56],
  ['920489', '佳先股份', '基础化工', '2020-07-27', '', 1.35],
  ['920682', '球冠电缆', '电力设备', '2020-07-27', '', 2.67],
  ['920799', '艾融软件', '计算机', '2020-07-27', '', 2.08],
  ['920819', '颖泰生物', '基础化工', '2020-07-27', '', 12.26],
];
