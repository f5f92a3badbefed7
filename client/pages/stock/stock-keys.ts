/**
 * 通达信's keys on the stock page, apart from the DOM wiring: F5 switches 分时/K线, F10 opens the
 * company pages, PageUp/PageDown step through the list the stock was opened from, ↑/↓ zoom and ←/→
 * move the crosshair of the chart (even before it has focus), `?` opens 「快捷键」. Digits and letters
 * stay the top bar's 键盘精灵 (06 自选, 60 沪深A涨幅, 1 上证指数…). No key is taken from an input, a
 * select, an editable element or an open dialog.
 */

/** What a key does on the stock page. */
export type StockKeyAction =
  | { kind: 'toggleView' }
  | { kind: 'company' }
  | { kind: 'step'; step: -1 | 1 }
  | { kind: 'chart'; key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' }
  | { kind: 'help' };

/** The key fields read. */
export type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>;

/** True when the key goes to what has focus (typing, choosing, a dialog) rather than to the page. */
export function keyBelongsToTarget(target: EventTarget | null, modalOpen: boolean): boolean {
  if (modalOpen) return true;
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null;
}

/** The page's action for a key, or null when the page leaves it alone. */
export function stockKeyAction(e: KeyLike): StockKeyAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  switch (e.key) {
    case 'F5':
      return { kind: 'toggleView' };
    case 'F10':
      return { kind: 'company' };
    case 'PageUp':
      return { kind: 'step', step: -1 };
    case 'PageDown':
      return { kind: 'step', step: 1 };
    case 'ArrowUp':
    case 'ArrowDown':
    case 'ArrowLeft':
    case 'ArrowRight':
      return { kind: 'chart', key: e.key };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

/** The 「快捷键」 dialog's rows: keys and what they do. */
export const SHORTCUT_ROWS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'F5', action: '分时 / K线 切换' },
  { keys: 'F10', action: '打开公司资料' },
  { keys: 'PageUp / PageDown', action: '来源列表中的上一只 / 下一只' },
  { keys: '↑ / ↓', action: '放大 / 缩小图表' },
  { keys: '← / →', action: '移动十字光标' },
  { keys: 'Esc', action: '隐藏十字光标' },
  { keys: '06 回车', action: '自选股' },
  { keys: '60 回车', action: '沪深A股涨幅排名' },
  { keys: '61 回车', action: '沪A涨幅排名' },
  { keys: '63 回车', action: '深A涨幅排名' },
  { keys: '1 回车', action: '上证指数' },
  { keys: '3 回车', action: '深证成指' },
  { keys: '代码 / 拼音', action: '键盘精灵：输入即搜索' },
  { keys: '?', action: '打开本帮助' },
];
