/**
 * The one paging logic of every paged table (pure, React-free): how many pages, which rows are on
 * one, which page numbers a numbered pager shows, and the page as it lives in the address
 * (`?page=3`; page 1 is the address without it).
 */

/** Pages of a list of `total` rows, `size` a page: at least one, so an empty list shows 第 1 / 1 页. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page number brought into 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

/** The rows of one page of a list held whole on the client; the page is clamped to the list. */
export function pageSlice<R>(rows: readonly R[], page: number, size: number): { rows: R[]; page: number; pages: number } {
  const pages = pageCount(rows.length, size);
  const current = clampPage(page, pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}

/** Page numbers a numbered pager shows: first, last, and two either side of the current one; 0 marks a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

/** The furthest page an address may ask for (a hand-typed ?page=1e9 asks the server for nothing silly). */
export const MAX_PAGE = 10_000;

/** The page an address's `page` parameter names: 1 when absent or not a number, at most {@link MAX_PAGE}. */
export function pageFromParam(raw: string | null | undefined): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) ? Math.min(MAX_PAGE, Math.max(1, n)) : 1;
}

/** The `page` parameter for a page: none for page 1, so the first page's address stays clean. */
export function pageParam(page: number): string | null {
  return page > 1 ? String(page) : null;
}
