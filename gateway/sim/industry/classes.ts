/**
 * 申万二级 under each 申万一级 of the universe. The hand-kept universe names only the level-1
 * industry, so each stock's level-2 class is derived here: by keywords of its name where the name
 * says it (…酒 → 白酒, …银行 by kind of bank, 证券/保险), else by a stable hash of its code among the
 * level-1's classes. Level-2 boards have no index of their own in the market: their change is the
 * members' float-cap-weighted change, their code ours (level-1 code + two digits).
 */
import { hashString } from '../shared/rng';
import { SW_LEVEL1 } from '../market/index';

/** Level-2 names per level-1 (申万 2021). */
export const SW_LEVEL2: Readonly<Record<string, readonly string[]>> = {
  农林牧渔: ['种植业', '养殖业', '饲料', '农产品加工', '动物保健'],
  基础化工: ['化学原料', '化学制品', '化学纤维', '塑料', '橡胶', '农化制品'],
  钢铁: ['普钢', '特钢', '冶钢原料'],
  有色金属: ['工业金属', '贵金属', '小金属', '能源金属', '金属新材料'],
  电子: ['半导体', '元件', '光学光电子', '消费电子', '电子化学品'],
  家用电器: ['白色家电', '黑色家电', '小家电', '厨卫电器', '家电零部件'],
  食品饮料: ['白酒', '饮料乳品', '食品加工', '调味发酵品', '休闲食品'],
  纺织服饰: ['纺织制造', '服装家纺', '饰品'],
  轻工制造: ['造纸', '包装印刷', '家居用品', '文娱用品'],
  医药生物: ['化学制药', '中药', '生物制品', '医药商业', '医疗器械', '医疗服务'],
  公用事业: ['电力', '燃气'],
  交通运输: ['物流', '铁路公路', '航空机场', '航运港口'],
  房地产: ['房地产开发', '房地产服务'],
  商贸零售: ['一般零售', '专业连锁', '贸易', '互联网电商'],
  社会服务: ['旅游及景区', '酒店餐饮', '教育', '专业服务'],
  综合: ['综合'],
  建筑材料: ['水泥', '玻璃玻纤', '装修建材'],
  建筑装饰: ['房屋建设', '基础建设', '专业工程', '工程咨询服务'],
  电力设备: ['电机', '其他电源设备', '光伏设备', '风电设备', '电池', '电网设备'],
  国防军工: ['航天装备', '航空装备', '地面兵装', '军工电子'],
  计算机: ['计算机设备', 'IT服务', '软件开发'],
  传媒: ['游戏', '广告营销', '影视院线', '出版', '数字媒体'],
  通信: ['通信服务', '通信设备'],
  银行: ['国有大型银行', '股份制银行', '城商行', '农商行'],
  非银金融: ['证券', '保险', '多元金融'],
  汽车: ['汽车零部件', '乘用车', '商用车', '摩托车及其他', '汽车服务'],
  机械设备: ['通用设备', '专用设备', '轨交设备', '工程机械', '自动化设备'],
  煤炭: ['煤炭开采', '焦炭'],
  石油石化: ['油气开采', '炼化及贸易', '油服工程'],
  环保: ['环境治理', '环保设备'],
  美容护理: ['个护用品', '化妆品', '医疗美容'],
};

/** Name keywords that decide the level-2 class, tried in order. */
const KEYWORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/啤酒/, '饮料乳品'],
  // The famous 白酒 names without 酒 in them, so 五粮液 or 口子窖 never lands under 食品加工.
  [/酒|茅台|老窖|汾|五粮液|洋河|口子窖|今世缘|伊力特|舍得|水井坊|迎驾|古井/, '白酒'],
  [/乳|饮|伊利|农夫|东鹏|香飘飘|养元|露露/, '饮料乳品'],
  [/味|酱|海天|调|酵母|安琪|千禾|中炬|榨菜/, '调味发酵品'],
  [/双汇|安井|三全|千味|龙大|煌上煌|食品加工/, '食品加工'],
  [/良品|松鼠|洽洽|盐津|绝味|周黑鸭|来伊份|甘源/, '休闲食品'],
  [/工商银行|建设银行|农业银行|中国银行|交通银行|邮储银行/, '国有大型银行'],
  [/农商|农村商业/, '农商行'],
  [/招商银行|兴业银行|浦发银行|中信银行|民生银行|光大银行|平安银行|华夏银行|浙商银行/, '股份制银行'],
  [/银行/, '城商行'],
  [/证券|券商|中金|东方财富/, '证券'],
  [/保险|人寿|平安|太保|人保/, '保险'],
  [/芯|微|半导体|集成/, '半导体'],
  [/光伏|硅|隆基|阳光电源|晶科|天合/, '光伏设备'],
  [/电池|锂|宁德|亿纬|国轩/, '电池'],
  [/风电|金风|明阳/, '风电设备'],
  [/汽车|比亚迪|长城|长安|上汽|广汽|赛力斯/, '乘用车'],
  [/药/, '化学制药'],
  [/医疗|迈瑞|器械/, '医疗器械'],
  [/生物|疫苗/, '生物制品'],
  [/钢/, '普钢'],
  [/煤/, '煤炭开采'],
  [/航空|机场/, '航空机场'],
  [/港|航运|海运|中远/, '航运港口'],
  [/铁路|高速|公路/, '铁路公路'],
  [/物流|快递|顺丰|圆通|韵达/, '物流'],
  [/电力|水电|核电|华能|大唐|国电|长江电力/, '电力'],
  [/燃气|天然气/, '燃气'],
  [/水泥|海螺/, '水泥'],
  [/玻璃|玻纤|巨石/, '玻璃玻纤'],
  [/金矿|黄金|紫金|山东黄金|中金黄金/, '贵金属'],
  [/铜|铝/, '工业金属'],
  [/游戏|网络/, '游戏'],
  [/通信|移动|电信|联通/, '通信服务'],
  [/软件|信息/, '软件开发'],
  [/石油|石化|中海油/, '炼化及贸易'],
];

/** A level-2 class of the universe: its parent, name, our code and members. */
export interface SwLevel2 {
  /** Our code: the level-1 code plus two digits, e.g. `80112001` for 白酒. */
  code: string;
  name: string;
  parent: string;
  parentCode: string;
}

const LEVEL1_CODE = new Map<string, string>(SW_LEVEL1.map(([code, name]) => [name, code]));

/** Every level-2 class, in level-1 order. */
export const SW_LEVEL2_LIST: readonly SwLevel2[] = SW_LEVEL1.flatMap(([parentCode, parent]) =>
  (SW_LEVEL2[parent] ?? [parent]).map((name, i) => ({ code: `${parentCode}${String(i + 1).padStart(2, '0')}`, name, parent, parentCode })),
);

/** The level-2 class name of a stock (its name and its level-1 industry decide it). */
export function level2Of(id: string, name: string, industry: string): string {
  const names = SW_LEVEL2[industry];
  if (!names || names.length === 0) return industry;
  for (const [re, cls] of KEYWORDS) if (re.test(name) && names.includes(cls)) return cls;
  return names[hashString(id) % names.length]!;
}

/** The level-1 code of an industry name. */
export function level1Code(name: string): string | undefined {
  return LEVEL1_CODE.get(name);
}
