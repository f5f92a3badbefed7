/**
 * The 31 申万 (Shenwan) level-1 industries of the 2021 classification, with their real index codes
 * (801010 农林牧渔 … 801980 美容护理). Every stock of the universe names one of these as its
 * industry; each becomes an `index_hy` index whose constituents are the A-shares of that industry.
 */
export const SW_LEVEL1 = [
  ['801010', '农林牧渔'],
  ['801030', '基础化工'],
  ['801040', '钢铁'],
  ['801050', '有色金属'],
  ['801080', '电子'],
  ['801110', '家用电器'],
  ['801120', '食品饮料'],
  ['801130', '纺织服饰'],
  ['801140', '轻工制造'],
  ['801150', '医药生物'],
  ['801160', '公用事业'],
  ['801170', '交通运输'],
  ['801180', '房地产'],
  ['801200', '商贸零售'],
  ['801210', '社会服务'],
  ['801230', '综合'],
  ['801710', '建筑材料'],
  ['801720', '建筑装饰'],
  ['801730', '电力设备'],
  ['801740', '国防军工'],
  ['801750', '计算机'],
  ['801760', '传媒'],
  ['801770', '通信'],
  ['801780', '银行'],
  ['801790', '非银金融'],
  ['801880', '汽车'],
  ['801890', '机械设备'],
  ['801950', '煤炭'],
  ['801960', '石油石化'],
  ['801970', '环保'],
  ['801980', '美容护理'],
] as const;

/** A 申万 level-1 industry name, e.g. 食品饮料. */
export type SwIndustry = (typeof SW_LEVEL1)[number][1];

const NAMES: ReadonlySet<string> = new Set(SW_LEVEL1.map(([, name]) => name));

/** True when `name` is a 申万 level-1 industry name. */
export function isSwIndustry(name: string): name is SwIndustry {
  return NAMES.has(name);
}
