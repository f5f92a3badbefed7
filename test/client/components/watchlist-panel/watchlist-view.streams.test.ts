import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject } from 'rxjs';
import { createWatchlistView, type ViewState } from '../../../../client/components/watchlist-panel/watchlist-view.streams';

function setup() {
  const groupId = new BehaviorSubject<number | null>(1);
  const codes = new BehaviorSubject<readonly string[]>(['a', 'b', 'c']);
  const view = createWatchlistView({ groupId$: groupId, codes$: codes });
  let last!: ViewState;
  const sub = view.state$.subscribe((s) => (last = s));
  return { groupId, codes, view, last: () => last, stop: () => sub.unsubscribe() };
}

test('multi-select: toggle, all, none; vanished rows drop out', (t) => {
  const h = setup();
  t.after(h.stop);
  h.view.toggleChecked('a');
  h.view.toggleChecked('c');
  assert.deepEqual(h.last().checked, ['a', 'c']);
  h.view.toggleChecked('a');
  assert.deepEqual(h.last().checked, ['c']);
  h.view.setChecked(['a', 'b', 'c']);
  assert.equal(h.last().checked.length, 3);
  h.codes.next(['a', 'b']);
  assert.deepEqual(h.last().checked, ['a', 'b']);
  h.view.setChecked([]);
  assert.deepEqual(h.last().checked, []);
});

test('changing group clears the selection and the remark editor, keeps the sort', (t) => {
  const h = setup();
  t.after(h.stop);
  h.view.toggleChecked('a');
  h.view.editRemark(5);
  h.view.toggleSort('pct');
  h.groupId.next(7);
  assert.deepEqual(h.last().checked, []);
  assert.equal(h.last().editingRemark, null);
  assert.deepEqual(h.last().sort, { key: 'pct', order: 'desc' });
});

test('dialogs open and close', (t) => {
  const h = setup();
  t.after(h.stop);
  h.view.openDialog({ kind: 'renameGroup', groupId: 7, name: '白酒' });
  assert.deepEqual(h.last().dialog, { kind: 'renameGroup', groupId: 7, name: '白酒' });
  h.view.closeDialog();
  assert.equal(h.last().dialog, null);
});
