/**
 * Where drawings are kept: the server repo reads and writes through the two endpoints and refuses an
 * answer that does not parse; the local repo keeps each code under `chartDrawings`, reads one code
 * without being stopped by another's bad list, refuses a bad list or key in Chinese without touching
 * it, caps the codes it keeps, and discards only when asked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstValueFrom, of, throwError } from 'rxjs';
import { Subject } from 'rxjs';
import { DRAWING_LIMITS, type Drawing } from '../../../../contracts/drawings';
import type { SecurityId } from '../../../../contracts/market';
import { DrawingStorageError, LOCAL_CORRUPT_MESSAGE, localDrawingRepo, serverDrawingRepo } from '../../../../client/components/stock-chart/drawing-repos';
import { createPersisted, memoryStorage } from '../../../../client/core/persisted';
import type { HttpClient } from '../../../../client/services/http';

const MOUTAI = '600519.SH' as SecurityId;
const PINGAN = '000001.SZ' as SecurityId;
const line: Drawing = { id: 'a', kind: 'hline', points: [{ t: Date.UTC(2025, 0, 2), p: 1500 }], color: 'red' };

function local() {
  const storage = memoryStorage();
  const persisted = createPersisted({ local: storage, session: memoryStorage(), externalChanges$: new Subject<string | null>() });
  return { storage, repo: localDrawingRepo(persisted) };
}

const refusedWith = async (p: Promise<unknown>, message: RegExp, corrupt: boolean) =>
  assert.rejects(p, (e: unknown) => e instanceof DrawingStorageError && message.test(e.message) && e.corrupt === corrupt);

test('local: per code, saved and read back; an empty list removes the code', async () => {
  const { storage, repo } = local();
  assert.deepEqual(await firstValueFrom(repo.load(MOUTAI)), []);
  await firstValueFrom(repo.save(MOUTAI, [line]));
  await firstValueFrom(repo.save(PINGAN, [{ ...line, id: 'b' }]));
  assert.deepEqual(await firstValueFrom(repo.load(MOUTAI)), [line]);
  assert.deepEqual(Object.keys(JSON.parse(storage.getItem('chartDrawings')!)), [MOUTAI, PINGAN]);
  await firstValueFrom(repo.save(MOUTAI, []));
  assert.deepEqual(Object.keys(JSON.parse(storage.getItem('chartDrawings')!)), [PINGAN]);
});

test('local: a bad list or key is refused in Chinese and kept; other codes still read; discard on request', async () => {
  const { storage, repo } = local();
  storage.setItem('chartDrawings', JSON.stringify({ [MOUTAI]: [{ ...line, points: [] }], [PINGAN]: [line] }));
  await refusedWith(firstValueFrom(repo.load(MOUTAI)), /本机保存的画线数据无法读取（drawings\[0\]\.points：水平线应有 1 个锚点），原数据已保留/, true);
  assert.deepEqual(await firstValueFrom(repo.load(PINGAN)), [line], 'another code is unaffected');
  await firstValueFrom(repo.save(PINGAN, [line, { ...line, id: 'c' }]));
  assert.deepEqual(JSON.parse(storage.getItem('chartDrawings')!)[MOUTAI], [{ ...line, points: [] }], 'saving another code keeps the bad list');
  await firstValueFrom(repo.discard(MOUTAI));
  assert.deepEqual(await firstValueFrom(repo.load(MOUTAI)), []);

  storage.setItem('chartDrawings', '{broken');
  await refusedWith(firstValueFrom(repo.load(MOUTAI)), new RegExp(LOCAL_CORRUPT_MESSAGE), true);
  await refusedWith(firstValueFrom(repo.save(MOUTAI, [line])), /已损坏/, true);
  assert.equal(storage.getItem('chartDrawings'), '{broken', 'nothing overwritten');
  await firstValueFrom(repo.discard(MOUTAI));
  assert.equal(storage.getItem('chartDrawings'), null);
  assert.deepEqual(await firstValueFrom(repo.load(MOUTAI)), []);
});

test('local: at most maxLocalCodes codes', async () => {
  const { storage, repo } = local();
  const full = Object.fromEntries(Array.from({ length: DRAWING_LIMITS.maxLocalCodes }, (_, i) => [`${String(600000 + i)}.SH`, [line]]));
  storage.setItem('chartDrawings', JSON.stringify(full));
  await refusedWith(firstValueFrom(repo.save(PINGAN, [line])), /本机最多为 100 只证券保存画线，登录后可保存更多/, false);
  await firstValueFrom(repo.save('600000.SH' as SecurityId, []));
  await firstValueFrom(repo.save(PINGAN, [line]));
  assert.deepEqual(await firstValueFrom(repo.load(PINGAN)), [line]);
});

test('server: list and save through the endpoints; an answer that does not parse is refused', async () => {
  const calls: Array<{ path: string; options: unknown }> = [];
  let answer: unknown = { code: MOUTAI, drawings: [line], updatedAt: 1 };
  const request = ((endpoint: { path: string }, options: unknown) => {
    calls.push({ path: endpoint.path, options });
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  }) as unknown as HttpClient['request'];
  const repo = serverDrawingRepo(request);
  assert.deepEqual(await firstValueFrom(repo.load(MOUTAI)), [line]);
  await firstValueFrom(repo.save(MOUTAI, [line]), { defaultValue: undefined });
  await firstValueFrom(repo.discard(MOUTAI), { defaultValue: undefined });
  assert.deepEqual(
    calls.map((c) => [c.path, c.options]),
    [
      ['/api/v2/drawings/list', { query: { code: MOUTAI } }],
      ['/api/v2/drawings/save', { body: { code: MOUTAI, drawings: [line] } }],
      ['/api/v2/drawings/save', { body: { code: MOUTAI, drawings: [] } }],
    ],
  );
  answer = { code: MOUTAI, drawings: [{ ...line, color: 'pink' }] };
  await refusedWith(firstValueFrom(repo.load(MOUTAI)), /服务器返回的画线数据无法读取：datas\.drawings\[0\]\.color/, false);
});
