/**
 * Where a stock's chart drawings (画线) are kept: on the server for a signed-in user
 * (contracts/endpoints/drawings.ts), in this browser's localStorage for an anonymous one (the
 * `chartDrawings` key, through core/persisted.ts). Both read every list with contracts/drawings.ts
 * `parseDrawingList`; a list that does not parse is reported in Chinese and left where it is, and only
 * {@link DrawingRepo.discard}, which the user asks for, ever gives it up.
 */
import { defer, map, type Observable } from 'rxjs';
import { DRAWING_LIMITS, DrawingError, parseDrawingList, type Drawing } from '../../../contracts/drawings';
import { drawingsEndpoints as E } from '../../../contracts/endpoints/drawings';
import type { SecurityId } from '../../../contracts/market';
import type { Persisted } from '../../core/persisted';
import type { HttpClient } from '../../services/http';

/** Reads and writes the drawings of one code. */
export interface DrawingRepo {
  readonly where: 'server' | 'local';
  /** The stored drawings (none when never saved); fails with a Chinese message. */
  load(code: SecurityId): Observable<Drawing[]>;
  /** Replaces the stored drawings. */
  save(code: SecurityId, drawings: readonly Drawing[]): Observable<void>;
  /** Gives up a stored list that cannot be read: the code starts over empty. */
  discard(code: SecurityId): Observable<void>;
}

/** A stored list that cannot be read; the message is Chinese and shown to the user. */
export class DrawingStorageError extends Error {
  override readonly name = 'DrawingStorageError';
  constructor(
    message: string,
    /** True when the stored list is there but unreadable (so {@link DrawingRepo.discard} helps). */
    readonly corrupt: boolean,
  ) {
    super(message);
  }
}

function answerDrawings(datas: unknown): Drawing[] {
  const drawings = typeof datas === 'object' && datas !== null ? (datas as { drawings?: unknown }).drawings : undefined;
  try {
    return parseDrawingList(drawings, 'datas.drawings');
  } catch (e) {
    if (e instanceof DrawingError) throw new DrawingStorageError(`服务器返回的画线数据无法读取：${e.message}`, false);
    throw e;
  }
}

/** The signed-in user's drawings on the server. */
export function serverDrawingRepo(request: HttpClient['request']): DrawingRepo {
  const save = (code: SecurityId, drawings: readonly Drawing[]) =>
    request(E.drawingsSave, { body: { code, drawings: [...drawings] } }).pipe(map(() => undefined));
  return {
    where: 'server',
    load: (code) => request(E.drawingsList, { query: { code } }).pipe(map(answerDrawings)),
    save,
    discard: (code) => save(code, []),
  };
}

/** Message of a `chartDrawings` key that does not parse at all. */
export const LOCAL_CORRUPT_MESSAGE = '本机保存的画线数据已损坏，原数据已保留；清除后才能在本机继续画线';

/** An anonymous user's drawings in this browser. */
export function localDrawingRepo(store: Pick<Persisted, 'get' | 'set' | 'remove' | 'invalid'>): DrawingRepo {
  const all = (): Readonly<Record<string, unknown>> => {
    if (store.invalid('chartDrawings')) throw new DrawingStorageError(LOCAL_CORRUPT_MESSAGE, true);
    return store.get('chartDrawings');
  };
  const write = (code: SecurityId, drawings: readonly Drawing[]): void => {
    const { [code]: _old, ...others } = all();
    if (drawings.length === 0) {
      store.set('chartDrawings', others);
      return;
    }
    if (Object.keys(others).length >= DRAWING_LIMITS.maxLocalCodes) {
      throw new DrawingStorageError(`本机最多为 ${DRAWING_LIMITS.maxLocalCodes} 只证券保存画线，登录后可保存更多`, false);
    }
    store.set('chartDrawings', { ...others, [code]: parseDrawingList(drawings) });
  };
  return {
    where: 'local',
    load: (code) =>
      defer(async () => {
        const stored = all()[code];
        if (stored === undefined) return [];
        try {
          return parseDrawingList(stored);
        } catch (e) {
          if (e instanceof DrawingError) throw new DrawingStorageError(`本机保存的画线数据无法读取（${e.message}），原数据已保留`, true);
          throw e;
        }
      }),
    save: (code, drawings) => defer(async () => write(code, drawings)),
    discard: (code) =>
      defer(async () => {
        if (store.invalid('chartDrawings')) store.remove('chartDrawings');
        else write(code, []);
      }),
  };
}
