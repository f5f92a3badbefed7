/**
 * Mounts the toaster with the first message (most visits never show one). Its code is fetched right
 * after start-up, so a message raised later while offline (网络已断开) still shows — a lazy chunk
 * could not load then; should the fetch fail anyway, the boundary keeps the app alive.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { filter, take } from 'rxjs';
import { toasts$ } from '../core/notifications';
import { ErrorBoundary } from '../ui/error-boundary';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** See the module comment. */
export function ToasterGate() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    loadToaster().catch(() => undefined);
  }, []);
  useEffect(() => {
    const sub = toasts$
      .pipe(
        filter((t) => t.length > 0),
        take(1),
      )
      .subscribe(() => setNeeded(true));
    return () => sub.unsubscribe();
  }, []);
  return needed ? (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
