/**
 * The layout guard (issue 27): one pass over the rendered page that reports what a user would see
 * as broken, whatever the page:
 *
 * - `overlap`: two in-flow sibling boxes that overlap (a grid item pushed over its neighbour);
 * - `overflow`: text cut off or running out of its box (scrollWidth > clientWidth) with no
 *   intended ellipsis-with-title;
 * - `hidden`: a tab, button, link or field past the edge of a box that scrolls or clips sideways;
 * - `bad-text`: a visible NaN, undefined, null, Invalid Date or a negative zero (-0.00, -0.0%);
 * - `english`: an English word in visible UI (codes, key names in <kbd>, tickers and upper-case acronyms such as
 *   MACD, PE-TTM or 600519.SH are not words);
 * - `hscroll`: the page body (the document or the active page frame) scrolls sideways.
 *
 * {@link collectLayoutProblems} runs inside the page (page.evaluate), so it is self-contained.
 */

/** One thing the guard found. */
export interface LayoutProblem {
  kind: 'overlap' | 'overflow' | 'hidden' | 'bad-text' | 'english' | 'hscroll';
  /** Where: the nearest test id / label and the element's own text. */
  where: string;
  detail: string;
}

/** Runs in the page: every problem on screen now. Self-contained (no imports, no outer names). */
export function collectLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.querySelector('[data-route]') ?? document.body;
  const frame = document.querySelector<HTMLElement>('[data-page]:not([hidden])');

  const describe = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    while (node && parts.length < 3 && node !== document.body) {
      const id = node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? node.getAttribute('data-page');
      if (id) parts.unshift(id);
      node = node.parentElement;
    }
    const text = ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${parts.join(' › ')} <${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` .${el.className.split(' ')[0]}` : ''}> "${text}"`;
  };

  const visible = (el: Element): boolean =>
    (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? (el as HTMLElement).offsetParent !== null;

  // Horizontal scroll of the page body.
  const scroller = document.scrollingElement;
  if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
    problems.push({ kind: 'hscroll', where: 'document', detail: `scrollWidth ${scroller.scrollWidth} > ${scroller.clientWidth}` });
  }
  if (frame && frame.scrollWidth > frame.clientWidth + 1) {
    problems.push({ kind: 'hscroll', where: `page ${frame.getAttribute('data-page')}`, detail: `scrollWidth ${frame.scrollWidth} > ${frame.clientWidth}` });
  }

  const all = Array.from(root.querySelectorAll<HTMLElement>('*'));
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element): CSSStyleDeclaration => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const shown = all.filter((el) => !(el instanceof SVGElement) && !el.closest('svg') && visible(el));
  const shownSet = new Set<Element>(shown);

  // Overlapping sibling boxes (in flow only: absolute, fixed and sticky boxes overlay on purpose).
  const inFlow = (el: HTMLElement): boolean => {
    const s = styleOf(el);
    return (
      (s.position === 'static' || s.position === 'relative') &&
      s.display !== 'inline' &&
      s.display !== 'contents' &&
      s.float === 'none' &&
      s.transform === 'none' &&
      !(el instanceof HTMLTableRowElement || el instanceof HTMLTableSectionElement || el instanceof HTMLTableCellElement)
    );
  };
  for (const parent of [root, ...shown]) {
    const kids = Array.from(parent.children).filter(
      (c): c is HTMLElement => c instanceof HTMLElement && shownSet.has(c) && inFlow(c) && !c.hasAttribute('data-layout-overlay'),
    );
    if (kids.length < 2 || kids.length > 400) continue;
    const rects = kids.map((k) => k.getBoundingClientRect()).map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom, w: r.width, h: r.height }));
    for (let i = 0; i < kids.length; i++) {
      const a = rects[i]!;
      if (a.w < 2 || a.h < 2) continue;
      for (let j = i + 1; j < kids.length; j++) {
        const b = rects[j]!;
        if (b.w < 2 || b.h < 2) continue;
        const x = Math.min(a.r, b.r) - Math.max(a.l, b.l);
        const y = Math.min(a.b, b.b) - Math.max(a.t, b.t);
        if (x > 2 && y > 2) {
          problems.push({
            kind: 'overlap',
            where: describe(kids[i]!),
            detail: `overlaps ${describe(kids[j]!)} by ${Math.round(x)}×${Math.round(y)} px`,
          });
        }
      }
    }
  }

  // Text cut off or overflowing its box.
  for (const el of shown) {
    const s = styleOf(el);
    if (s.display === 'inline' || s.display === 'contents' || el.clientWidth === 0) continue;
    if (s.overflowX === 'auto' || s.overflowX === 'scroll') continue; // an intended scroll area
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el instanceof HTMLCanvasElement) continue;
    const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const cell = el instanceof HTMLTableCellElement;
    if (!ownText && !cell) continue;
    if (el.scrollWidth <= el.clientWidth + 1) continue;
    const titled = s.textOverflow === 'ellipsis' && (el.closest('[title]')?.getAttribute('title') ?? '') !== '';
    if (titled) continue;
    problems.push({ kind: 'overflow', where: describe(el), detail: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}` });
  }

  // Controls out of sight in a box that scrolls or clips sideways. The overflow rule above lets a
  // horizontal scroll area be (a wide table scrolls on purpose), but a tab, button or link that sits
  // past the edge of such a box cannot be found: the app's scrollbars are thin and quiet, and a
  // table's sits below its last row (issue 27: 选股's 「技术」 tab outside its strip).
  for (const box of shown) {
    const s = styleOf(box);
    if (s.overflowX === 'visible' || box.scrollWidth <= box.clientWidth + 1) continue;
    const r = box.getBoundingClientRect();
    const out = Array.from(box.querySelectorAll<HTMLElement>('button,a[href],[role=tab],input,select')).filter((c) => {
      if (!shownSet.has(c)) return false;
      const cr = c.getBoundingClientRect();
      return cr.width > 0 && (cr.right > r.right + 1 || cr.left < r.left - 1);
    });
    if (out.length === 0) continue;
    problems.push({
      kind: 'hidden',
      where: describe(box),
      detail: `${out.length} control(s) past its edge: ${out
        .slice(0, 3)
        .map((c) => `"${(c.innerText || c.getAttribute('aria-label') || c.tagName).trim().slice(0, 12)}"`)
        .join(', ')}`,
    });
  }

  // Visible text: bad values and English words.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const bad = /\bNaN\b|\bundefined\b|\bnull\b|Invalid Date|(^|[^\d.])-0(\.0+)?(?![\d.])/;
  const reported = new Set<string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (text.trim() === '') continue;
    const parent = node.parentElement;
    if (!parent || !shownSet.has(parent)) continue;
    if (parent.closest('script,style,noscript,code,kbd,[translate=no]')) continue; // key names (PageUp, Esc) are printed on the keys
    const m = bad.exec(text);
    if (m) {
      const key = `bad:${text}`;
      if (!reported.has(key)) {
        reported.add(key);
        problems.push({ kind: 'bad-text', where: describe(parent), detail: `"${text.trim().slice(0, 60)}"` });
      }
    }
    for (const chunk of text.match(/[A-Za-z0-9.*+&/'-]*[A-Za-z][A-Za-z0-9.*+&/'-]*/g) ?? []) {
      const word = chunk.replace(/^[.'/-]+|[.'/-]+$/g, '');
      if (!/[a-z]/.test(word)) continue; // upper-case acronyms, codes and tickers (MACD, PE-TTM, 600519.SH)
      if (/^(sh|sz|bj|hk)\d{5,6}$/i.test(word)) continue; // a code as typed (sh600519)
      if (/^\d+(\.\d+)?[a-z]$/i.test(word)) continue; // 24A, 25E
      const key = `en:${word}`;
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push({ kind: 'english', where: describe(parent), detail: `"${word}" in "${text.trim().slice(0, 60)}"` });
    }
  }
  return problems;
}
