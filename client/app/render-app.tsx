/**
 * The app's first render and what starts with it: React, the shell and the live socket. Loaded by
 * boot as its own chunk from the first moment, so it downloads and evaluates while the startup
 * calls of spec §1 are on the wire, and the render of step 5 starts as soon as both are done.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentToken } from '../state/session';
import { startQuotes } from '../state/quotes';
import { App } from './app';

/** Renders the app into `container` and starts the background services that live with it. */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startQuotes();
  // Fired 价格预警 of the signed-in user, shown as they arrive on the socket.
  void import('../state/alert-notices').then((m) => m.startAlertNotices());
  // This browser's anonymous 画线 carried into the account on each sign-in.
  void import('../components/stock-chart/account-drawings').then((m) => m.startDrawingMerge());
  // Page-visit events (spec §7), sent only while signed in. Loaded on demand: the payload
  // encryption (the AES code) stays out of the entry chunk.
  void import('../services/analytics').then((m) => m.startPageVisitAnalytics(currentToken));
}
