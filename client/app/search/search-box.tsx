/**
 * The top-bar search (spec §2, §5, §9): placeholder 搜索股票、指数; debounce 100 ms; blur closes
 * after 200 ms; Escape blurs, Tab cycles tabs, arrows move, Enter opens; A-shares and indexes open
 * the stock page in a new window, others warn. Typing a digit or letter anywhere opens it (键盘精灵);
 * its number codes (06 自选, 60/61/63 涨幅排名, 1 上证指数, 3 深证成指) open their board on Enter.
 */
import { ErrorBoundary } from '../../ui/error-boundary';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { SearchResult } from '../../../contracts/entities';
import { createAppSearch, openSearchResult } from '../../state/search';
import { navigableItems } from '../../state/search.streams';
import { useKeyboardSprite } from './keyboard-sprite';
import { navigateTo } from '../../core/navigation';
import { Field, Input, Kbd, Wrap } from './search-box-styles';

/** The dropdown loads on demand (kept out of the entry chunk), prefetched when the browser is idle. */
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));

/** A query that may be a 键盘精灵 code (see sprite-shortcuts.ts): one or two digits. */
const isSpriteCode = (query: string) => /^\d{1,2}$/.test(query.trim());

/** The input's placeholder (spec §2). */
export const SEARCH_PLACEHOLDER = '搜索股票、指数';

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

/** See the module comment. */
export function SearchBox() {
  const [store] = useState(createAppSearch);
  const state = useObservableEagerState(store.state$);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const open = useCallback(
    (r: SearchResult) => {
      if (openSearchResult(r, store)) input.current?.blur();
    },
    [store],
  );

  const startFromKey = useCallback(
    (char: string) => {
      input.current?.focus();
      store.type(char);
    },
    [store],
  );
  useKeyboardSprite(startFromKey);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => void loadPanel().catch(() => undefined));
  }, []);

  const items = navigableItems(state);
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'Escape':
        e.preventDefault();
        store.close();
        input.current?.blur();
        return;
      case 'Tab':
        if (!state.open) return;
        e.preventDefault();
        store.cycleTab();
        return;
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        if (!state.open) store.focus();
        store.move(e.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        if (e.nativeEvent.isComposing) return;
        e.preventDefault();
        const target = items[state.highlight] ?? (state.query.trim() ? state.results[0] : undefined);
        // 键盘精灵 codes (06, 60, 1…) always open their board, as in 通达信 (the first result is
        // highlighted as soon as results arrive, so a highlight says nothing); their table loads on demand.
        if (isSpriteCode(state.query)) {
          void import('./sprite-shortcuts').then(({ spriteShortcut }) => {
            const shortcut = spriteShortcut(state.query);
            if (!shortcut) return target && open(target);
            store.close();
            input.current?.blur();
            navigateTo(shortcut.href);
          });
          return;
        }
        if (target) open(target);
        return;
      }
    }
  };

  const listId = state.query.trim() ? `${id}-results` : `${id}-hot`;
  return (
    <Wrap>
      <Field>
        <SearchIcon />
        <Input
          ref={input}
          type="search"
          role="combobox"
          aria-label={SEARCH_PLACEHOLDER}
          aria-expanded={state.open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={state.open && state.highlight >= 0 ? `${id}-opt-${state.highlight}` : undefined}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={state.query}
          onChange={(e) => store.type(e.target.value)}
          onFocus={() => store.focus()}
          onBlur={() => store.blur()}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        {!state.open && <Kbd aria-hidden>键盘精灵</Kbd>}
      </Field>
      {state.open && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <SearchPanel id={id} state={state} onTab={store.selectTab} onOpen={open} onClearHistory={store.clearHistory} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Wrap>
  );
}
