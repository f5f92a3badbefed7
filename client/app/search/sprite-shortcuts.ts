/**
 * 键盘精灵's number codes, as 通达信 users type them: the code, then Enter, opens a board rather than
 * searching — 06 自选股, 60 沪深A股涨幅排名, 61 沪A, 63 深A, 1 上证指数, 3 深证成指.
 */
import { stockUrl } from '../../../contracts/routes';

/** One code and where it goes. */
export interface SpriteShortcut {
  code: string;
  label: string;
  href: string;
}

/** The codes. */
export const SPRITE_SHORTCUTS: readonly SpriteShortcut[] = [
  { code: '06', label: '自选股', href: '/favorite' },
  { code: '60', label: '沪深A股涨幅排名', href: '/rankList?name=rise&market=all' },
  { code: '61', label: '沪A涨幅排名', href: '/rankList?name=rise&market=sh' },
  { code: '63', label: '深A涨幅排名', href: '/rankList?name=rise&market=sz' },
  { code: '1', label: '上证指数', href: stockUrl('000001.SH') },
  { code: '3', label: '深证成指', href: stockUrl('399001.SZ') },
];

/** The shortcut a query is exactly (spaces trimmed), or null. */
export function spriteShortcut(query: string): SpriteShortcut | null {
  const q = query.trim();
  return SPRITE_SHORTCUTS.find((s) => s.code === q) ?? null;
}
