/**
 * The one module that touches localStorage/sessionStorage, through the key table of spec §3
 * (contracts/storage-keys.ts). Values are stored as JSON; every read goes through the key's parser
 * (persisted-schema.ts) and a bad value is removed and replaced by the default — or, for a key
 * marked `keepInvalid` (user work such as chart drawings), kept in storage and reported by
 * {@link Persisted.invalid} so its owner can say so and lose nothing.
 */
import { Subject, defer, distinctUntilChanged, filter, fromEvent, map, merge, startWith, EMPTY, type Observable } from 'rxjs';
import { STORAGE_KEYS, type StorageKeyName, type StorageKind } from '../../contracts/storage-keys';
import { PERSISTED_SCHEMA, type PersistedSchema, type PersistedValue } from './persisted-schema';

/** Typed access to the persisted keys. */
export interface Persisted {
  /** The stored value, or the key's default when absent or corrupt. */
  get<K extends StorageKeyName>(name: K): PersistedValue<K>;
  /** The stored value, or undefined when absent or corrupt (to tell "never set" from the default). */
  read<K extends StorageKeyName>(name: K): PersistedValue<K> | undefined;
  /** Stores a value. */
  set<K extends StorageKeyName>(name: K, value: PersistedValue<K>): void;
  /** Removes a value. */
  remove(name: StorageKeyName): void;
  /** True when a value is stored but fails its parser (only a `keepInvalid` key keeps one). */
  invalid(name: StorageKeyName): boolean;
  /** The current value, then every change (this tab's writes and other tabs' local-storage writes). */
  watch<K extends StorageKeyName>(name: K): Observable<PersistedValue<K>>;
}

/** A minimal Storage (the Web Storage API subset used). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where values go, and where other tabs' changes come from. */
export interface PersistedDeps {
  local: StorageLike;
  session: StorageLike;
  /** `storage` events of other tabs (key names), or EMPTY. */
  externalChanges$: Observable<string | null>;
}

/** An in-memory Storage for environments where the real one is missing or throws. */
export function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

/** Wraps a Storage so quota errors and disabled storage never throw into the app. */
function guarded(storage: StorageLike): StorageLike {
  return {
    getItem(k) {
      try {
        return storage.getItem(k);
      } catch {
        return null;
      }
    },
    setItem(k, v) {
      try {
        storage.setItem(k, v);
      } catch {
        /* quota exceeded or storage disabled: the value lives for this page only */
      }
    },
    removeItem(k) {
      try {
        storage.removeItem(k);
      } catch {
        /* storage disabled */
      }
    },
  };
}

/** Creates persisted access over the given storages (unit tests pass memory storages). */
export function createPersisted(deps: PersistedDeps, schema: PersistedSchema = PERSISTED_SCHEMA): Persisted {
  const stores: Record<StorageKind, StorageLike> = { local: guarded(deps.local), session: guarded(deps.session) };
  const changed = new Subject<StorageKeyName>();

  function read<K extends StorageKeyName>(name: K): PersistedValue<K> | undefined {
    const def = STORAGE_KEYS[name];
    const store = stores[def.kind];
    const raw = store.getItem(def.key);
    if (raw === null) return undefined;
    let parsed: unknown;
    const keep = 'keepInvalid' in def && def.keepInvalid === true;
    try {
      parsed = JSON.parse(raw);
    } catch {
      if (!keep) store.removeItem(def.key);
      return undefined;
    }
    const value = (schema[name] as (v: unknown) => PersistedValue<K> | undefined)(parsed);
    if (value === undefined && !keep) store.removeItem(def.key);
    return value;
  }

  function get<K extends StorageKeyName>(name: K): PersistedValue<K> {
    const value = read(name);
    return value === undefined ? (STORAGE_KEYS[name].defaultValue as PersistedValue<K>) : value;
  }

  const byKeyName = new Map<string, StorageKeyName>(
    (Object.keys(STORAGE_KEYS) as StorageKeyName[]).filter((n) => STORAGE_KEYS[n].kind === 'local').map((n) => [STORAGE_KEYS[n].key, n]),
  );

  return {
    get,
    read,
    set(name, value) {
      const def = STORAGE_KEYS[name];
      stores[def.kind].setItem(def.key, JSON.stringify(value));
      changed.next(name);
    },
    remove(name) {
      const def = STORAGE_KEYS[name];
      stores[def.kind].removeItem(def.key);
      changed.next(name);
    },
    invalid(name) {
      const def = STORAGE_KEYS[name];
      return stores[def.kind].getItem(def.key) !== null && read(name) === undefined;
    },
    watch(name) {
      return defer(() =>
        merge(
          changed.pipe(filter((n) => n === name)),
          // A null key means another tab cleared its storage.
          deps.externalChanges$.pipe(filter((k) => k === null || byKeyName.get(k) === name)),
        ).pipe(
          startWith(null),
          map(() => get(name)),
          distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
        ),
      );
    },
  };
}

function browserStorage(kind: StorageKind): StorageLike {
  try {
    const s = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (s) return s;
  } catch {
    /* access denied (e.g. third-party iframe with storage blocked) */
  }
  return memoryStorage();
}

/** The app's persisted state in this browser. */
export const persisted: Persisted = createPersisted({
  local: browserStorage('local'),
  session: browserStorage('session'),
  externalChanges$:
    typeof window === 'undefined'
      ? EMPTY
      : fromEvent<StorageEvent>(window, 'storage').pipe(
          filter((e) => e.storageArea === null || e.storageArea === globalThis.localStorage),
          map((e) => e.key),
        ),
});
