/**
 * The app shell: left navigation and top bar on the routes flagged for them (spec §2), the notice
 * banner under the top bar, the cached page outlet, messages, and the browser notice. Applies the
 * redirects and sets the document title per route.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { documentTitle, shellOf } from '../../contracts/routes';
import { navigateTo, navigation$ } from '../core/navigation';
import { token$ } from '../state/session';
import { ErrorBoundary } from '../ui/error-boundary';
import { BrowserNoticeGate } from './browser-notice/browser-notice-gate';
import { LeftNav } from './nav/left-nav';
import { PageOutlet } from './outlet/page-outlet';
import { shellState$ } from './shell.streams';
import { ToasterGate } from './toaster-gate';
import { TopBar } from './top-bar/top-bar';

/** The banner fetches its notice anyway, so its code loads beside that call, not in the entry chunk. */
const NoticeBanner = lazy(() => import('./notice/notice-banner').then((m) => ({ default: m.NoticeBanner })));

const Layout = styled.div`
  display: flex;
  width: 100%;
  height: 100%;
  overflow: hidden;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  height: 100%;
`;

/** See the module comment. */
export function Shell() {
  const [state$] = useState(() => shellState$(navigation$, token$));
  const state = useObservableEagerState(state$);
  const route = state.cache.active?.route ?? null;
  const shell = route ? shellOf(route, state.cache.active?.search ?? '') : { nav: false, topBar: false };

  useEffect(() => {
    if (state.redirect !== null) navigateTo(state.redirect, { replace: true });
  }, [state.redirect]);

  useEffect(() => {
    if (route && state.redirect === null) document.title = documentTitle(route);
  }, [route, state.redirect]);

  return (
    <Layout data-route={route?.path ?? ''}>
      {shell.nav && <LeftNav route={route} />}
      <Main>
        {shell.topBar && <TopBar />}
        {shell.topBar && (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <NoticeBanner />
            </Suspense>
          </ErrorBoundary>
        )}
        <PageOutlet cache={state.cache} />
      </Main>
      <ToasterGate />
      <BrowserNoticeGate />
    </Layout>
  );
}
