/**
 * The stock page's quote grid (issue: open, high, low, pre-close, volume, amount, turnover,
 * amplitude, PE-TTM, PB, total and float market cap, limit-up/down) as pure field descriptions:
 * the label, the quote field followed live (or none), and how a value is written — spec §9
 * formatting (exchange-precision prices, 万/亿 large numbers, signed percents).
 */
import { formatLargeNumber, formatPlain, formatRatio, formatTickPrice, formatVolume, volumeUnitOf } from '../../../../contracts/format';
import type { StockDetail } from '../../../../contracts/endpoints/details';
import type { Quote } from '../../../../contracts/ws-protocol';
import type { QuoteField } from '../../../components/live-quote/price-cell';

/** One cell of the grid. */
export interface QuoteGridField {
  key: string;
  label: string;
  /** The quote field the cell follows live; null for static cells. */
  field: QuoteField | null;
  /** Text from a quote (live cells) or from the detail's own quote (static cells). */
  text(quote: Quote): string;
  /** Coloured by trend against the pre-close (price-like fields). */
  colored: boolean;
}

/** A market cap scaled to the live price (the share count does not change within a day). */
export function liveCap(cap: number | null, basePrice: number, price: number): number | null {
  if (cap === null || !(basePrice > 0) || !(price > 0)) return cap;
  return (cap * price) / basePrice;
}

/** The grid of a stock (all fields) or an index (prices, volume, amount, amplitude). */
export function quoteGridFields(detail: StockDetail): QuoteGridField[] {
  const tick = detail.tick;
  const price = (key: 'open' | 'high' | 'low' | 'preClose', label: string): QuoteGridField => ({
    key,
    label,
    field: key,
    text: (q) => formatTickPrice(q[key], tick),
    colored: key !== 'preClose',
  });
  const base = detail.quote.price;
  const fields: QuoteGridField[] = [
    price('open', '今开'),
    price('high', '最高'),
    price('low', '最低'),
    price('preClose', '昨收'),
    { key: 'volume', label: '成交量', field: 'volume', text: (q) => formatVolume(q.volume, volumeUnitOf(detail.kind)), colored: false },
    { key: 'amount', label: '成交额', field: 'amount', text: (q) => formatLargeNumber(q.amount), colored: false },
  ];
  if (detail.kind.startsWith('index_')) {
    fields.push({ key: 'amplitude', label: '振幅', field: 'amplitude', text: (q) => formatRatio(q.amplitude), colored: false });
    return fields;
  }
  fields.push(
    { key: 'turnover', label: '换手率', field: 'turnover', text: (q) => formatRatio(q.turnover), colored: false },
    { key: 'amplitude', label: '振幅', field: 'amplitude', text: (q) => formatRatio(q.amplitude), colored: false },
    { key: 'peTtm', label: '市盈率TTM', field: null, text: () => formatPlain(detail.peTtm), colored: false },
    { key: 'pb', label: '市净率', field: null, text: () => formatPlain(detail.pb), colored: false },
    { key: 'totalCap', label: '总市值', field: 'price', text: (q) => formatLargeNumber(liveCap(detail.totalCap, base, q.price)), colored: false },
    { key: 'floatCap', label: '流通市值', field: 'price', text: (q) => formatLargeNumber(liveCap(detail.floatCap, base, q.price)), colored: false },
    { key: 'limitUp', label: '涨停', field: null, text: (q) => formatTickPrice(q.limitUp, tick), colored: false },
    { key: 'limitDown', label: '跌停', field: null, text: (q) => formatTickPrice(q.limitDown, tick), colored: false },
  );
  return fields;
}

/** Chinese text of a trading status. */
export function statusText(status: Quote['status']): string {
  switch (status) {
    case 'trading':
      return '交易中';
    case 'auction':
      return '集合竞价';
    case 'break':
      return '午间休市';
    case 'closed':
      return '已收盘';
    case 'suspended':
      return '停牌';
    default:
      return '';
  }
}
