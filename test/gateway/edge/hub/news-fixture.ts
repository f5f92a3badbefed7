/** News items for the socket tests. */
import type { NewsItem } from '../../../../contracts/endpoints/news';

/** A valid news item. */
export function newsItem(n: number, ts = 1_764_200_000_000 + n * 1000): NewsItem {
  return {
    id: `2025-11-27-${n}`,
    ts,
    title: `【模拟】第${n}条`,
    content: `【模拟】内容${n}`,
    codes: ['600519.SH'],
    level: 'normal',
    category: 'market',
    securities: [{ id: '600519.SH', code: '600519', name: '贵州茅台', kind: 'capital' }],
    tags: ['白酒'],
  };
}
