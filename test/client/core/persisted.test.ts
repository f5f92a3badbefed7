import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject } from 'rxjs';
import { createPersisted, memoryStorage, type StorageLike } from '../../../client/core/persisted';
import { STORAGE_KEYS } from '../../../contracts/storage-keys';

function rig() {
  const local = memoryStorage();
  const session = memoryStorage();
  const external = new Subject<string | null>();
  return { local, session, external, p: createPersisted({ local, session, externalChanges$: external }) };
}

test('every spec §3 key has its storage kind and default', () => {
  const { p, local, session } = rig();
  assert.equal(p.get('themeColor'), 'blank');
  assert.equal(p.get('navSelect'), '/');
  assert.deepEqual(p.get('searchHistory'), []);
  assert.equal(p.get('optFormSearch'), 0);
  assert.equal(p.get('token'), null);
  p.set('token', { token: 'abc', code: '000' });
  p.set('userInfo', { portrait: '', nickName: 'n', vipTime: 0, vipType: 1 });
  p.set('socketHostIndex', 3);
  assert.equal(local.getItem('token'), '{"token":"abc","code":"000"}');
  assert.ok(session.getItem('userInfo'));
  assert.equal(session.getItem('socketHostIndex'), '3');
  for (const def of Object.values(STORAGE_KEYS)) assert.ok(def.kind === 'local' || def.kind === 'session');
  assert.equal(STORAGE_KEYS.userInfo.kind, 'session');
  assert.equal(STORAGE_KEYS.goLoginPath.kind, 'session');
  assert.equal(STORAGE_KEYS.userIp.kind, 'session');
  assert.equal(STORAGE_KEYS.themeColor.kind, 'local');
});

test('corrupt values are dropped (removed and defaulted), never thrown', () => {
  const { p, local, session } = rig();
  local.setItem('themeColor', '{not json');
  local.setItem('navSelect', '42');
  local.setItem('searchHistory', '"nope"');
  local.setItem('favoriteGroupSelect', '{"id":"x"}');
  session.setItem('socketHostIndex', '9');
  local.setItem('token', '[1,2]');
  assert.equal(p.get('themeColor'), 'blank');
  assert.equal(p.get('navSelect'), '/');
  assert.deepEqual(p.get('searchHistory'), []);
  assert.equal(p.get('favoriteGroupSelect'), null);
  assert.equal(p.get('socketHostIndex'), 0);
  assert.equal(p.get('token'), null);
  for (const k of ['themeColor', 'navSelect', 'searchHistory', 'favoriteGroupSelect', 'token']) assert.equal(local.getItem(k), null, k);
  assert.equal(session.getItem('socketHostIndex'), null);
});

test('a keepInvalid key (chart drawings) keeps a bad value and says it is invalid', () => {
  const { p, local } = rig();
  assert.equal(p.invalid('chartDrawings'), false, 'absent is not invalid');
  for (const bad of ['{not json', '[1]', '{"600519":[]}']) {
    local.setItem('chartDrawings', bad);
    assert.deepEqual(p.get('chartDrawings'), {});
    assert.equal(p.invalid('chartDrawings'), true, bad);
    assert.equal(local.getItem('chartDrawings'), bad, 'kept as it was');
  }
  // Each code's list is left unparsed here: a bad list does not make the key invalid.
  local.setItem('chartDrawings', '{"600519.SH":[{"id":"x"}],"000001.SZ":[]}');
  assert.equal(p.invalid('chartDrawings'), false);
  assert.deepEqual(p.get('chartDrawings'), { '600519.SH': [{ id: 'x' }], '000001.SZ': [] });
  local.setItem('themeColor', '"pink"');
  assert.equal(p.invalid('themeColor'), true);
  assert.equal(local.getItem('themeColor'), null, 'other keys drop a bad value');
});

test('tableColumns: per table the known column ids in order; unknown ids, unknown tables and non-objects are dropped', () => {
  const { p, local } = rig();
  assert.deepEqual(p.get('tableColumns'), {});
  p.set('tableColumns', { rank: ['pb', 'price'] });
  assert.deepEqual(p.get('tableColumns'), { rank: ['pb', 'price'] });
  local.setItem('tableColumns', '{"rank":["retired","pct","pct"],"watchlist":"price","elsewhere":["price"]}');
  assert.deepEqual(p.get('tableColumns'), { rank: ['pct'] });
  local.setItem('tableColumns', '["price"]');
  assert.deepEqual(p.get('tableColumns'), {});
  assert.equal(local.getItem('tableColumns'), null, 'removed');
});

test('read tells "never set" from the default', () => {
  const { p } = rig();
  assert.equal(p.read('themeColor'), undefined);
  p.set('themeColor', 'white');
  assert.equal(p.read('themeColor'), 'white');
});

test('favoriteGroupSelect: default group with types 1 is named 全部 (spec §3)', () => {
  const { p, local } = rig();
  local.setItem('favoriteGroupSelect', JSON.stringify({ id: 1, name: 'whatever', isDefault: 1, types: 1 }));
  assert.equal(p.get('favoriteGroupSelect')?.name, '全部');
});

test('goLoginPath and navSelect only accept site paths (no off-site redirects)', () => {
  const { p, session, local } = rig();
  session.setItem('goLoginPath', JSON.stringify('//evil.example/x'));
  assert.equal(p.get('goLoginPath'), null);
  local.setItem('navSelect', JSON.stringify('https://evil.example'));
  assert.equal(p.get('navSelect'), '/');
});

test('search history keeps at most 5 and drops malformed entries', () => {
  const { p, local } = rig();
  const item = (code: string) => ({ code, codePre: 'sh', name: code, codeSuff: 'SH', capitalOrIndex: 'capital', isFollow: 0, id: `${code}.SH`, pinyin: '' });
  local.setItem(
    'searchHistory',
    JSON.stringify([item('600000'), { bad: true }, item('600001'), item('600002'), item('600003'), item('600004'), item('600005')]),
  );
  assert.deepEqual(
    p.get('searchHistory').map((h) => h.code),
    ['600000', '600001', '600002', '600003', '600004'],
  );
});

test('watch emits the current value, then own writes and other tabs’ changes', () => {
  const { p, local, external } = rig();
  const seen: string[] = [];
  const sub = p.watch('themeColor').subscribe((v) => seen.push(v));
  p.set('themeColor', 'white');
  p.set('themeColor', 'white'); // unchanged: not re-emitted
  local.setItem('themeColor', '"blank"');
  external.next('themeColor');
  external.next('navSelect'); // other key: ignored
  sub.unsubscribe();
  assert.deepEqual(seen, ['blank', 'white', 'blank']);
});

test('a storage that throws never breaks the app', () => {
  const broken: StorageLike = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  const p = createPersisted({ local: broken, session: broken, externalChanges$: new Subject() });
  assert.doesNotThrow(() => p.set('themeColor', 'white'));
  assert.equal(p.get('themeColor'), 'blank');
  assert.doesNotThrow(() => p.remove('token'));
});
