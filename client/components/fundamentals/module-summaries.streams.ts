/**
 * Summary cards of the stock page's module catalogue (React-free): for a company, one key figure
 * and a sparkline per fundamentals module, read from the same endpoints the module pages use, so a
 * card always agrees with the page it opens. Calls are quiet (a card without data just shows its
 * title) and only made for companies — funds and indexes have no company data.
 */
import { catchError, combineLatest, EMPTY, map, of, startWith, type Observable } from 'rxjs';
import type { HolderAnswer, HolderNumAnswer, InstHoldAnswer } from '../../../contracts/endpoints/disclosures';
import type { CompareAnswer, DiviAnswer, GrowAnswer, PepbAnswer, SegmentsAnswer } from '../../../contracts/endpoints/fundamentals';
import { reportPeriodName } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import type { EventAnswer, NoticeListAnswer } from '../../../contracts/endpoints/notices';
import type { InstitutionPointAnswer } from '../../../contracts/endpoints/research';
import { formatAmount, formatGrowth, formatMultiple, formatRank, formatRatio } from '../../../contracts/format';

/** One card's content. */
export interface ModuleSummary {
  /** The key figure, e.g. `PE-TTM 25.31`. */
  figure: string;
  /** A second line, e.g. `10年分位 40.2%`. */
  note?: string;
  /** Sparkline values, oldest first (may be empty). */
  spark: number[];
}

/** Cards by catalogue key. */
export type ModuleSummaries = Readonly<Record<string, ModuleSummary>>;

/** The I/O of the summaries. */
export interface SummaryDeps {
  fetchPepb(id: SecurityId): Observable<PepbAnswer>;
  fetchGrow(id: SecurityId): Observable<GrowAnswer>;
  fetchDivi(id: SecurityId): Observable<DiviAnswer>;
  fetchSegments(id: SecurityId): Observable<SegmentsAnswer>;
  fetchCompare(id: SecurityId): Observable<CompareAnswer>;
  /** 十大股东 (重要股东持股 card). */
  fetchHolders?(id: SecurityId): Observable<HolderAnswer>;
  /** 机构持仓 by type (its 合计 goes on the 重要股东持股 card). */
  fetchInst?(id: SecurityId): Observable<InstHoldAnswer>;
  /** 股东户数 card. */
  fetchHolderNum?(id: SecurityId): Observable<HolderNumAnswer>;
  /** 公司公告, 重大事项提醒, 机构研报 cards (notice and research endpoints). */
  fetchNotices?(id: SecurityId): Observable<NoticeListAnswer>;
  fetchEvents?(id: SecurityId): Observable<EventAnswer>;
  fetchConsensus?(id: SecurityId): Observable<InstitutionPointAnswer>;
}

/** At most `n` evenly spaced finite values of a series (sparklines need no more). */
export function thin(values: ReadonlyArray<number | null>, n = 80): number[] {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (finite.length <= n) return finite;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(finite[Math.round((i / (n - 1)) * (finite.length - 1))]!);
  return out;
}

/** 估值分位 and PE/PB Band cards from one pepb answer (PE-TTM series, 10 years for a member, 3 otherwise). */
export function pepbSummaries(a: PepbAnswer): ModuleSummaries {
  const pe = a.stats.find((s) => s.metric === 'peTtm');
  const pb = a.stats.find((s) => s.metric === 'pb');
  const dy = a.stats.find((s) => s.metric === 'dy');
  const out: Record<string, ModuleSummary> = {};
  if (pe)
    out.pepChat = {
      figure: `PE-TTM ${formatMultiple(pe.current, pe.current === null)}`,
      note: `${a.range === '3y' ? '近3年' : ''}分位 ${formatRatio(pe.percentile, 1)}`,
      spark: thin(a.series.map((p) => p.value)),
    };
  if (pb)
    out.pepbBand = { figure: `PB ${formatMultiple(pb.current)}`, note: `分位 ${formatRatio(pb.percentile, 1)}`, spark: thin(a.series.map((p) => p.close)) };
  if (dy) out.dividend = { figure: `股息率 ${formatRatio(dy.current)}`, spark: [] };
  return out;
}

/** 成长能力 and 财务报表 cards from growAbility (报告期, newest first). */
export function growSummaries(a: GrowAnswer): ModuleSummaries {
  const latest = a.rows[0];
  if (!latest) return {};
  const oldestFirst = [...a.rows].reverse();
  const name = reportPeriodName(latest.period) ?? latest.period;
  return {
    growAbility: {
      figure: `营收同比 ${formatGrowth(latest.revenueYoy)}`,
      note: `净利同比 ${formatGrowth(latest.netProfitYoy)}`,
      spark: thin(oldestFirst.map((r) => r.revenueYoy)),
    },
    financial: {
      figure: `归母净利 ${formatAmount(latest.netProfit)}`,
      note: name,
      spark: thin(oldestFirst.filter((r) => r.period.endsWith('12-31')).map((r) => r.netProfit)),
    },
  };
}

/** 分红送配 sparkline (cash per year) on top of the 股息率 from pepb. */
export function diviSummary(a: DiviAnswer, base: ModuleSummary | undefined): ModuleSummary {
  const paid = a.rows.filter((r) => r.progress !== '不分配');
  const perYear = new Map<string, number>();
  for (const r of paid) perYear.set(r.period.slice(0, 4), (perYear.get(r.period.slice(0, 4)) ?? 0) + r.cashPer10 / 10);
  const spark = [...perYear.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, v]) => v);
  return { figure: base?.figure ?? (paid[0] ? paid[0].plan : '暂无分红'), note: paid[0]?.plan, spark };
}

