/**
 * The watchlist's signed-out state, and the way to the top-bar search from an empty watchlist.
 */
import { goToLogin } from '../../core/go-to-login';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** The top-bar search box's placeholder (spec §2), used to find it. */
const SEARCH_PLACEHOLDER = '搜索股票、指数';

/** Moves the focus into the top-bar search box (the empty watchlist invites adding from search). */
export function focusSearch(): void {
  document.querySelector<HTMLInputElement>(`input[placeholder="${SEARCH_PLACEHOLDER}"]`)?.focus();
}

/** Shown instead of the watchlist when nobody is signed in. */
export function SignedOut({ compact }: { compact: boolean }) {
  return (
    <EmptyState text={compact ? '登录后查看自选股' : '登录后即可管理自选股，行情实时更新'}>
      <Button type="button" $variant="primary" onClick={goToLogin}>
        登录
      </Button>
    </EmptyState>
  );
}
