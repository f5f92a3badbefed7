/**
 * Carrying this browser's anonymous drawings into the account on sign-in (drawing-merge.ts), with
 * the real local repo (in-memory storage) and the sim's own drawings repository as the account: lists
 * merge per code without duplicates (again and again), a taken id gets a fresh one, the per-code and
 * per-user limits hold and what they leave out stays in this browser, a failed save or unreadable
 * store keeps everything local, the user is told in Chinese, and an edit made meanwhile survives.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { defer, firstValueFrom, lastValueFrom, Observable, Subject, toArray, type Subscriber } from 'rxjs';
import { DRAWING_LIMITS, type Drawing } from '../../../../contracts/drawings';
import type { SecurityId } from '../../../../contracts/market';
import { DrawingRepository } from '../../../../gateway/sim/drawings/index';
import {
  mergeDrawingLists,
  mergeLocalDrawings,
  mergeMessages,
  sameFigure,
  type MergeDeps,
  type MergeReport,
} from '../../../../client/components/stock-chart/drawing-merge';
import { localDrawingRepo } from '../../../../client/components/stock-chart/drawing-repos';
import { createPersisted, memoryStorage } from '../../../../client/core/persisted';

const MOUTAI = '600519.SH' as SecurityId;
const PINGAN = '000001.SZ' as SecurityId;
const T = Date.UTC(2025, 0, 2);
const hline = (id: string, p = 10, color: Drawing['color'] = 'blue'): Drawing => ({ id, kind: 'hline', points: [{ t: T, p }], color });
const counter = () => {
  let n = 0;
  return () => `new${++n}`;
};

function setup() {
  const storage = memoryStorage();
  const persisted = createPersisted({ local: storage, session: memoryStorage(), externalChanges$: new Subject<string | null>() });
  const local = localDrawingRepo(persisted);
  const store = new DrawingRepository(new Database(':memory:'));
  const USER = 1;
  const serverCalls: string[] = [];
  let failSave: string | null = null;
  const server: MergeDeps['server'] = {
    load: (code) =>
      defer(async () => {
        serverCalls.push(`load ${code}`);
        return store.list(USER, code).drawings;
      }),
    save: (code, list) =>
      defer(async () => {
        serverCalls.push(`save ${code}`);
        if (failSave) throw new Error(failSave);
        store.save(USER, code, list, 1);
      }),
  };
  const put = (code: SecurityId, list: Drawing[]) => store.save(USER, code, list, 1);
  const account = (code: SecurityId) => store.list(USER, code).drawings;
  const stored = (): Record<string, Drawing[]> => JSON.parse(storage.getItem('chartDrawings') ?? '{}');
  const deps: MergeDeps = { local, server, newId: counter() };
  const run = () => lastValueFrom(mergeLocalDrawings(deps).pipe(toArray()));
  return { storage, local, store, put, account, stored, deps, run, serverCalls, failWith: (m: string | null) => (failSave = m) };
}

test('mergeDrawingLists: appends what the account lacks; a figure it has is not added twice; a taken id is renewed', () => {
  const account = [hline('a', 10), hline('b', 11)];
  const local = [
    hline('a', 10), // the same drawing (same id and figure)
    hline('x', 11), // the same figure as b under another id
    hline('b', 12), // b's id, another figure
    hline('c', 13),
  ];
  const m = mergeDrawingLists(account, local, counter());
  assert.deepEqual(
    m.merged.map((d) => [d.id, d.points[0]!.p]),
    [
      ['a', 10],
      ['b', 11],
      ['new1', 12],
      ['c', 13],
    ],
  );
  assert.deepEqual(
    m.added.map((d) => d.id),
    ['new1', 'c'],
  );
  assert.deepEqual(m.carriedIds, ['a', 'x', 'b', 'c'], 'all four can leave this browser');
  assert.deepEqual(m.over, []);
  assert.ok(sameFigure(hline('p', 1), hline('q', 1)) && !sameFigure(hline('p', 1), hline('p', 1, 'red')));
  assert.ok(!sameFigure({ ...hline('t', 1), kind: 'text', text: '甲' }, { ...hline('t', 1), kind: 'text', text: '乙' }));
});

test('property: merging is idempotent and never exceeds the per-code limit', () => {
  for (let seed = 1; seed < 60; seed++) {
    const account = Array.from({ length: (seed * 37) % (DRAWING_LIMITS.maxPerCode + 1) }, (_, i) => hline(`a${i}`, i));
    const local = Array.from({ length: (seed * 13) % 25 }, (_, i) => hline(i % 3 === 0 ? `a${i}` : `l${i}`, (i * seed) % 300));
    const once = mergeDrawingLists(account, local, counter());
    assert.ok(once.merged.length <= DRAWING_LIMITS.maxPerCode, `seed ${seed}: within the limit`);
    assert.equal(once.merged.length, account.length + once.added.length);
    assert.equal(once.carriedIds.length + once.over.length, local.length, `seed ${seed}: every local drawing carried or kept`);
    assert.equal(new Set(once.merged.map((d) => d.id)).size, once.merged.length, `seed ${seed}: ids unique`);
    const twice = mergeDrawingLists(once.merged, local, counter());
    assert.equal(twice.added.length, 0, `seed ${seed}: a second merge adds nothing`);
  }
});

test('sign-in merge: every code goes into the account, this browser is cleared, the user is told', async () => {
  const s = setup();
  s.put(MOUTAI, [hline('a', 10)]);
  await firstValueFrom(s.local.save(MOUTAI, [hline('a', 10), hline('b', 20)]));
  await firstValueFrom(s.local.save(PINGAN, [hline('c', 5)]));
  const [report] = await s.run();
  assert.deepEqual(report, { added: 2, duplicates: 1, kept: [] });
  assert.deepEqual(s.account(MOUTAI), [hline('a', 10), hline('b', 20)]);
  assert.deepEqual(s.account(PINGAN), [hline('c', 5)]);
  assert.deepEqual(s.stored(), {}, 'nothing left in this browser');
  assert.deepEqual(mergeMessages(report!), { success: '已将本机的 2 条画线合并到账户', warning: null });
  // A second sign-in has nothing to carry: no call, no message.
  s.serverCalls.length = 0;
  assert.deepEqual(await s.run(), []);
  assert.deepEqual(s.serverCalls, []);
});

test('sign-in merge: a failed save keeps that code in this browser and says so; other codes still merge', async () => {
  const s = setup();
  await firstValueFrom(s.local.save(MOUTAI, [hline('a', 10)]));
  await firstValueFrom(s.local.save(PINGAN, [hline('c', 5)]));
  let calls = 0;
  const save = s.deps.server.save;
  s.deps.server.save = (code, list) => (++calls === 1 ? defer(async () => Promise.reject(new Error('网络异常，请稍后重试'))) : save(code, list));
  const [report] = await s.run();
  assert.deepEqual(report, { added: 1, duplicates: 0, kept: [{ code: MOUTAI, count: 1, reason: '网络异常，请稍后重试' }] });
  assert.deepEqual(s.stored(), { [MOUTAI]: [hline('a', 10)] }, 'the failed code is kept as it was');
  assert.deepEqual(s.account(MOUTAI), []);
  assert.deepEqual(s.account(PINGAN), [hline('c', 5)]);
  assert.deepEqual(mergeMessages(report!), {
    success: '已将本机的 1 条画线合并到账户',
    warning: '部分画线未能合并到账户，仍保留在本机（600519.SH 的 1 条：网络异常，请稍后重试）',
  });
  // The next sign-in carries it, once.
  const [again] = await s.run();
  assert.deepEqual(again, { added: 1, duplicates: 0, kept: [] });
  assert.deepEqual(s.account(MOUTAI), [hline('a', 10)]);
  assert.deepEqual(s.stored(), {});
});

test('sign-in merge: the per-code limit carries what fits and keeps the rest here', async () => {
  const s = setup();
  const full = Array.from({ length: DRAWING_LIMITS.maxPerCode - 1 }, (_, i) => hline(`s${i}`, i));
  s.put(MOUTAI, full);
  await firstValueFrom(s.local.save(MOUTAI, [hline('x', 1000), hline('y', 1001), hline('z', 1002)]));
  const [report] = await s.run();
  assert.deepEqual(report, { added: 1, duplicates: 0, kept: [{ code: MOUTAI, count: 2, reason: '超出每只股票 200 条画线的上限' }] });
  assert.equal(s.account(MOUTAI).length, DRAWING_LIMITS.maxPerCode);
  assert.deepEqual(s.account(MOUTAI).at(-1), hline('x', 1000));
  assert.deepEqual(s.stored(), { [MOUTAI]: [hline('y', 1001), hline('z', 1002)] });
  assert.match(mergeMessages(report!).warning!, /600519\.SH 的 2 条：超出每只股票 200 条画线的上限/);
});

test('sign-in merge: the per-user code limit is the account’s answer; that code stays here', async () => {
  const s = setup();
  for (let i = 0; i < DRAWING_LIMITS.maxCodesPerUser; i++) s.put(`${String(600000 + i).padStart(6, '0')}.SH` as SecurityId, [hline('h', 1)]);
  await firstValueFrom(s.local.save(PINGAN, [hline('c', 5)]));
  // The store refuses the 1001st code with a 409 and its Chinese message.
  const [report] = await s.run();
  assert.deepEqual(report!.added, 0);
  assert.deepEqual(report!.kept, [{ code: PINGAN, count: 1, reason: `最多为 ${DRAWING_LIMITS.maxCodesPerUser} 只证券保存画线` }]);
  assert.deepEqual(s.stored(), { [PINGAN]: [hline('c', 5)] });
  assert.equal(mergeMessages(report!).success, null);
});

test('sign-in merge: an unreadable store is kept untouched and named; no call is made', async () => {
  const s = setup();
  s.storage.setItem('chartDrawings', '{broken');
  const reports: MergeReport[] = await s.run();
  assert.equal(reports.length, 1);
  assert.equal(reports[0]!.kept[0]!.code, null);
  assert.match(mergeMessages(reports[0]!).warning!, /本机保存的画线数据已损坏，原数据已保留/);
  assert.equal(s.storage.getItem('chartDrawings'), '{broken');
  assert.deepEqual(s.serverCalls, []);
  // One bad code among good ones: the good ones merge, the bad one stays as it was.
  s.storage.setItem('chartDrawings', JSON.stringify({ [MOUTAI]: [{ ...hline('a'), points: [] }], [PINGAN]: [hline('c', 5)] }));
  const [mixed] = await s.run();
  assert.equal(mixed!.added, 1);
  assert.equal(mixed!.kept[0]!.code, MOUTAI);
  assert.match(mixed!.kept[0]!.reason, /水平线应有 1 个锚点/);
  assert.deepEqual(s.stored(), { [MOUTAI]: [{ ...hline('a'), points: [] }] });
});

test('sign-in merge: a drawing made in this browser while the save is under way is not lost', async () => {
  const s = setup();
  await firstValueFrom(s.local.save(MOUTAI, [hline('a', 10)]));
  let settle: Subscriber<void> | null = null;
  s.deps.server.save = () => new Observable<void>((sub) => void (settle = sub));
  const done = s.run();
  await new Promise((r) => setImmediate(r));
  assert.ok(settle, 'the save is under way');
  await firstValueFrom(s.local.save(MOUTAI, [hline('a', 10), hline('late', 30)]));
  (settle as unknown as Subscriber<void>).complete();
  const [report] = await done;
  assert.equal(report!.added, 1);
  assert.deepEqual(s.stored(), { [MOUTAI]: [hline('late', 30)] }, 'only the carried drawing left this browser');
});
