/**
 * Renders the page cache: the active page visible, kept pages mounted but hidden inside React's
 * <Activity> (state kept, effects — and so subscriptions — paused), each in its own scroll frame
 * whose scroll position is restored when it shows again. Each page sees its own location through a
 * per-page wouter Router. Pages load lazily behind a Loading fallback.
 */
import { Activity, Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { Router } from 'wouter';
import styled from 'styled-components';
import { Loading } from '../../ui/loading';
import { PageContext } from '../page-context';
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

function serialOf(entry: PageEntry): number {
  return Number(entry.key.slice(entry.key.lastIndexOf('#') + 1)) || 0;
}

function PageFrame({ entry, active }: { entry: PageEntry; active: boolean }) {
  // One location store per page instance (the entry key is the React key, so this never changes).
  const location = useMemo(() => createEntryLocation(entry.pathname, entry.search), []); // eslint-disable-line react-hooks/exhaustive-deps
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
            <Suspense fallback={<Loading />}>
              <Page />
            </Suspense>
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
