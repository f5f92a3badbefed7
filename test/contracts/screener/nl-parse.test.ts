import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { parseQuery } from '../../../contracts/screener/nl-parse';
import { STRATEGIES } from '../../../contracts/screener/strategies';
import { treeProblem, treeText } from '../../../contracts/screener/tree';

test('nonsense is refused with a message naming it', () => {
  for (const q of ['今天天气怎么样', 'asdfgh', '帮我写一首诗', '']) {
    const r = parseQuery(q);
    assert.equal(r.ok, false, q);
    assert.deepEqual(r.query.tree.all, [], q);
    assert.match(r.message ?? '', /没能理解/, q);
  }
});

test('a unit that does not fit the field is not guessed at', () => {
  const r = parseQuery('市盈率小于20%');
  assert.equal(r.ok, false);
  assert.deepEqual(r.query.tree.all, []);
  assert.deepEqual(r.unknown, ['市盈率小于20%']);
});

test('every gallery strategy parses fully into a valid tree with a 选股条件 line', () => {
  for (const s of STRATEGIES) {
    const r = parseQuery(s.query);
    assert.equal(r.ok, true, `${s.name}: ${r.message}`);
    assert.equal(treeProblem(r.query.tree), null, s.name);
    assert.match(treeText(r.query.tree), /^选股条件：/);
  }
});
