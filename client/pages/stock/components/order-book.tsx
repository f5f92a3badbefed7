/**
 * Five-level order book (卖五…卖一 over 买一…买五) and the latest trade ticks of a stock, from the
 * detail (refreshed on the page's clock). Prices at exchange precision, coloured against the
 * pre-close; volumes in 手 for A-shares.
 */
import styled from 'styled-components';
import type { BookLevel, StockDetail, TradeTick } from '../../../../contracts/endpoints/details';
import { EMPTY_VALUE, formatTickPrice, volumeUnitOf } from '../../../../contracts/format';
import { rem, trendColorOf, useAppTheme } from '../../../ui/theme';
import { Card, CardHeader, StatusLine } from '../../../ui/panel-styles';
import { wallDate, wallTime } from '../../../core/exchange-clock';
import { lotsText } from './lots-text';

export { lotsText };

const Levels = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${rem(13)};
  font-family: ${({ theme }) => theme.numericFont};
  font-variant-numeric: tabular-nums;
  td {
    padding: ${rem(3)} ${rem(12)};
    text-align: right;
    white-space: nowrap;
  }
  td:first-child {
    text-align: left;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr.split td {
    padding: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const NUMBERS = ['一', '二', '三', '四', '五'];

function levelRows(detail: StockDetail, side: 'ask' | 'bid'): Array<{ label: string; level: BookLevel | null }> {
  const list = side === 'ask' ? detail.asks : detail.bids;
  const rows = NUMBERS.map((n, i) => ({ label: `${side === 'ask' ? '卖' : '买'}${n}`, level: list[i] ?? null }));
  return side === 'ask' ? rows.reverse() : rows;
}

/** See the module comment. */
export function OrderBook({ detail }: { detail: StockDetail }) {
  const theme = useAppTheme();
  const pre = detail.quote.preClose ?? detail.quote.price - detail.quote.change;
  const all = [...detail.asks, ...detail.bids];
  const max = Math.max(1, ...all.map((l) => l.volume));
  const row = ({ label, level }: { label: string; level: BookLevel | null }, side: 'ask' | 'bid') => (
    <tr
      key={label}
      style={
        level
          ? { background: `linear-gradient(to left, ${side === 'ask' ? theme.colors.down : theme.colors.up}1f ${(level.volume / max) * 100}%, transparent 0)` }
          : undefined
      }
    >
      <td>{label}</td>
      <td style={{ color: level ? trendColorOf(theme, level.price - pre) : undefined }}>{level ? formatTickPrice(level.price, detail.tick) : EMPTY_VALUE}</td>
      <td>{level ? lotsText(level.volume, detail) : EMPTY_VALUE}</td>
    </tr>
  );
  return (
    <Card aria-label="五档盘口" data-testid="order-book">
      <CardHeader>
        <h2>五档盘口</h2>
        <span className="spacer" />
        <small>单位：{volumeUnitOf(detail.kind)}</small>
      </CardHeader>
      <Levels>
        <tbody>
          {levelRows(detail, 'ask').map((r) => row(r, 'ask'))}
          <tr className="split">
            <td colSpan={3} />
          </tr>
          {levelRows(detail, 'bid').map((r) => row(r, 'bid'))}
        </tbody>
      </Levels>
    </Card>
  );
}

const SIDE_TEXT: Record<TradeTick['side'], string> = { B: 'B', S: 'S', N: '' };

/** See the module comment. */
export function TradeTicks({ detail, limit = 14 }: { detail: StockDetail; limit?: number }) {
  const theme = useAppTheme();
  const pre = detail.quote.preClose ?? detail.quote.price - detail.quote.change;
  const ticks = detail.ticks.slice(0, limit);
  const today = wallDate(detail.quote.ts);
  return (
    <Card aria-label="成交明细" data-testid="trade-ticks">
      <CardHeader>
        <h2>成交明细</h2>
        <small>单位：{volumeUnitOf(detail.kind)}</small>
        <span className="spacer" />
        {ticks[0] && wallDate(ticks[0].ts) !== today && <small>{wallDate(ticks[0].ts)}</small>}
      </CardHeader>
      {ticks.length === 0 ? (
        <StatusLine>暂无成交</StatusLine>
      ) : (
        <Levels>
          <tbody>
            {ticks.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two ticks may share a timestamp; the index tells them apart
              <tr key={`${t.ts}-${i}`}>
                <td>{wallTime(t.ts)}</td>
                <td style={{ color: trendColorOf(theme, t.price - pre) }}>{formatTickPrice(t.price, detail.tick)}</td>
                <td>
                  {lotsText(t.volume, detail)}
                  <span style={{ display: 'inline-block', width: rem(14), color: t.side === 'B' ? theme.colors.up : theme.colors.down }}>
                    {SIDE_TEXT[t.side]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </Levels>
      )}
    </Card>
  );
}
