/**
 * The screen's results: a check box per row (for 批量加自选), name over code, the live 最新价 and
 * 涨跌幅 (self-writing price cells over the live socket), one sortable column per active
 * condition with its unit, and for an as-of-date screen the T+1/5/20 returns from that close.
 */
import type { ScreenRow, ScreenResult } from '../../../contracts/screener/endpoints';
import type { ScreenSort } from '../../../contracts/screener/tree';
import { formatPct, formatPrice } from '../../../contracts/format';
import { PriceCell } from '../live-quote/price-cell';
import { SecurityNameCell, SortHeader, openRowSecurity } from '../market-table/security-cells';
import { MarketTable } from '../market-table/table-styles';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { cellText, columnHeader } from './screen-csv';

/** Props of {@link ResultsTable}. */
export interface ResultsTableProps {
  result: ScreenResult;
  sort: ScreenSort | null;
  onSort(field: string): void;
  selected: ReadonlySet<string>;
  onSelect(ids: readonly string[], on: boolean): void;
}

const ref = (r: ScreenRow) => ({ id: r.id, code: r.code, name: r.name, kind: 'capital' as const });

/** See the module comment. */
export function ResultsTable({ result, sort, onSort, selected, onSelect }: ResultsTableProps) {
  const theme = useAppTheme();
  const live = result.live;
  const order = (f: string) => (sort?.field === f ? sort.order : null);
  const allOn = result.rows.length > 0 && result.rows.every((r) => selected.has(r.id));
  const fw = (v: number | null | undefined) => <td style={{ color: trendColorOf(theme, v ?? null) }}>{v === null || v === undefined ? '--' : formatPct(v)}</td>;
  return (
    <MarketTable aria-label="选股结果" data-testid="screen-results">
      <thead>
        <tr>
          <th style={{ width: '1%' }}>
            <input
              type="checkbox"
              aria-label="全选本页"
              checked={allOn}
              onChange={(e) =>
                onSelect(
                  result.rows.map((r) => r.id),
                  e.target.checked,
                )
              }
            />
          </th>
          <SortHeader className="name" label="名称/代码" order={order('code')} onSort={() => onSort('code')} />
          <SortHeader label={live ? '最新价' : '收盘价'} order={order('price')} onSort={() => onSort('price')} />
          <SortHeader label="涨跌幅" order={order('pct')} onSort={() => onSort('pct')} />
          {result.columns
            .filter((c) => c !== 'price' && c !== 'pct')
            .map((c) => (
              <SortHeader key={c} label={columnHeader(c)} order={order(c)} onSort={() => onSort(c)} />
            ))}
          {!live && (
            <>
              <th>T+1</th>
              <th>T+5</th>
              <th>T+20</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {result.rows.map((r) => (
          <tr key={r.id} data-id={r.id} onClick={(e) => !(e.target as HTMLElement).closest('input') && openRowSecurity(e, ref(r))}>
            <td>
              <input type="checkbox" aria-label={`选择 ${r.name}`} checked={selected.has(r.id)} onChange={(e) => onSelect([r.id], e.target.checked)} />
            </td>
            <td className="name">
              <SecurityNameCell item={ref(r)} />
            </td>
            {live ? (
              <>
                <td>
                  <PriceCell id={r.id} field="price" placeholder={formatPrice(r.price)} />
                </td>
                <td>
                  <PriceCell id={r.id} field="pct" placeholder={formatPct(r.pct)} />
                </td>
              </>
            ) : (
              <>
                <td>{formatPrice(r.price)}</td>
                {fw(r.pct)}
              </>
            )}
            {result.columns
              .filter((c) => c !== 'price' && c !== 'pct')
              .map((c) => (
                <td key={c}>{cellText(c, r.values[c], r.losses?.includes(c))}</td>
              ))}
            {!live && (
              <>
                {fw(r.forward?.t1)}
                {fw(r.forward?.t5)}
                {fw(r.forward?.t20)}
              </>
            )}
          </tr>
        ))}
      </tbody>
    </MarketTable>
  );
}
