/**
 * 公告 and 解读 items of the 7×24 desk, read from what the company model and the disclosures publish
 * on a trading day: periodic reports (归母净利润 and 同比 from companies/figures.ts), 业绩预告 / 快报,
 * dividend plans, 股东大会 and 权益分派实施, 停复牌, 增减持, 股权质押 and 解押, 股份回购 (预案, first purchase, result), abnormal-move
 * notices, 机构调研记录, a new listing's 中签率 and 上市公告书 — each one an announcement
 * `DisclosureModel` lists with that 公告日 when the day on show is that day (point in time).
 *
 * Only large companies make items: those publishing a periodic report that day, largest first
 * ({@link REPORT_PICKS}), and every announcement of the {@link WATCHED} largest — and every new
 * listing's 中签率 (T+1) and 上市公告书 (the day before it lists): 打新 readers follow each one. A day is computed
 * once, a company at a time ({@link CompanyNews.step} takes a time budget), and kept.
 * Times: most after the close (15:30–20:59), some before the open (07:00–08:59), like real
 * disclosure times; a 解读 follows its report by 20–59 minutes.
 *
 * A day's notices come from the disclosures' face (`DayNotices`: each day's disclosures read for that
 * day's notices only); how each kind of notice is worded is `notice-items.ts`.
 */
import type { DisclosureModel } from '../disclosures/index';
import { DayNotices, DisclosureContext } from '../disclosures/index';
import { periodAtOrBefore } from '../companies/index';
import type { Companies } from '../companies/index';
import { dayOfTradingIndex, dayStart, isMainlandClosed, MINUTE_MS, mainlandIndexPlus } from '../calendar/days';
import { formatDay, parseDay } from '../../../contracts/calendar/index';
import { hash3, uniform } from '../shared/rng';
import { type CompanyItem, TAG } from './company-item';
import { noticeItems } from './notice-items';
import { marked } from './wording';

/** Companies publishing a periodic report on a day that get items (largest first). */
export const REPORT_PICKS = 24;
/** The largest companies every announcement of which gets an item. */
export const WATCHED = 30;
/** First id number of company items within a day (the desk's own flashes count up from 1). */
export const COMPANY_ID_BASE = 900_001;

/** Options of {@link CompanyNews}. */
export interface CompanyNewsOptions {
  companies: Companies;
  /** 题材 of a stock (concept boards, else its industry). */
  conceptsOf?: (id: string) => readonly string[];
}

interface DayWork {
  t: number;
  slots: number[];
  next: number;
  model: DisclosureModel;
  drafts: CompanyItem[];
  items: CompanyItem[] | null;
}

/** The company items of trading days, computed a company at a time and kept. */
export class CompanyNews {
  private readonly ctx: DisclosureContext;
  /** Each day's disclosures, read for that day's notices only (disclosures' `DayNotices`). */
  private readonly notices: DayNotices;
  private readonly days = new Map<number, DayWork>();

  constructor(private readonly opts: CompanyNewsOptions) {
    this.ctx = new DisclosureContext({ companies: opts.companies, today: () => 0 });
    this.notices = new DayNotices(opts.companies);
  }

  /** The day's items, time order; null until computed. */
  itemsOf(t: number): CompanyItem[] | null {
    return this.days.get(t)?.items ?? null;
  }

  /** Computes (or reads) the whole day now. */
  dayItems(t: number): CompanyItem[] {
    while (!this.step(t, Number.POSITIVE_INFINITY));
    return this.days.get(t)!.items!;
  }

  /** Works on day t for about `budgetMs`; true once its items are ready. */
  step(t: number, budgetMs: number): boolean {
    const start = performance.now();
    const fresh = !this.days.has(t);
    const work = this.work(t);
    // Choosing the day's companies is a slice of its own.
    if (fresh && performance.now() - start >= budgetMs / 2) return false;
    while (work.items === null) {
      const slot = work.slots[work.next++];
      if (slot === undefined) {
        work.items = this.finish(work);
        break;
      }
      work.drafts.push(...this.companyItems(work, slot));
      if (performance.now() - start >= budgetMs) break;
    }
    return work.items !== null;
  }

  /** Forgets days other than `keep`. */
  prune(keep: ReadonlySet<number>): void {
    for (const t of this.days.keys()) if (!keep.has(t)) this.days.delete(t);
  }

