/**
 * Loads the toaster with the first message (most visits never show one), then keeps it mounted.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { filter, take } from 'rxjs';
import { toasts$ } from '../core/notifications';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** See the module comment. */
export function ToasterGate() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const sub = toasts$.pipe(filter((t) => t.length > 0), take(1)).subscribe(() => setNeeded(true));
    return () => sub.unsubscribe();
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
