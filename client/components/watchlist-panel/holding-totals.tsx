/**
 * The group's holding total (持仓合计) above the watchlist: 持仓市值, 浮动盈亏 (¥ and %) and 当日盈亏
 * over the listed rows that hold a position, one line per currency (HK stocks in HKD). It follows
 * the quotes like a live cell: React renders the frame, each quote batch writes the figures within
 * one animation frame, and nothing re-renders on a tick.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { currencyOf, currencySymbol, formatMoney, holdingTotals, type Currency, type HoldingTotal } from '../../../contracts/holdings';
import { EMPTY_VALUE, formatPct } from '../../../contracts/format';
import type { Quote } from '../../../contracts/ws-protocol';
import { quotes$ } from '../../state/quotes';
import { cancelWrite, writeNextFrame } from '../../ui/frame-writer';
import { rem, trendColorOf, useAppTheme, type AppTheme } from '../../ui/theme';
import { rowQuote, type WatchRow } from './watchlist-columns';

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(4)} ${rem(18)};
  padding: ${rem(6)} ${rem(20)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
  .line {
    display: flex;
    flex-wrap: wrap;
    gap: ${rem(4)} ${rem(14)};
  }
  b {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  span[data-total] {
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const LINE_TITLE: Readonly<Record<Currency, string>> = { CNY: '持仓合计', HKD: '港股合计' };

function paintLine(line: Element, t: HoldingTotal, theme: AppTheme): void {
  const sym = currencySymbol(t.currency);
  const set = (name: string, text: string, trend?: number) => {
    const el = line.querySelector<HTMLElement>(`[data-total="${name}"]`);
    if (!el) return;
    el.textContent = text;
    el.style.color = trend === undefined ? '' : trendColorOf(theme, trend);
  };
  set('value', t.count === 0 ? EMPTY_VALUE : formatMoney(t.marketValue, false, sym));
  set('pnl', t.count === 0 ? EMPTY_VALUE : `${formatMoney(t.floatPnl, true, sym)}（${formatPct(t.floatPct)}）`, t.floatPnl);
  set('day', t.count === 0 ? EMPTY_VALUE : formatMoney(t.dayPnl, true, sym), t.dayPnl);
}

/** See the module comment; renders nothing when no listed row holds a position. */
export function HoldingTotals({ rows }: { rows: readonly WatchRow[] }) {
  const theme = useAppTheme();
  const ref = useRef<HTMLDivElement>(null);
  const held = rows.filter((r) => r.holding);
  const key = held.map((r) => `${r.item.code}:${r.holding!.updatedAt}:${r.item.price}`).join(',');
  const currencies = (['CNY', 'HKD'] as const).filter((c) => held.some((r) => currencyOf(r.item.code) === c));
  const latest = useRef(held);
  latest.current = held;

  useEffect(() => {
    const root = ref.current;
    if (!root || key === '') return undefined;
    const paint = (quotes: ReadonlyMap<string, Quote>) => {
      const totals = holdingTotals(
        latest.current.map((r) => ({ code: r.item.code, holding: r.holding!, quote: rowQuote({ item: r.item, quote: quotes.get(r.item.code) }) })),
      );
      for (const t of totals) {
        const line = root.querySelector(`[data-currency="${t.currency}"]`);
        if (line) paintLine(line, t, theme);
      }
    };
    const sub = quotes$(key.split(',').map((k) => k.split(':')[0]!)).subscribe((q) => writeNextFrame(root, () => paint(q)));
    return () => {
      sub.unsubscribe();
      cancelWrite(root);
    };
  }, [key, theme]);

  if (held.length === 0) return null;
  return (
    <Strip ref={ref} data-testid="holding-totals" aria-live="off">
      {currencies.map((c) => (
        <div className="line" key={c} data-currency={c}>
          <b>{LINE_TITLE[c]}</b>
          <span>
            持仓市值 <span data-total="value" />
          </span>
          <span>
            浮动盈亏 <span data-total="pnl" />
          </span>
          <span>
            当日盈亏 <span data-total="day" />
          </span>
        </div>
      ))}
    </Strip>
  );
}
