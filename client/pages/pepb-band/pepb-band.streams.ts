/**
 * PE/PB 通道 (/pepbBand) store, React-free: the address's code, kind (pe/pb), window and mode
 * become one `pepbBand` request; {@link bandChartData} draws the close against the five lines
 * EPS-TTM × k (or BPS × k), which step only on 公告日; {@link bandPosition} says between which
 * multiples today's close sits.
 */
import type { Observable } from 'rxjs';
import type { PepbBandAnswer, PepbBandQuery, ValuationRange } from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import type { KeyedLoadable } from '../../core/loadable';
import type { LineChartData } from '../../components/data-page/line-chart-view';
import { keyedLoad } from '../../components/data-page/loads.streams';

/** What the address asks for. */
export interface BandParams {
  id: SecurityId;
  kind: 'pe' | 'pb';
  range: ValuationRange;
  mode: 'auto' | 'fixed';
}

/** The page's I/O. */
export interface BandDeps {
  fetchBand(query: PepbBandQuery): Observable<PepbBandAnswer>;
}

/** The answer for the latest params. */
export function createPepbBand(deps: BandDeps, params$: Observable<BandParams>): Observable<KeyedLoadable<PepbBandAnswer>> {
  return keyedLoad(
    params$,
    (p) => `${p.id}|${p.kind}|${p.range}|${p.mode}`,
    (p) => deps.fetchBand({ code: p.id, kind: p.kind, range: p.range, mode: p.mode }),
  );
}

/** A multiple's label: `23.5x`. */
export function multipleLabel(k: number, kind: 'pe' | 'pb'): string {
  const digits = kind === 'pb' || k < 10 ? 2 : 1;
  return `${kind.toUpperCase()} ${Number(k.toFixed(digits))}x`;
}

/** The chart: close (bold, price colour) and the five band lines as steps. */
export function bandChartData(answer: PepbBandAnswer, colors: { close: string; bands: readonly string[] }): LineChartData {
  return {
    dates: answer.points.map((p) => p.date),
    series: [
      { name: '收盘价', values: answer.points.map((p) => p.close), color: colors.close, width: 1.6 },
      ...answer.multiples.map((k, i) => ({
        name: multipleLabel(k, answer.kind),
        values: answer.points.map((p) => p.bands[i] ?? null),
        step: true,
        color: colors.bands[i % colors.bands.length],
        width: 1,
      })),
    ],
    format: (v) => v.toFixed(2),
  };
}

/** Where the latest close sits among the bands, e.g. `位于 PE 20x 与 PE 25x 之间`; null when there is no per-share base. */
export function bandPosition(answer: PepbBandAnswer): string | null {
  const last = answer.points[answer.points.length - 1];
  if (!last || last.perShare === null || last.perShare <= 0) return null;
  const bands = last.bands;
  const ks = answer.multiples;
  if (bands.some((b) => b === null)) return null;
  const values = bands as number[];
  if (last.close < values[0]!) return `低于 ${multipleLabel(ks[0]!, answer.kind)}`;
  if (last.close >= values[values.length - 1]!) return `高于 ${multipleLabel(ks[ks.length - 1]!, answer.kind)}`;
  for (let i = 0; i + 1 < values.length; i++) {
    if (last.close >= values[i]! && last.close < values[i + 1]!)
      return `位于 ${multipleLabel(ks[i]!, answer.kind)} 与 ${multipleLabel(ks[i + 1]!, answer.kind)} 之间`;
  }
  return null;
}
