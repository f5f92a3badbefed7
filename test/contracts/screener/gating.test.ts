import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { MEMBER_FEATURES, MEMBER_SCREEN_FIELDS, memberOnlyMessage, screenFieldFeature } from '../../../contracts/membership';
import { fieldOf } from '../../../contracts/screener/fields';
import { lockedFieldsOf, memberFieldsOf, screenLockMessage } from '../../../contracts/screener/gating';
import { parseQuery } from '../../../contracts/screener/nl-parse';
import { STRATEGIES } from '../../../contracts/screener/strategies';

test('every member-only screener field exists and names a gated feature', () => {
  assert.ok(Object.keys(MEMBER_SCREEN_FIELDS).length > 0);
  for (const [id, feature] of Object.entries(MEMBER_SCREEN_FIELDS)) {
    assert.ok(fieldOf(id), id);
    assert.ok(MEMBER_FEATURES[feature], feature);
  }
  assert.equal(screenFieldFeature('peTtmPct'), 'valuationHistory');
  assert.equal(screenFieldFeature('peTtm'), null);
  assert.equal(screenFieldFeature('toString'), null);
});

test('memberFieldsOf finds member-only fields in conditions, OR groups and the sort, once each, and tolerates junk', () => {
  assert.deepEqual(memberFieldsOf({ tree: { all: [{ field: 'peTtm', max: 20 }] } }), []);
  assert.deepEqual(
    memberFieldsOf({
      tree: {
        all: [
          {
            any: [
              { field: 'price', min: 1 },
              { field: 'peTtmPct', max: 30 },
            ],
          },
        ],
      },
    }),
    ['peTtmPct'],
  );
  assert.deepEqual(memberFieldsOf({ tree: { all: [{ field: 'notSt' }] }, sort: { field: 'peTtmPct', order: 'asc' } }), ['peTtmPct']);
  assert.deepEqual(memberFieldsOf({ tree: { all: [{ field: 'peTtmPct', max: 30 }] }, sort: { field: 'peTtmPct', order: 'asc' } }), ['peTtmPct']);
  for (const junk of [null, 1, 'x', { all: 3 }, { all: [null, 7, { any: 'x' }, { field: 9 }] }])
    assert.deepEqual(memberFieldsOf({ tree: junk, sort: junk }), []);
});

test('lockedFieldsOf: locked for anonymous and vipType 0, open for trial, paid and lifetime members', () => {
  const req = { tree: { all: [{ field: 'peTtmPct', max: 30 }] } };
  assert.deepEqual(lockedFieldsOf(req, null), ['peTtmPct']);
  assert.deepEqual(lockedFieldsOf(req, { vipType: 0 }), ['peTtmPct']);
  for (const vipType of [1, 2, 3] as const) assert.deepEqual(lockedFieldsOf(req, { vipType }), []);
});

test('the refusal names the field in the member-only template; the 估值历史低位 strategy is member-only, the others are free', () => {
  assert.equal(screenLockMessage(['peTtmPct']), '选股条件「PE 10年分位」为会员专享，开通会员后可查看');
  assert.ok(memberOnlyMessage('valuationHistory').endsWith('为会员专享，开通会员后可查看'));
  const gated = STRATEGIES.filter((s) => memberFieldsOf(parseQuery(s.query).query).length > 0).map((s) => s.id);
  assert.deepEqual(gated, ['low-pe-pct']);
});
