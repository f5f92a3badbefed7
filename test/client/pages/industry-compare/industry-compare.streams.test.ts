import { test } from 'node:test';
import assert from 'node:assert/strict';
import { of, Subject } from 'rxjs';
import type { CompareAnswer, CompareMoreAnswer, CompareMoreQuery, CompareQuery } from '../../../../contracts/endpoints/fundamentals';
import {
  createIndustryCompare,
  nextSort,
  pageCount,
  summaryRows,
  type CompareParams,
} from '../../../../client/pages/industry-compare/industry-compare.streams';

const row = (kind: 'median' | 'average' | 'company', name: string, self = false) => ({
  kind,
  id: kind === 'company' ? `${name}.SH` : null,
  name,
  self,
  values: { roe: 1 },
});

test('the 排名 row follows the stock; stat rows lead', () => {
  const answer = {
    rows: [row('median', '行业中值'), row('average', '行业平均'), row('company', '600519', true), row('company', '000858')],
  } as unknown as CompareAnswer;
  assert.deepEqual(
    summaryRows(answer).map((r) => r.name),
    ['行业中值', '行业平均', '600519', '排名', '000858'],
  );
});

test('sorting flips on the same column and starts descending on another; pages round up', () => {
  assert.deepEqual(nextSort({ sort: 'roe', order: 'desc' }, 'roe'), { sort: 'roe', order: 'asc' });
  assert.deepEqual(nextSort({ sort: 'roe', order: 'asc' }, 'pe'), { sort: 'pe', order: 'desc' });
  assert.equal(pageCount(41, 20), 3);
  assert.equal(pageCount(0, 20), 1);
});

test('a page or sort change reloads only the full list; a tab change reloads both', () => {
  const params = new Subject<CompareParams>();
  const summary: CompareQuery[] = [];
  const more: CompareMoreQuery[] = [];
  const { summary$, more$ } = createIndustryCompare(
    {
      fetchCompare: (q) => {
        summary.push(q);
        return of({} as CompareAnswer);
      },
      fetchMore: (q) => {
        more.push(q);
        return of({} as CompareMoreAnswer);
      },
    },
    params,
  );
  summary$.subscribe();
  more$.subscribe();
  const base: CompareParams = { id: '600519.SH', tab: 'growth', sort: '', order: 'desc', page: 1 };
  params.next(base);
  params.next({ ...base, page: 2 });
  params.next({ ...base, page: 2, sort: 'roe', order: 'asc' });
  params.next({ ...base, tab: 'dupont' });
  assert.deepEqual(
    summary.map((q) => q.tab),
    ['growth', 'dupont'],
  );
  assert.deepEqual(
    more.map((q) => `${q.tab}/${q.sort ?? '-'}/${q.order}/${q.page}`),
    ['growth/-/desc/1', 'growth/-/desc/2', 'growth/roe/asc/2', 'dupont/-/desc/1'],
  );
});
