import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asyncScheduler, of, throwError, delay } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { addToHistory, createSearchStore, navigableItems, nextTab, visibleResults, type SearchState } from '../../../client/state/search.streams';
import type { SearchResult } from '../../../contracts/entities';

const r = (code: string, kind: SearchResult['capitalOrIndex'] = 'capital', suffix: SearchResult['codeSuff'] = 'SH'): SearchResult => ({
  code,
  codePre: suffix.toLowerCase(),
  name: `名${code}`,
  codeSuff: suffix,
  capitalOrIndex: kind,
  isFollow: 0,
  id: `${code}.${suffix}`,
  pinyin: '',
});

test('history: newest first, 5 entries, no duplicates by code', () => {
  let h: SearchResult[] = [];
  for (const c of ['1', '2', '3', '4', '5', '6']) h = addToHistory(h, r(c));
  assert.deepEqual(
    h.map((x) => x.code),
    ['6', '5', '4', '3', '2'],
  );
  h = addToHistory(h, r('4'));
  assert.deepEqual(
    h.map((x) => x.code),
    ['4', '6', '5', '3', '2'],
  );
  // By code (spec §5): 000001 the index replaces 000001 the stock.
  h = addToHistory([r('000001', 'capital', 'SZ')], r('000001', 'index_hs', 'SH'));
  assert.deepEqual(
    h.map((x) => x.id),
    ['000001.SH'],
  );
});

test('results: first 50, filtered by tab', () => {
  const list = [...Array.from({ length: 60 }, (_, i) => r(String(600000 + i))), r('000300', 'index_hs'), r('00700', 'hk', 'HK'), r('510300', 'fund_onside')];
  assert.equal(visibleResults(list, 'all').length, 50);
  assert.deepEqual(
    visibleResults(list, 'index').map((x) => x.code),
    ['000300'],
  );
  const stocks = visibleResults(list.slice(55), 'stock').map((x) => x.code);
  assert.deepEqual(stocks, ['600055', '600056', '600057', '600058', '600059', '00700']);
  assert.deepEqual(
    ['all', 'index', 'stock'].map((t) => nextTab(t as 'all')),
    ['index', 'stock', 'all'],
  );
});

interface Run {
  states: SearchState[];
  /** State in effect at each virtual time a state was emitted. */
  at: Map<number, SearchState>;
  calls: string[];
  saved: string[][];
}

function scenario(
  body: (s: ReturnType<typeof createSearchStore>, at: (t: number, fn: () => void) => void) => void,
  answer = (text: string) => [r('600519'), r(text)],
): Run {
  const states: SearchState[] = [];
  const at = new Map<number, SearchState>();
  const calls: string[] = [];
  const saved: string[][] = [];
  new TestScheduler(assert.deepEqual).run(({ flush }) => {
    const store = createSearchStore({
      search: (text, tab) => {
        calls.push(`${text}|${tab}@${asyncScheduler.now()}`);
        return text === 'boom' ? throwError(() => new Error('x')) : of({ timestamp: '', list: answer(text) }).pipe(delay(20));
      },
      hot: () => of([r('600000'), r('600001')]),
      loadHistory: () => [r('300750', 'capital', 'SZ')],
      saveHistory: (h) => saved.push(h.map((x) => x.code)),
    });
    store.state$.subscribe((s) => {
      states.push(s);
      at.set(asyncScheduler.now(), s);
    });
    body(store, (t, fn) => asyncScheduler.schedule(fn, t));
    flush();
  });
  return { states, at, calls, saved };
}

const last = (run: Run) => run.states[run.states.length - 1]!;

test('typing is debounced 100 ms; only the last text is searched; results highlight the first', () => {
  const run = scenario((s, at) => {
    at(0, () => s.type('6'));
    at(50, () => s.type('60'));
    at(90, () => s.type('600'));
  });
  assert.deepEqual(run.calls, ['600|all@190']);
  assert.equal(last(run).status, 'done');
  assert.deepEqual(
    last(run).results.map((x) => x.code),
    ['600519', '600'],
  );
  assert.equal(last(run).highlight, 0);
});

test('a tab change re-runs the search with the tab; a failed search shows an error state', () => {
  const run = scenario((s, at) => {
    at(0, () => s.type('gz'));
    at(200, () => s.cycleTab());
    at(400, () => s.selectTab('all'));
    at(600, () => s.type('boom'));
  });
  assert.deepEqual(run.calls, ['gz|all@100', 'gz|index@200', 'gz|all@400', 'boom|all@700']);
  assert.equal(last(run).status, 'error');
});

test('focus opens and loads hot stocks; blur closes after 200 ms unless focused again', () => {
  const run = scenario((s, at) => {
    at(0, () => s.focus());
    at(10, () => s.blur());
    at(100, () => s.focus());
    at(500, () => s.blur());
  });
  const times = [...run.at.keys()];
  // Open from the first focus until 200 ms after the last blur; the early blur was cancelled.
  assert.ok(
    times.filter((t) => t < 700).every((t) => t === 0 || run.at.get(t)!.open),
    JSON.stringify(times),
  );
  assert.equal(run.at.get(700)?.open, false);
  assert.equal(last(run).open, false);
  assert.deepEqual(
    last(run).hot.map((x) => x.code),
    ['600000', '600001'],
  );
});

test('arrows move over history then hot stocks with an empty query, wrapping', () => {
  const run = scenario((s, at) => {
    at(0, () => s.focus());
    at(1, () => s.move(1));
    at(2, () => s.move(1));
    at(3, () => s.move(1));
    at(4, () => s.move(1));
    at(5, () => s.move(-1));
  });
  const items = navigableItems(last(run)).map((x) => x.code);
  assert.deepEqual(items, ['300750', '600000', '600001']);
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((t) => run.at.get(t)!.highlight),
    [0, 1, 2, 0, 2],
  );
});

test('remember and clear persist the history', () => {
  const run = scenario((s, at) => {
    at(0, () => s.remember(r('600519')));
    at(1, () => s.remember(r('300750', 'capital', 'SZ')));
    at(2, () => s.clearHistory());
  });
  assert.deepEqual(run.saved, [['600519', '300750'], ['300750', '600519'], []]);
  assert.deepEqual(last(run).history, []);
});
