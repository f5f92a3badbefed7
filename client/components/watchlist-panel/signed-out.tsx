/**
 * The watchlist's signed-out state, and the way to the top-bar search from an empty watchlist.
 */
import { LOGIN_PATH } from '../../../contracts/routes';
import { persisted } from '../../core/persisted';
import { currentPath, navigateTo } from '../../core/navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** The top-bar search box's placeholder (spec §2), used to find it. */
const SEARCH_PLACEHOLDER = '搜索股票、指数';

/** Moves the focus into the top-bar search box (the empty watchlist invites adding from search). */
export function focusSearch(): void {
  document.querySelector<HTMLInputElement>(`input[placeholder="${SEARCH_PLACEHOLDER}"]`)?.focus();
}

/** Goes to login, remembering this page so the user comes back to it (spec §4). */
export function loginAndReturn(): void {
  const here = currentPath();
  if (!here.includes(LOGIN_PATH)) persisted.set('goLoginPath', here);
  navigateTo(LOGIN_PATH);
}

/** Shown instead of the watchlist when nobody is signed in. */
export function SignedOut({ compact }: { compact: boolean }) {
  return (
    <EmptyState text={compact ? '登录后查看自选股' : '登录后即可管理自选股，行情实时更新'}>
      <Button type="button" $variant="primary" onClick={loginAndReturn}>
        登录
      </Button>
    </EmptyState>
  );
}
