/**
 * PE/PB 通道 (/pepbBand?code=600519.SH&kind=pe&range=10y&mode=auto): the unadjusted close against
 * five lines of EPS-TTM × k (PE) or BPS × k (PB), k evenly spaced over the window's range or fixed
 * (10–30×, PB 1–5×); the lines step on 公告日 only. A table lists today's per-share base and each
 * line's price. Choices live in the address.
 */
import { useMemo } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import { VALUATION_RANGE_LABELS, VALUATION_RANGES, type ValuationRange } from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import { formatPerShare, formatPct, formatPlain } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { LineChartBox } from '../../components/data-page/line-chart-box';
import { MemberGate } from '../../components/member-gate/member-gate';
import { SERIES_PALETTE } from '../../components/data-page/line-chart-view';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem, pickParam } from '../../components/data-page/query-state';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { useAppTheme } from '../../ui/theme';
import { DataTable } from '../../components/data-page/data-table';
import { bandChartData, bandPosition, createPepbBand, multipleLabel } from './pepb-band.streams';

const deps = { fetchBand: (q: Parameters<typeof fetchFundamentals<'pepbBand'>>[1]) => fetchFundamentals('pepbBand', q) };

const KINDS = ['pe', 'pb'] as const;
const MODES = ['auto', 'fixed'] as const;

function BandView({ id, kind, range, mode }: { id: SecurityId; kind: 'pe' | 'pb'; range: ValuationRange; mode: 'auto' | 'fixed' }) {
  const theme = useAppTheme();
  const load$ = useObservable((in$) => createPepbBand(deps, in$.pipe(map(([id, kind, range, mode]) => ({ id, kind, range, mode })))), [id, kind, range, mode]);
  const load = useObservableEagerState(load$);
  const answer = load.data;
  const bandColors = useMemo(() => [SERIES_PALETTE[3], SERIES_PALETTE[0], SERIES_PALETTE[4], SERIES_PALETTE[1], SERIES_PALETTE[2]], []);
  const chart = useMemo(() => (answer ? bandChartData(answer, { close: theme.colors.up, bands: bandColors }) : null), [answer, theme, bandColors]);
  const last = answer?.points[answer.points.length - 1] ?? null;
  const base = kind === 'pe' ? '每股收益TTM' : '每股净资产';
  return (
    <FundamentalsPage title="PE/PB通道" path="/pepbBand" id={id} name={answer?.name} testId="pepb-band-page">
      <Card>
        <CardHeader>
          <TabStrip
            label="通道类型"
            tabs={KINDS.map((k) => ({ key: k, label: k === 'pe' ? 'PE通道' : 'PB通道' }))}
            selected={kind}
            onSelect={(k) => replaceQuery({ kind: k })}
          />
          <span className="spacer" />
          <TabStrip
            label="倍数"
            tabs={MODES.map((m) => ({ key: m, label: m === 'auto' ? '区间倍数' : '固定倍数' }))}
            selected={mode}
            onSelect={(m) => replaceQuery({ mode: m })}
          />
          <TabStrip
            label="统计区间"
            tabs={VALUATION_RANGES.map((r) => ({ key: r, label: VALUATION_RANGE_LABELS[r] }))}
            selected={range}
            onSelect={(r) => replaceQuery({ range: r })}
          />
        </CardHeader>
        <LoadStatus value={load} empty={(a) => a.points.length === 0} emptyText="该区间暂无数据" />
        {answer && chart && answer.points.length > 0 && (
          <>
            <LineChartBox data={chart} label={`${kind.toUpperCase()}通道：收盘价与五条倍数线`} testId="band-chart" height={360} />
            <StatusLine data-testid="band-position">
              {last?.perShare !== null && last?.perShare !== undefined && last.perShare > 0
                ? `${last.date} 最新价 ${formatPlain(last.close)} 元，${base} ${formatPerShare(last.perShare)} 元，${bandPosition(answer) ?? ''}`
                : `${base}为负或尚无报告，无法画出通道（亏损期的倍数线留空）`}
            </StatusLine>
          </>
        )}
      </Card>
      {answer && last && answer.multiples.length > 0 && (
        <Card>
          <CardHeader>
            <h2>通道价位（{last.date}）</h2>
          </CardHeader>
          <DataTable
            label="通道价位"
            testId="band-table"
            columns={[
              { key: 'k', label: '倍数', cell: (r: { k: number; price: number | null }) => multipleLabel(r.k, kind) },
              { key: 'price', label: '对应股价', cell: (r) => formatPlain(r.price) },
              {
                key: 'gap',
                label: '相对收盘',
                cell: (r) => (r.price === null ? '--' : formatPct(((r.price - last.close) / last.close) * 100)),
                trend: (r) => (r.price === null ? null : r.price - last.close),
              },
            ]}
            rows={answer.multiples.map((k, i) => ({ k, price: last.bands[i] ?? null }))}
            rowKey={(r) => String(r.k)}
          />
        </Card>
      )}
    </FundamentalsPage>
  );
}

/** The /pepbBand page. */
export default function PepbBandPage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/pepbBand" title="PE/PB通道" problem={codeProblem(search)} />;
  // Member-only (contracts/membership.ts); the sim refuses non-members too, so nothing is asked for here.
  return (
    <MemberGate feature="pepbBand">
      <BandView
        key={id}
        id={id}
        kind={pickParam(search, 'kind', KINDS, 'pe')}
        range={pickParam(search, 'range', VALUATION_RANGES, '10y')}
        mode={pickParam(search, 'mode', MODES, 'auto')}
      />
    </MemberGate>
  );
}
