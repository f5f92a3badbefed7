/**
 * A live quote value that updates its own text node: a {@link LiveText} writing one field of the
 * quote with its text and colour once per animation frame, without re-rendering the row around it
 * (spec §9, DESIGN.md). Inside a hidden cached page the subscription pauses (effects are unmounted).
 *
 * `<PriceCell id="600519.SH" field="pct" />` → `+1.23%` in red.
 */
import type { CSSProperties } from 'react';
import { EMPTY_VALUE, formatChange, formatLargeNumber, formatPct, formatTickPrice, formatVolume, volumeUnitOfId, formatRatio } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import type { Quote } from '../../../contracts/ws-protocol';
import { trendColorOf, useAppTheme } from '../../ui/theme';
import { LiveText } from './live-text';

/** Numeric fields of a quote a cell can show. */
export type QuoteField = 'price' | 'change' | 'pct' | 'volume' | 'amount' | 'open' | 'high' | 'low' | 'preClose' | 'turnover' | 'amplitude' | 'speed';

/** How a field is formatted unless `format` is given. */
export function defaultFormat(field: QuoteField, value: number | undefined, q: Quote): string {
  if (value === undefined) return EMPTY_VALUE;
  const tick = q.id.endsWith('.OF') ? 0.001 : 0.01;
  switch (field) {
    case 'pct':
    case 'speed':
      return formatPct(value);
    case 'change':
      return formatChange(value, tick < 0.01 ? 3 : 2);
    case 'volume':
      return formatVolume(value, volumeUnitOfId(q.id));
    case 'amount':
      return formatLargeNumber(value);
    case 'turnover':
    case 'amplitude':
      return formatRatio(value);
    default:
      return formatTickPrice(value, tick);
  }
}

/** Which change decides a field's colour: price-like fields against preClose, change/pct by sign. */
function trendValue(field: QuoteField, q: Quote): number | null {
  switch (field) {
    case 'volume':
    case 'amount':
    case 'turnover':
    case 'amplitude':
      return null;
    case 'open':
    case 'high':
    case 'low': {
      const v = q[field];
      return v === undefined || q.preClose === undefined ? 0 : v - q.preClose;
    }
    case 'speed':
      return q.speed ?? 0;
    default:
      return q.change;
  }
}

/** Props of {@link PriceCell}. */
export interface PriceCellProps {
  /** Security id `{code}.{SUFFIX}`. */
  id: SecurityId;
  field: QuoteField;
  /** Custom text for a value. */
  format?: (value: number | undefined, quote: Quote) => string;
  /** Colour by trend (default true for price-like fields). */
  colored?: boolean;
  /** Shown until the first quote arrives. */
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}

/** A live, self-updating quote value (see the module comment). */
export function PriceCell({ id, field, format, colored = true, placeholder = EMPTY_VALUE, className, style }: PriceCellProps) {
  const theme = useAppTheme();
  const paint = (el: HTMLSpanElement, q: Quote | null) => {
    if (!q) {
      el.textContent = placeholder;
      el.style.color = '';
      return;
    }
    const value = q[field];
    el.textContent = format ? format(value, q) : defaultFormat(field, value, q);
    const trend = colored ? trendValue(field, q) : null;
    el.style.color = trend === null ? '' : trendColorOf(theme, trend);
  };
  return <LiveText id={id} field={field} paint={paint} className={className} style={style} />;
}