/** 主营构成: the largest product (or industry) part and its share. */
export function segmentSummary(a: SegmentsAnswer): ModuleSummary | null {
  const group = a.groups.find((g) => g.type === 'product') ?? a.groups[0];
  const top = group?.rows.reduce<(typeof group.rows)[number] | null>((m, r) => (m === null || r.revenue > m.revenue ? r : m), null);
  if (!top) return null;
  return { figure: `${top.name} ${formatRatio(top.revenueShare, 1)}`, note: reportPeriodName(a.period) ?? a.period, spark: [] };
}

/** 同业对比: the stock's rank on the first column of the compare tab. */
export function compareSummary(a: CompareAnswer): ModuleSummary | null {
  const col = a.columns[0];
  if (!col) return null;
  const r = a.ranks[col.key];
  return { figure: `${col.label} 排名 ${formatRank(r?.rank, r?.total)}`, note: a.industry, spark: [] };
}

/** 重要股东持股: the top-10's share of 总股本, and the institutions' share of the float (机构持仓). */
export function holderSummary(h: HolderAnswer | null, inst: InstHoldAnswer | null): ModuleSummary | null {
  const latest = inst?.rows[0];
  if (!h && !latest) return null;
  const figure = h ? `前十大股东 ${formatRatio(h.top10Ratio)}` : `机构持流通 ${formatRatio(latest!.total.floatRatio)}`;
  const note = h && latest ? `机构持流通 ${formatRatio(latest.total.floatRatio)}` : h ? (reportPeriodName(h.period) ?? h.period) : undefined;
  const spark = inst ? thin([...inst.rows].reverse().map((r) => r.total.floatRatio)) : [];
  return { figure, ...(note ? { note } : {}), spark };
}

/** 股东户数: the latest count and its change, with the counts as a sparkline. */
export function holderNumSummary(a: HolderNumAnswer): ModuleSummary | null {
  const latest = a.rows[0];
  if (!latest) return null;
  const count = latest.holders >= 1e4 ? `${(latest.holders / 1e4).toFixed(2)}万户` : `${latest.holders}户`;
  return { figure: `股东户数 ${count}`, note: `较上期 ${formatGrowth(latest.changeRatio)}`, spark: thin([...a.rows].reverse().map((r) => r.holders)) };
}

/** 公司公告: the latest announcement's title and date. */
export function noticeSummary(a: NoticeListAnswer): ModuleSummary | null {
  const n = a.list[0];
  return n ? { figure: n.title, note: `${n.date} · 共${a.total}条`, spark: [] } : null;
}

/** 重大事项提醒: the next announced event, else the latest one. */
export function eventSummary(a: EventAnswer): ModuleSummary | null {
  const coming = a.items.filter((e) => e.coming);
  const e = coming[coming.length - 1] ?? a.items[0];
  return e ? { figure: `${e.date.slice(5)} ${e.title}`, note: e.coming ? `即将：${e.type}` : e.type, spark: [] } : null;
}

/** 机构研报: six months of ratings and the mean target price. */
export function consensusSummary(a: InstitutionPointAnswer): ModuleSummary {
  if (a.reports === 0) return { figure: '近六月暂无研报', spark: [] };
  return {
    figure: `买入${a.counts.买入} 增持${a.counts.增持} 中性${a.counts.中性}`,
    note: a.target ? `目标价均值 ${a.target.mean.toFixed(2)}` : `${a.orgCount}家机构`,
    spark: [],
  };
}

function quiet<T>(source: Observable<T>): Observable<T | null> {
  const answer$: Observable<T | null> = source.pipe(catchError(() => of(null)));
  return answer$.pipe(startWith<T | null>(null));
}

/** Every card for a company; an empty record for anything else. */
export function moduleSummaries$(deps: SummaryDeps, id: SecurityId, company: boolean): Observable<ModuleSummaries> {
  if (!company) return of({});
  return combineLatest([
    quiet(deps.fetchPepb(id)),
    quiet(deps.fetchGrow(id)),
    quiet(deps.fetchDivi(id)),
    quiet(deps.fetchSegments(id)),
    quiet(deps.fetchCompare(id)),
    quiet(deps.fetchHolders ? deps.fetchHolders(id) : EMPTY),
    quiet(deps.fetchInst ? deps.fetchInst(id) : EMPTY),
    quiet(deps.fetchHolderNum ? deps.fetchHolderNum(id) : EMPTY),
    quiet(deps.fetchNotices ? deps.fetchNotices(id) : EMPTY),
    quiet(deps.fetchEvents ? deps.fetchEvents(id) : EMPTY),
    quiet(deps.fetchConsensus ? deps.fetchConsensus(id) : EMPTY),
  ]).pipe(
    map(([pepb, grow, divi, seg, cmp, holders, inst, holderNum, notices, events, consensus]) => {
      const out: Record<string, ModuleSummary> = { ...(pepb ? pepbSummaries(pepb) : {}), ...(grow ? growSummaries(grow) : {}) };
      if (divi) out.dividend = diviSummary(divi, out.dividend);
      const s = seg ? segmentSummary(seg) : null;
      if (s) out.segments = s;
      const c = cmp ? compareSummary(cmp) : null;
      if (c) out.compare = c;
      const h = holderSummary(holders, inst);
      if (h) out.shareholders = h;
      const n = holderNum ? holderNumSummary(holderNum) : null;
      if (n) out.holderNum = n;
      const an = notices ? noticeSummary(notices) : null;
      if (an) out.announcements = an;
      const ev = events ? eventSummary(events) : null;
      if (ev) out.events = ev;
      if (consensus) out.reports = consensusSummary(consensus);
      return out;
    }),
  );
}
