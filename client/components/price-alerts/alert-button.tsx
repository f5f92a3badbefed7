/**
 * 「预警」: opens the 预警 dialog of one security (signed out, it sends the user to login, remembering
 * the page). On the stock page it stands beside 加自选 and counts the security's alerts; `plain`
 * renders a bare button for a table's row actions (the watchlist).
 */
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import type { SecurityId } from '../../../contracts/market';
import { goToLogin } from '../../core/go-to-login';
import { myAlerts$ } from '../../state/alerts';
import { isLoggedIn$ } from '../../state/session';
import { Button } from '../../ui/button';
import { AlertDialog } from './alert-dialog';

/** Props of {@link AlertButton}. */
export interface AlertButtonProps {
  code: SecurityId;
  name: string;
  /** A bare `<button>` (row actions) instead of the themed small button with the count. */
  plain?: boolean;
}

/** The count of a security's alerts, for the themed button. */
function AlertCount({ code }: { code: SecurityId }) {
  const alerts = useObservableEagerState(myAlerts$);
  const n = alerts.data?.items.filter((a) => a.code === code).length ?? 0;
  return n > 0 ? <span data-testid="alert-count"> {n}</span> : null;
}

/** See the module comment. */
export function AlertButton({ code, name, plain = false }: AlertButtonProps) {
  const [open, setOpen] = useState(false);
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const onClick = () => (loggedIn ? setOpen(true) : goToLogin());
  return (
    <>
      {plain ? (
        <button type="button" onClick={onClick} title={`设置${name}的价格预警`} data-testid="row-alert">
          预警
        </button>
      ) : (
        <Button type="button" $small $variant="ghost" onClick={onClick} title="设置价格预警" data-testid="alert-button">
          预警
          {loggedIn && <AlertCount code={code} />}
        </Button>
      )}
      {open && <AlertDialog code={code} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
