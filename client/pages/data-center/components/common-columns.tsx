/**
 * Columns every stock table of the data centre starts with: the name (a link to the stock page)
 * and the live 最新价 / 涨跌幅 (the day's own close and change are separate columns).
 */
import { PriceCell } from '../../../components/live-quote/price-cell';
import { AppLink } from '../../../ui/app-link';
import type { DcColumn } from './paged-table';

/** 名称 with its code; links to the stock page. */
export function nameColumn<R extends { id: string; code: string; name: string }>(): DcColumn<R> {
  return {
    key: 'name',
    label: '名称/代码',
    text: true,
    value: (r) => `${r.name} ${r.code}`,
    cell: (r) => (
      <AppLink href={`/stock?stockCode=${r.id}`} title={`${r.name}（${r.code}）`}>
        {r.name} <small>{r.code}</small>
      </AppLink>
    ),
  };
}

/** 最新价 and 实时涨跌幅 from the quote stream (not sortable: they move). */
export function liveColumns<R extends { id: string }>(): DcColumn<R>[] {
  return [
    { key: 'live', label: '最新价', title: '实时行情', cell: (r) => <PriceCell id={r.id} field="price" /> },
    { key: 'livePct', label: '实时涨跌幅', title: '实时行情', cell: (r) => <PriceCell id={r.id} field="pct" /> },
  ];
}
