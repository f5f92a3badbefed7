/**
 * The catalogue's summary cards in React: {@link useModuleSummaries} loads the cards of a company
 * (quietly, see module-summaries.streams.ts), {@link ModuleSummaryView} shows one card's key
 * figure, note and sparkline (the chart engine's sparkline, following the app theme).
 */
import { useEffect, useRef } from 'react';
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import styled from 'styled-components';
import type { SecurityId } from '../../../contracts/market';
import { ChartHost } from '../../charts/chart-host';
import { createSparkline, type Sparkline } from '../../charts/sparkline';
import { chartThemeFor } from '../../charts/theme';
import { themeName$ } from '../../state/theme';
import { rem } from '../../ui/theme';
import { useMemberAccess } from '../member-gate/member-gate';
import { disclosureEndpoints } from '../../../contracts/endpoints/disclosures';
import { request } from '../../services/http';
import { fetchDisclosure } from '../disclosures/disclosure-api';
import { fetchFundamentals } from './fundamentals-api';
import { moduleSummaries$, type ModuleSummaries, type ModuleSummary, type SummaryDeps } from './module-summaries.streams';

/** The cards' requests; 估值分位 over 10 years for a member, the free 3 years otherwise (contracts/membership.ts). */
const depsFor = (member: boolean): SummaryDeps => ({
  fetchPepb: (id) => fetchFundamentals('pepb', { code: id, metric: 'peTtm', range: member ? '10y' : '3y' }, true),
  fetchGrow: (id) => fetchFundamentals('growAbility', { code: id, type: 'report', count: 12 }, true),
  fetchDivi: (id) => fetchFundamentals('divi', { code: id }, true),
  fetchSegments: (id) => fetchFundamentals('getSegments', { code: id }, true),
  fetchCompare: (id) => fetchFundamentals('industryCompare', { code: id, tab: 'scale' }, true),
  fetchHolders: (id) => request(disclosureEndpoints.getHolderDetails, { query: { code: id }, silent: true }),
  fetchInst: (id) => request(disclosureEndpoints.instholdpct, { query: { code: id }, silent: true }),
  fetchHolderNum: (id) => request(disclosureEndpoints.holderNumDetails, { query: { code: id }, silent: true }),
  fetchNotices: (id) => fetchDisclosure('noticeList', { code: id, size: '1' }, true),
  fetchEvents: (id) => fetchDisclosure('eventReminders', { code: id }, true),
  fetchConsensus: (id) => fetchDisclosure('institutionPoint', { code: id }, true),
});

/** The cards of `id`; nothing is loaded until `company` is true (the detail says it is a company). */
export function useModuleSummaries(id: SecurityId, company: boolean): ModuleSummaries {
  const member = useMemberAccess('valuationHistory');
  const summaries$ = useObservable((in$) => in$.pipe(switchMap(([id, company, member]) => moduleSummaries$(depsFor(member), id, company))), [
    id,
    company,
    member,
  ] as [SecurityId, boolean, boolean]);
  return useObservableState(summaries$, {});
}

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${rem(2)};
  margin-top: ${rem(4)};
  .figure {
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(12)};
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(11)};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Spark = styled(ChartHost)`
  height: ${rem(24)};
` as typeof ChartHost;

function SparkLine({ values }: { values: readonly number[] }) {
  const themeName = useObservableEagerState(themeName$);
  const chart = useRef<Sparkline | null>(null);
  const first = useRef({ values, themeName });
  useEffect(() => chart.current?.setData(values), [values]);
  useEffect(() => chart.current?.setTheme(chartThemeFor(themeName)), [themeName]);
  return (
    <Spark
      create={(el) => {
        const s = createSparkline(el, { theme: chartThemeFor(first.current.themeName) });
        s.setData(first.current.values);
        return s;
      }}
      onReady={(s) => {
        chart.current = s;
        return () => {
          chart.current = null;
        };
      }}
    />
  );
}

/** One card's body (inside the catalogue link). */
export function ModuleSummaryView({ summary }: { summary: ModuleSummary }) {
  return (
    <Body data-testid="module-summary">
      <span className="figure">{summary.figure}</span>
      {summary.note && <span className="note">{summary.note}</span>}
      {summary.spark.length > 1 && <SparkLine values={summary.spark} />}
    </Body>
  );
}
