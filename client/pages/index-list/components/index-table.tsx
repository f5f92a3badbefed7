/**
 * The index board table: name and code, a live sparkline of the day, price, change, percent and
 * amount (self-writing cells), the members' 涨/平/跌 and 涨停/跌停 counts, sortable headers; a row opens
 * the index detail in a new window.
 */
import { memo } from 'react';
import type { IndexBoardItem } from '../../../../contracts/endpoints/market-data';
import { EMPTY_VALUE, formatChange, formatLargeNumber, formatPct, formatTickPrice } from '../../../../contracts/format';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { rem, trendColorOf, useAppTheme } from '../../../ui/theme';
import { SecurityNameCell, SortHeader, openRowSecurity } from '../../../components/market-table/security-cells';
import { MarketTable } from '../../../components/market-table/table-styles';
import type { IndexSort, IndexSortKey } from '../index-list.streams';
import { SparkCell } from '../../../components/live-quote/spark-cell';

const COLUMNS: ReadonlyArray<{ key: IndexSortKey; label: string }> = [
  { key: 'price', label: '最新' },
  { key: 'change', label: '涨跌额' },
  { key: 'pct', label: '涨跌幅' },
  { key: 'amount', label: '成交额' },
];

const FORMAT: Readonly<Record<IndexSortKey, (v: number | undefined) => string>> = {
  price: (v) => formatTickPrice(v),
  change: (v) => formatChange(v),
  pct: (v) => formatPct(v),
  amount: (v) => formatLargeNumber(v),
};

const Row = memo(function Row({ item }: { item: IndexBoardItem }) {
  const theme = useAppTheme();
  const tint = { color: trendColorOf(theme, item.change) };
  return (
    <tr data-id={item.id} onClick={(e) => openRowSecurity(e, item)}>
      <td>
        <SecurityNameCell item={item} />
      </td>
      <td style={{ width: rem(140) }}>
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <SparkCell id={item.id} prices={item.spark} preClose={Number.isFinite(item.preClose) ? item.preClose : null} width={rem(120)} height={rem(30)} />
        </div>
      </td>
      {COLUMNS.map(({ key }) => (
        <td key={key} style={key === 'amount' ? undefined : tint}>
          <PriceCell id={item.id} field={key} colored={key !== 'amount'} placeholder={FORMAT[key](item[key])} format={(v) => FORMAT[key](v ?? item[key])} />
        </td>
      ))}
      <BreadthCells item={item} />
    </tr>
  );
});

/** 涨/平/跌家数 and 涨停/跌停 of the members (refreshed with the board); 无成分 indexes show a dash. */
function BreadthCells({ item }: { item: IndexBoardItem }) {
  const theme = useAppTheme();
  const b = item.breadth;
  if (!b)
    return (
      <>
        <td>{EMPTY_VALUE}</td>
        <td>{EMPTY_VALUE}</td>
      </>
    );
  return (
    <>
      <td data-field="breadth">
        <span style={{ color: theme.colors.up }}>{b.up}</span>/<span>{b.flat}</span>/<span style={{ color: theme.colors.down }}>{b.down}</span>
      </td>
      <td data-field="limits">
        <span style={{ color: theme.colors.up }}>{b.limitUp}</span>/<span style={{ color: theme.colors.down }}>{b.limitDown}</span>
      </td>
    </>
  );
}

/** Props of {@link IndexTable}. */
export interface IndexTableProps {
  rows: readonly IndexBoardItem[];
  sort: IndexSort;
  onSort(key: IndexSortKey): void;
  label: string;
}

/** See the module comment. */
export function IndexTable({ rows, sort, onSort, label }: IndexTableProps) {
  return (
    <MarketTable aria-label={label} data-testid="index-table">
      <thead>
        <tr>
          <th>名称代码</th>
          <th style={{ textAlign: 'center' }}>今日走势</th>
          {COLUMNS.map(({ key, label: text }) => (
            <SortHeader key={key} label={text} order={sort?.key === key ? sort.order : null} onSort={() => onSort(key)} />
          ))}
          <th>涨/平/跌</th>
          <th>涨停/跌停</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </tbody>
    </MarketTable>
  );
}
