/**
 * How the desk writes a notice's figures: 亿元 from 分 or 元, a 同比 in words, shares in 万股 / 亿股,
 * a dividend plan per 10 shares. Shared by the wording of every notice kind, so one figure reads the
 * same in a report's item, a 快报's and a buyback's.
 */

export const yi = (fen: number) => `${(fen / 1e10).toFixed(2)}亿元`;
export const yiYuan = (yuan: number) => `${(yuan / 1e8).toFixed(2)}亿元`;
export const change = (pct: number | null) => (pct === null ? '' : pct >= 0 ? `同比增长${pct.toFixed(2)}%` : `同比下降${Math.abs(pct).toFixed(2)}%`);

export function shares(n: number): string {
  return n >= 1e8 ? `${(n / 1e8).toFixed(2)}亿股` : `${(n / 1e4).toFixed(2)}万股`;
}

/** `每10股派28.00元（含税）` / `每10股转4股派5.00元（含税）`. */
export function planWords(row: { bonusPer10: number; transferPer10: number; cashPer10: number }): string {
  const parts = [
    row.bonusPer10 > 0 ? `送${row.bonusPer10}股` : '',
    row.transferPer10 > 0 ? `转${row.transferPer10}股` : '',
    row.cashPer10 > 0 ? `派${row.cashPer10.toFixed(2)}元（含税）` : '',
  ].join('');
  return `每10股${parts || '不派息'}`;
}
