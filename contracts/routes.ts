/**
 * The SPA route paths of spec §2. The gateway serves index.html for exactly these paths (SPA
 * fallback); the client's route table must cover the same list.
 */

/** Every path of spec §2's route table, in the spec's order. */
export const ROUTE_PATHS: readonly string[] = [
  '/',
  '/favorite',
  '/stockPicker',
  '/newStockPicker',
  '/myStockpicker',
  '/login',
  '/rankList',
  '/institutionalPositions',
  '/indexList',
  '/stock',
  '/importantEvents',
  '/lineTable',
  '/pepChat',
  '/stockGrowthAbility',
  '/pepbBand',
  '/shareholders',
  '/coAnnouncement',
  '/researchReport',
  '/financialStatement',
  '/pay',
  '/holderNum',
  '/stockCompare',
  '/newStock',
  '/dataCenter',
  '/indexCompareScreen',
  '/institutionalResearchDetail',
  '/fullScreenKLine',
  '/searchIndustry',
  '/sevenEleven',
  '/industryAnalysis',
  '/LiveStream',
  '/article',
];
