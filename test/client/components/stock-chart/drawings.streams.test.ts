/**
 * One stock page's drawings session with fake stores: loads into the controller (read-only until
 * the list and the ex-dates are in), one save at a time with later edits coalesced, a failed save
 * keeps the drawings and says why until 重试 succeeds, signing in switches to the server's list, an
 * unreadable list leaves the chart read-only until the user discards it, the ex-dates reach the
 * chart's 复权 mode, and an edit still waiting when the page closes is sent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, Observable, of, Subject, throwError, type Subscriber } from 'rxjs';
import type { Drawing } from '../../../../contracts/drawings';
import type { AdjustFactorsAnswer } from '../../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../../contracts/market';
import { DrawingController } from '../../../../client/charts/drawings/drawing-controller';
import { DrawingStorageError, type DrawingRepo } from '../../../../client/components/stock-chart/drawing-repos';
import { createDrawingSession, type DrawingSessionState } from '../../../../client/components/stock-chart/drawings.streams';
import type { PaneLayer } from '../../../../client/charts/pane-layer';

const CODE = '600519.SH' as SecurityId;
const T = Date.UTC(2025, 0, 2);
const line = (id: string, p = 10): Drawing => ({ id, kind: 'hline', points: [{ t: T, p }], color: 'blue' });

/** A repo whose calls wait until the test settles them. */
class FakeRepo implements DrawingRepo {
  readonly saves: Array<{ list: readonly Drawing[]; done: Subscriber<void> }> = [];
  loads = 0;
  discards = 0;
  stored: Drawing[] | Error = [];
  constructor(readonly where: 'server' | 'local') {}
  load() {
    this.loads++;
    const s = this.stored;
    return s instanceof Error ? throwError(() => s) : of(s);
  }
  save(_code: SecurityId, list: readonly Drawing[]) {
    return new Observable<void>((done) => void this.saves.push({ list, done }));
  }
  discard() {
    this.discards++;
    this.stored = [];
    return of(undefined);
  }
  settle(i: number, error?: Error) {
    const s = this.saves[i]!;
    if (error) s.done.error(error);
    else s.done.complete();
  }
}

function setup(options: { adjusted?: boolean; factors?: Observable<AdjustFactorsAnswer> } = {}) {
  const local = new FakeRepo('local');
  const server = new FakeRepo('server');
  const signedIn$ = new BehaviorSubject(false);
  const controller = new DrawingController({ newId: () => 'new' });
  const session = createDrawingSession({
    code: CODE,
    adjusted: options.adjusted ?? false,
    signedIn$,
    repo: (signedIn) => (signedIn ? server : local),
    fetchFactors: () => options.factors ?? of({ id: CODE, exDates: [] }),
    controller,
  });
  const states: DrawingSessionState[] = [];
  const sub = session.state$.subscribe((s) => states.push(s));
  return { local, server, signedIn$, controller, session, states, sub, last: () => states[states.length - 1]! };
}

/** Deletes every drawing one by one through the controller, as the user would. */
function deleteFirst(c: DrawingController): void {
  c.select(c.drawings[0]!.id);
  c.deleteSelected();
}

