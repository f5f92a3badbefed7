import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, Subject, of, throwError, type Observable } from 'rxjs';
import { TABLE_COLUMNS, type ChoosableTable, type ColumnChoices } from '../../../contracts/table-columns';
import { createTableColumnsStore, type TableColumnsState } from '../../../client/state/table-columns-store';

function harness(opts: { token?: string | null; server?: ColumnChoices; local?: ColumnChoices } = {}) {
  const token = new BehaviorSubject<string | null>(opts.token === undefined ? 't1' : opts.token);
  const local = new BehaviorSubject<ColumnChoices>(opts.local ?? {});
  let server: ColumnChoices = opts.server ?? {};
  const saves: Array<[ChoosableTable, readonly string[]]> = [];
  let pending: Subject<ColumnChoices> | null = null;
  let fetches = 0;
  let failSave = false;
  const store = createTableColumnsStore({
    token$: token,
    fetch: () => {
      fetches++;
      return of(server);
    },
    save: (table, columns): Observable<ColumnChoices> => {
      saves.push([table, columns]);
      if (failSave) return throwError(() => new Error('未知的列'));
      pending = new Subject<ColumnChoices>();
      return pending;
    },
    local$: local,
    saveLocal: (c) => local.next(c),
  });
  const states: TableColumnsState[] = [];
  const sub = store.state$.subscribe((s) => states.push(s));
  const rank: string[][] = [];
  const sub2 = store.columnsOf$('rank').subscribe((c) => rank.push(c));
  return {
    store,
    token,
    local,
    saves,
    states,
    rank,
    last: () => states.at(-1)!,
    answer(c: ColumnChoices) {
      server = c;
      pending!.next(c);
      pending!.complete();
    },
    failNextSave() {
      failSave = true;
    },
    fetches: () => fetches,
    setServer(c: ColumnChoices) {
      server = c;
    },
    close() {
      sub.unsubscribe();
      sub2.unsubscribe();
    },
  };
}

test('signed in: the server’s choices; a table without one shows its defaults', () => {
  const h = harness({ server: { watchlist: ['holdPnl', 'price'] } });
  assert.deepEqual(h.last(), { status: 'ready', choices: { watchlist: ['holdPnl', 'price'] } });
  assert.deepEqual(h.rank.at(-1), [...TABLE_COLUMNS.rank.defaults]);
  h.close();
});

test('signed in: a choice shows at once, is saved, and the server’s answer is kept', () => {
  const h = harness();
  h.store.choose('rank', ['pb', 'price']);
  assert.deepEqual(h.rank.at(-1), ['pb', 'price'], 'shown before the answer');
  assert.deepEqual(h.saves, [['rank', ['pb', 'price']]]);
  h.answer({ rank: ['pb', 'price'] });
  assert.deepEqual(h.last().choices, { rank: ['pb', 'price'] });
  assert.deepEqual(h.local.value, {}, 'nothing written to this browser');
  h.close();
});

test('signed in: a refused save reads the server’s choices again', () => {
  const h = harness({ server: { rank: ['pct'] } });
  h.failNextSave();
  h.store.choose('rank', ['pb']);
  assert.equal(h.fetches(), 2);
  assert.deepEqual(h.rank.at(-1), ['pct']);
  h.close();
});

test('signed out: choices live in local storage; signing in switches to the server’s', () => {
  const h = harness({ token: null, local: { rank: ['amount'] }, server: { rank: ['price'] } });
  assert.deepEqual(h.rank.at(-1), ['amount']);
  h.store.choose('rank', ['pct', 'pb']);
  assert.deepEqual(h.local.value, { rank: ['pct', 'pb'] });
  assert.deepEqual(h.rank.at(-1), ['pct', 'pb']);
  assert.deepEqual(h.saves, []);
  h.token.next('t2');
  assert.deepEqual(h.rank.at(-1), ['price']);
  h.token.next(null);
  assert.deepEqual(h.rank.at(-1), ['pct', 'pb']);
  h.close();
});