  /** The companies that make items on trading day t: periodic reporters (largest first) and the largest; none on a day only HKEX trades. */
  candidates(t: number): number[] {
    // The mainland is closed: no A-share announces anything that day (the disclosures date none on it).
    if (isMainlandClosed(t)) return [];
    const day = dayOfTradingIndex(t);
    const ctx = this.ctx;
    const g0 = periodAtOrBefore(day);
    const slots = ctx.aShareSlots().filter((s) => !this.opts.companies.source.profiles[s]!.sec.id.endsWith('.HK'));
    const reporters = slots.filter((s) => {
      const first = ctx.firstListedPeriod(s);
      if (this.opts.companies.source.profiles[s]!.listIdx > t) return false;
      for (let g = g0 - 1; g <= g0; g++) if (g >= first && ctx.noticeDay(s, g) === day) return true;
      return false;
    });
    const bySize = (a: number, b: number) => ctx.sizeRank(a) - ctx.sizeRank(b);
    const picked = new Set(reporters.sort(bySize).slice(0, REPORT_PICKS));
    for (const s of [...slots].sort(bySize).slice(0, WATCHED)) if (this.opts.companies.source.profiles[s]!.listIdx <= t) picked.add(s);
    for (const s of slots) {
      const p = this.opts.companies.source.profiles[s]!;
      // The 上市公告书 the mainland trading day before the listing, the 中签率 the one after the 申购日 (events.ts).
      const applied = p.sec.offering !== undefined ? this.ctx.indexOf(parseDay(p.sec.offering.applyDate)!) : null;
      if (mainlandIndexPlus(p.listIdx, -1) === t || (applied !== null && mainlandIndexPlus(applied, 1) === t)) picked.add(s);
    }
    return [...picked].sort(bySize);
  }

  private work(t: number): DayWork {
    let w = this.days.get(t);
    if (!w) {
      const model = this.notices.on(t);
      w = { t, slots: this.candidates(t), next: 0, model, drafts: [], items: null };
      this.days.set(t, w);
    }
    return w;
  }

  private finish(work: DayWork): CompanyItem[] {
    const day = formatDay(dayOfTradingIndex(work.t));
    const sorted = [...work.drafts].sort(
      (a, b) => a.ts - b.ts || cmp(a.security, b.security) || cmp(a.kind, b.kind) || (a.g ?? 0) - (b.g ?? 0) || cmp(a.title, b.title),
    );
    return sorted.map((d, i) => ({ ...d, id: `${day}-${COMPANY_ID_BASE + i}` }));
  }

  private companyItems(work: DayWork, slot: number): CompanyItem[] {
    const { t } = work;
    const notices = work.model.of(slot).notices.filter((n) => n.idx === t);
    if (notices.length === 0) return [];
    const cs = this.opts.companies;
    const profile = cs.source.profiles[slot]!;
    const co = cs.company(slot);
    const start = dayStart(dayOfTradingIndex(t));
    const key = co.params.key;
    // One time for the company's announcements of the day: 3/4 after the close, the rest before the open.
    const u0 = uniform(hash3(key, TAG, t * 4));
    const u1 = uniform(hash3(key, TAG, t * 4 + 1));
    const minute = u0 < 0.75 ? 15 * 60 + 30 + Math.floor(u1 * 330) : 7 * 60 + Math.floor(u1 * 120);
    const ts = start + minute * MINUTE_MS;
    const name = profile.sec.name;
    const code = profile.sec.id;
    const short = code.slice(0, 6);
    const tags = (extra: string[]) => [...extra, ...(this.opts.conceptsOf?.(code) ?? []).slice(0, 2)];
    const item = (kind: string, title: string, content: string, important: boolean, extraTags: string[], g?: number, at = ts): CompanyItem => ({
      id: '',
      ts: at,
      title: marked(title),
      content: marked(content),
      codes: [code],
      level: important ? 'important' : 'normal',
      category: kind === 'reading' ? 'analysis' : 'notice',
      tags: tags(extraTags),
      security: code,
      kind,
      noticeIdx: t,
      ...(g !== undefined ? { g } : {}),
    });
    const large = this.ctx.sizeRank(slot) < 10;
    return noticeItems(notices, { co, profile, t, ts, name, short, large, item });
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