test('loads into the controller, then saves one edit at a time, coalescing edits made meanwhile; a failed save says why until 重试', () => {
  const local = new FakeRepo('local');
  local.stored = [line('a'), line('b'), line('c')];
  const controller = new DrawingController();
  const session = createDrawingSession({
    code: CODE,
    adjusted: false,
    signedIn$: of(false),
    repo: () => local,
    fetchFactors: () => of({ id: CODE, exDates: [] }),
    controller,
  });
  const states: DrawingSessionState[] = [];
  const sub = session.state$.subscribe((s) => states.push(s));
  const last = () => states[states.length - 1]!;
  assert.equal(last().status, 'ready');
  assert.equal(last().where, 'local');
  assert.deepEqual(
    controller.drawings.map((d) => d.id),
    ['a', 'b', 'c'],
  );
  assert.equal(controller.state.editable, true);

  deleteFirst(controller); // save 0 starts with [b, c]
  assert.equal(last().saving, true);
  deleteFirst(controller); // waits
  deleteFirst(controller); // replaces the waiting one
  assert.equal(local.saves.length, 1);
  local.settle(0);
  assert.equal(local.saves.length, 2, 'the waiting edits go out as one save');
  assert.deepEqual(local.saves[1]!.list, []);
  local.settle(1, new Error('网络已断开'));
  assert.equal(last().saving, false);
  assert.equal(last().saveError, '画线保存失败：网络已断开');
  assert.deepEqual(controller.drawings, [], 'the drawings on screen stay as they are');
  session.retrySave();
  assert.equal(local.saves.length, 3);
  local.settle(2);
  assert.equal(last().saveError, null);
  sub.unsubscribe();
});

test('signing in reads the server list; an unreadable list is read-only until discarded', () => {
  const { local, server, signedIn$, controller, session, last, sub } = setup();
  assert.equal(last().where, 'local');
  server.stored = new DrawingStorageError('已保存的画线数据无法读取，原数据已保留，请联系客服', true);
  signedIn$.next(true);
  assert.equal(last().status, 'error');
  assert.equal(last().where, 'server');
  assert.match(last().error!, /原数据已保留/);
  assert.equal(last().canDiscard, true);
  assert.equal(controller.state.editable, false);
  controller.selectTool('trend');
  assert.equal(controller.state.tool, null, 'nothing can be drawn over it');
  session.discard();
  assert.equal(server.discards, 1);
  assert.equal(last().status, 'ready');
  assert.equal(controller.state.editable, true);
  assert.equal(local.saves.length + server.saves.length, 0, 'reading never writes');
  sub.unsubscribe();
});

test('the ex-dates reach the chart in its 复权 mode; without them nothing can be drawn', () => {
  const factors = new Subject<AdjustFactorsAnswer>();
  const { controller, session, last, sub } = setup({ adjusted: true, factors });
  assert.equal(last().status, 'loading');
  assert.equal(controller.state.editable, false);
  const layers: Array<PaneLayer | null> = [];
  session.attach({ setLayer: (l) => layers.push(l) }, 'forward');
  assert.deepEqual(layers, [controller]);
  factors.next({ id: CODE, exDates: [{ t: T + 86_400_000, factor: 2 }] });
  assert.equal(last().status, 'ready');
  // A 水平线 before the ex-date shows at half its 不复权 price under 前复权.
  controller.setDrawings([line('a', 10)]);
  const view = {
    bars: [{ t: T, o: 1, h: 1, l: 1, c: 1, v: 0 }],
    indexToX: (i: number) => i,
    xToIndex: (x: number) => x,
    priceToY: (p: number) => 100 - p,
    yToPrice: (y: number) => 100 - y,
    pane: { x: 0, y: 0, w: 100, h: 100 },
    fontSize: 12,
    pricePrecision: 2,
  };
  const label = controller.items(view, { background: '#fff' } as never).find((i) => i.kind === 'text');
  assert.equal(label && label.kind === 'text' ? label.text : '', '5.00');
  sub.unsubscribe();

  const failing = setup({ adjusted: true, factors: throwError(() => new Error('服务器内部错误')) });
  assert.equal(failing.last().status, 'error');
  assert.equal(failing.last().error, '复权因子加载失败，暂不能画线：服务器内部错误');
  assert.equal(failing.last().canDiscard, false);
  failing.sub.unsubscribe();
});

test('an edit still waiting when the page closes is sent anyway', () => {
  const { local, controller, sub } = setup();
  controller.setDrawings([line('a'), line('b')]);
  deleteFirst(controller);
  deleteFirst(controller);
  assert.equal(local.saves.length, 1);
  sub.unsubscribe();
  assert.equal(local.saves.length, 2);
  assert.deepEqual(local.saves[1]!.list, []);
});
