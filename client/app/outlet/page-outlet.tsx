/**
 * Renders the page cache: the active page visible, kept pages mounted but hidden inside React's
 * <Activity> (state kept, effects — and so subscriptions — paused), each in its own scroll frame
 * whose scroll position is restored when it shows again. Each page sees its own location through a
 * per-page wouter Router. Pages load lazily behind a Loading fallback.
 */
import { Activity, Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { Router } from 'wouter';
import styled from 'styled-components';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Loading } from '../../ui/loading';
import { rem } from '../../ui/theme';
import { PageContext } from '../../ui/page-context';
import type { PageCacheState, PageEntry } from '../page-cache';
import { PAGES } from '../route-pages';
import { createEntryLocation } from './entry-location';

const Outlet = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  min-width: 0;
`;

const Frame = styled.div`
  position: absolute;
  inset: 0;
  overflow: auto;
  &[hidden] {
    display: none;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(14)};
  padding: ${rem(64)} ${rem(16)};
  color: ${({ theme }) => theme.colors.textMuted};
  & > button {
    padding: ${rem(6)} ${rem(18)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
`;

/** Shown when a page could not load or crashed (e.g. its code could not be fetched offline). */
function PageFailed() {
  return (
    <Failed role="alert">
      页面加载失败，请检查网络后重试
      <button type="button" onClick={() => location.reload()}>
        重新加载
      </button>
    </Failed>
  );
}

function serialOf(entry: PageEntry): number {
  return Number(entry.key.slice(entry.key.lastIndexOf('#') + 1)) || 0;
}

function PageFrame({ entry, active }: { entry: PageEntry; active: boolean }) {
  // One location store per page instance (the entry key is the React key, so this never changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per page instance on purpose; later address changes reach it through the store
  const location = useMemo(() => createEntryLocation(entry.pathname, entry.search), []);
  const frame = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);

  useLayoutEffect(() => {
    if (active) location.set(entry.pathname, entry.search);
  }, [active, entry.pathname, entry.search, location]);

  useLayoutEffect(() => {
    if (active && frame.current) frame.current.scrollTop = scrollTop.current;
  }, [active]);

  const slot = useMemo(() => ({ route: entry.route, active }), [entry.route, active]);
  const Page = PAGES[entry.route.page];
  return (
    <Frame
      ref={frame}
      hidden={!active}
      data-page={entry.route.path}
      onScroll={(e) => {
        if (active) scrollTop.current = e.currentTarget.scrollTop;
      }}
    >
      <Activity mode={active ? 'visible' : 'hidden'} name={entry.route.path}>
        <PageContext.Provider value={slot}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <ErrorBoundary fallback={<PageFailed />}>
              <Suspense fallback={<Loading />}>
                <Page />
              </Suspense>
            </ErrorBoundary>
          </Router>
        </PageContext.Provider>
      </Activity>
    </Frame>
  );
}

/** See the module comment. */
export function PageOutlet({ cache }: { cache: PageCacheState }) {
  const entries = [...cache.kept, ...(cache.active ? [cache.active] : [])].sort((a, b) => serialOf(a) - serialOf(b));
  return (
    <Outlet>
      {entries.map((entry) => (
        <PageFrame key={entry.key} entry={entry} active={entry === cache.active} />
      ))}
    </Outlet>
  );
}
