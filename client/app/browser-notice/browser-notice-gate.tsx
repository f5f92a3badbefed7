/**
 * Decides whether the browser notice shows (spec §4: non-Chromium browsers, once per day) and only
 * then loads the modal, so Chrome/Edge users never download it.
 */
import { Suspense, lazy, useState } from 'react';
import { persisted } from '../../core/persisted';
import { localDay, shouldShowBrowserNotice } from './browser-rules';

const BrowserNotice = lazy(() => import('./browser-notice').then((m) => ({ default: m.BrowserNotice })));

/** See the module comment. */
export function BrowserNoticeGate() {
  const [show] = useState(() => {
    const today = localDay(new Date());
    const due = shouldShowBrowserNotice(navigator.userAgent, persisted.get('browserNoticeDay'), today);
    // Recorded when shown, so a reload the same day does not show it again.
    if (due) persisted.set('browserNoticeDay', today);
    return due;
  });
  return show ? (
    <Suspense fallback={null}>
      <BrowserNotice />
    </Suspense>
  ) : null;
}
