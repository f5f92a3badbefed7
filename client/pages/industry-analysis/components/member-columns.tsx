/**
 * 行业分析's 成分股 columns, each with the value it sorts and exports by (the data-page kit's one sort);
 * style-free, so they test in Node.
 */
import type { IndustryMember } from '../../../../contracts/endpoints/industry';
import { formatPct } from '../../../../contracts/format';
import { stockUrl } from '../../../../contracts/routes';
import type { PageColumn } from '../../../components/data-page/columns';
import { formatAmount, formatRatio } from '../../../../contracts/format';
import { AppLink } from '../../../ui/app-link';

/** A sortable column: a cell, its CSV value and its sort value. */
export interface Col extends PageColumn<IndustryMember> {
  value(r: IndustryMember): string | number | null;
}

/** The 成分股 table's columns. */
export const MEMBER_COLUMNS: Col[] = [
  { key: 'name', label: '名称', text: true, value: (r) => r.name, cell: (r) => <AppLink href={stockUrl(r.id)}>{r.name}</AppLink> },
  { key: 'code', label: '代码', text: true, value: (r) => r.code, cell: (r) => r.code },
  { key: 'level2', label: '申万二级', text: true, value: (r) => r.level2, cell: (r) => r.level2 },
  { key: 'price', label: '最新价', value: (r) => r.price, cell: (r) => r.price.toFixed(2), trend: (r) => r.pct },
  { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => formatPct(r.pct), trend: (r) => r.pct },
  { key: 'totalCap', label: '总市值', value: (r) => r.totalCap, cell: (r) => formatAmount(r.totalCap) },
  { key: 'peTtm', label: '市盈率TTM', value: (r) => r.peTtm, cell: (r) => (r.peTtm === null ? '亏损' : r.peTtm.toFixed(2)) },
  { key: 'turnover', label: '换手率', value: (r) => r.turnover, cell: (r) => formatRatio(r.turnover) },
  { key: 'amount', label: '成交额', value: (r) => r.amount, cell: (r) => formatAmount(r.amount) },
  { key: 'netInflow', label: '主力净流入', value: (r) => r.netInflow, cell: (r) => formatAmount(r.netInflow), trend: (r) => r.netInflow },
];
