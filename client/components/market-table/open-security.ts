/**
 * Opening a security from a market list (spec §2, §5): A-shares and indexes open the stock page in
 * a new window; other kinds (HK, funds) warn 正在努力建设中，敬请期待！.
 */
import { UNSUPPORTED_TYPE_MESSAGE } from '../../../contracts/constants';
import { opensDetail, type CapitalOrIndex, type SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { openInNewWindow } from '../../core/navigation';
import { warn } from '../../core/notifications';

/** Opens the stock page of `id` in a new window, or warns for kinds without one. Returns true when opened. */
export function openSecurity(id: SecurityId, kind: CapitalOrIndex): boolean {
  if (!opensDetail(kind)) {
    warn(UNSUPPORTED_TYPE_MESSAGE);
    return false;
  }
  openInNewWindow(stockUrl(id));
  return true;
}
